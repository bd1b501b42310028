import type { AdminNoticeRow } from '@daengnyang/contract/admin-notice';
import { NOTICE_CATEGORIES } from '@daengnyang/contract/constants';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { ApiError } from '@/api/api-error.ts';
import { ERROR_MESSAGES } from '@/lib/messages.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Modal } from '@/ui/modal.tsx';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { useCreateAdminNotice } from '../api/create-admin-notice.ts';
import { useUpdateAdminNotice } from '../api/update-admin-notice.ts';
import {
  checkNoticeCreate,
  checkNoticeUpdate,
  type NoticeFormErrors,
  type NoticeFormValues,
} from '../notice-form.ts';
import { noticeCategoryIdOf } from '../site-links.ts';
import styles from './admin-form.module.css';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import { FormField } from './form-field.tsx';
import { ImageField } from './image-field.tsx';

type NoticeFormDialogProps = {
  /** The notice to edit; none opens an empty create form. */
  notice?: AdminNoticeRow;
  /** A new notice starts in this category (the list's filter, when one is chosen). */
  defaultCategoryId?: number;
  /** Unmounts the dialog, which drops the picked images (spec §4). */
  onClose: () => void;
};

function initialValues(
  notice: AdminNoticeRow | undefined,
  defaultCategoryId: number,
): NoticeFormValues {
  if (notice === undefined) return { noticeCategoryId: defaultCategoryId, title: '', content: '' };
  return {
    noticeCategoryId: noticeCategoryIdOf(notice.noticeCategoryName) ?? defaultCategoryId,
    title: notice.title,
    content: notice.content,
  };
}

/** Create or edit a notice, magazine or event post: category, title, content, up to 5 images. */
export function NoticeFormDialog({
  notice,
  defaultCategoryId = NOTICE_CATEGORIES[0].id,
  onClose,
}: NoticeFormDialogProps) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const [initial] = useState(() => initialValues(notice, defaultCategoryId));
  const [values, setValues] = useState(initial);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<NoticeFormErrors>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const create = useCreateAdminNotice();
  const update = useUpdateAdminNotice();
  const pending = create.isPending || update.isPending;

  const change = <Key extends keyof NoticeFormValues>(key: Key, value: NoticeFormValues[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };

  const failed = (failure: string) => (error: ApiError) => {
    toast.error(failure);
    // A refusal with a reason (a file too large or of the wrong type) is worth showing.
    if (error.status >= 400 && error.status < 500) setServerMessage(error.message);
  };
  const done = (message: string) => () => {
    toast.success(message);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerMessage(null);
    setProgress(0);
    const onProgress = setProgress;
    if (notice === undefined) {
      const checked = checkNoticeCreate(values);
      if (checked.errors !== undefined) {
        setErrors(checked.errors);
        focusFirstInvalid(formRef.current);
        return;
      }
      create.mutate(
        { ...checked.fields, files, onProgress },
        {
          onSuccess: done(ADMIN_MESSAGES.noticeCreated),
          onError: failed(ERROR_MESSAGES.noticeRegisterFailed),
        },
      );
      return;
    }
    const checked = checkNoticeUpdate(notice.noticeId, values, initial);
    if (checked.errors !== undefined) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    update.mutate(
      { ...checked.fields, files, onProgress },
      {
        onSuccess: done(ADMIN_MESSAGES.noticeUpdated),
        onError: failed(ERROR_MESSAGES.noticeEditFailed),
      },
    );
  };

  return (
    <Modal
      title={notice === undefined ? '공지 등록' : '공지 수정'}
      size="large"
      onClose={onClose}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {notice === undefined ? '등록' : '저장'}
          </Button>
        </div>
      }
    >
      <form ref={formRef} id={formId} className={styles.form} onSubmit={submit} noValidate>
        {notice !== undefined && (
          <p className={styles.note}>{ADMIN_MESSAGES.emptyFieldsKeptOnEdit}</p>
        )}
        <div className={`${styles.row} ${styles.titleRow}`}>
          <FormField label="카테고리" error={errors.noticeCategoryId}>
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={values.noticeCategoryId}
                onChange={(event) => change('noticeCategoryId', Number(event.target.value))}
              >
                {NOTICE_CATEGORIES.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="제목" error={errors.title}>
            {(control) => (
              <input
                {...control}
                className={styles.input}
                maxLength={100}
                placeholder="제목을 입력해주세요"
                value={values.title}
                onChange={(event) => change('title', event.target.value)}
              />
            )}
          </FormField>
        </div>
        <FormField label="내용" error={errors.content}>
          {(control) => (
            <textarea
              {...control}
              className={styles.textarea}
              maxLength={10_000}
              placeholder="내용을 입력해주세요"
              value={values.content}
              onChange={(event) => change('content', event.target.value)}
            />
          )}
        </FormField>
        <ImageField
          files={files}
          onChange={setFiles}
          existingUrls={notice?.imgUrls}
          disabled={pending}
        />
        {pending && files.length > 0 && <UploadProgress value={progress} />}
        {serverMessage !== null && <FormAlert message={serverMessage} />}
      </form>
    </Modal>
  );
}

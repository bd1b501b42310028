import {
  AdminNoticeCreateFieldsSchema,
  type AdminNoticeRow,
} from '@daengnyang/contract/admin-notice';
import { NOTICE_CATEGORIES } from '@daengnyang/contract/constants';
import { useId } from 'react';
import { ERROR_MESSAGES } from '@/lib/messages.ts';
import { imageDescriptionsField } from '@/ui/image-picker.tsx';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { useCreateAdminNotice } from '../api/create-admin-notice.ts';
import { useUpdateAdminNotice } from '../api/update-admin-notice.ts';
import {
  checkNoticeCreate,
  checkNoticeUpdate,
  type NoticeFormField,
  type NoticeFormValues,
  takesEventPeriod,
} from '../notice-form.ts';
import { noticeCategoryIdOf } from '../site-links.ts';
import { useImageForm } from '../use-image-form.ts';
import styles from './admin-form.module.css';
import { FormField } from './form-field.tsx';
import { ImageFormDialog } from './image-form-dialog.tsx';
import { PostFields } from './post-fields.tsx';

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
  // Admin rows do not carry an event's period: its days start empty, which keeps it on edit.
  const period = { eventStartsOn: '', eventEndsOn: '' };
  if (notice === undefined) {
    return { noticeCategoryId: defaultCategoryId, title: '', content: '', ...period };
  }
  return {
    noticeCategoryId: noticeCategoryIdOf(notice.noticeCategoryName) ?? defaultCategoryId,
    title: notice.title,
    content: notice.content,
    ...period,
  };
}

/**
 * Create or edit a notice, magazine or event post: category, title, content, an event's first
 * and last day, up to 5 images.
 */
export function NoticeFormDialog({
  notice,
  defaultCategoryId = NOTICE_CATEGORIES[0].id,
  onClose,
}: NoticeFormDialogProps) {
  const form = useImageForm<NoticeFormValues, NoticeFormField>(
    () => initialValues(notice, defaultCategoryId),
    onClose,
  );
  const create = useCreateAdminNotice();
  const update = useUpdateAdminNotice();
  const pending = create.isPending || update.isPending;
  const periodHintId = useId();

  const submit = () => {
    const descriptions = imageDescriptionsField(form.images);
    if (notice === undefined) {
      form.send(checkNoticeCreate(form.values, descriptions), {
        mutate: create.mutate,
        success: ADMIN_MESSAGES.noticeCreated,
        failure: ERROR_MESSAGES.noticeRegisterFailed,
      });
      return;
    }
    form.send(checkNoticeUpdate(notice.noticeId, form.values, form.initial, descriptions), {
      mutate: update.mutate,
      success: ADMIN_MESSAGES.noticeUpdated,
      failure: ERROR_MESSAGES.noticeEditFailed,
    });
  };

  return (
    <ImageFormDialog
      subject="공지"
      existingUrls={notice?.imgUrls}
      form={form}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <PostFields
        categories={NOTICE_CATEGORIES}
        category={form.field('noticeCategoryId')}
        title={{ ...form.field('title'), placeholder: '제목을 입력해주세요' }}
        content={{ ...form.field('content'), placeholder: '내용을 입력해주세요' }}
        shape={AdminNoticeCreateFieldsSchema.shape}
      />
      {takesEventPeriod(form.values) && (
        <fieldset className={styles.fieldset} aria-describedby={periodHintId}>
          <legend className={styles.legend}>이벤트 기간</legend>
          <div className={styles.row}>
            <FormField label="시작일" error={form.errors.eventStartsOn}>
              {(control) => (
                <input
                  {...control}
                  className={styles.input}
                  type="date"
                  value={form.values.eventStartsOn}
                  onChange={(event) => form.change('eventStartsOn', event.target.value)}
                />
              )}
            </FormField>
            <FormField label="종료일" error={form.errors.eventEndsOn}>
              {(control) => (
                <input
                  {...control}
                  className={styles.input}
                  type="date"
                  min={form.values.eventStartsOn || undefined}
                  value={form.values.eventEndsOn}
                  onChange={(event) => form.change('eventEndsOn', event.target.value)}
                />
              )}
            </FormField>
          </div>
          <p className={styles.fieldsetHint} id={periodHintId}>
            {notice === undefined
              ? ADMIN_MESSAGES.eventPeriodHint
              : ADMIN_MESSAGES.eventPeriodKeptOnEdit}
          </p>
        </fieldset>
      )}
    </ImageFormDialog>
  );
}

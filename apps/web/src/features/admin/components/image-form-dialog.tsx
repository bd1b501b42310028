import { type FormEvent, type ReactNode, type RefObject, useId } from 'react';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import type { PickedImage } from '@/ui/image-picker.tsx';
import { Modal } from '@/ui/modal.tsx';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import styles from './admin-form.module.css';
import { ImageField } from './image-field.tsx';

/** The part of `useImageForm` the dialog shows. */
type ImageFormState = {
  formRef: RefObject<HTMLFormElement | null>;
  images: PickedImage[];
  changeImages: (images: PickedImage[]) => void;
  progress: number;
  serverMessage: string | null;
};

type ImageFormDialogProps = {
  /** What is created or edited, as the title names it ("먹거리", "공지"). */
  subject: string;
  /** The images the edited row already has; none means a new row. */
  existingUrls?: readonly string[];
  form: ImageFormState;
  /** Why the picked images cannot be sent (a new food needs one). */
  imageError?: string;
  pending: boolean;
  onSubmit: () => void;
  /** Unmounts the dialog, which drops the picked images (spec §4). */
  onClose: () => void;
  /** The row's own fields, above the images. */
  children: ReactNode;
};

/**
 * An admin dialog that creates or edits a row with up to 5 images: the fields, the images
 * (those kept on edit, and the picked ones), the upload's bar, the server's reason for a
 * refusal, and 취소 / 등록 (저장 on edit).
 */
export function ImageFormDialog({
  subject,
  existingUrls,
  form,
  imageError,
  pending,
  onSubmit,
  onClose,
  children,
}: ImageFormDialogProps) {
  const formId = useId();
  const editing = existingUrls !== undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Modal
      title={`${subject} ${editing ? '수정' : '등록'}`}
      size="large"
      onClose={onClose}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {editing ? '저장' : '등록'}
          </Button>
        </div>
      }
    >
      <form ref={form.formRef} id={formId} className={styles.form} onSubmit={submit} noValidate>
        {editing && <p className={styles.note}>{ADMIN_MESSAGES.emptyFieldsKeptOnEdit}</p>}
        {children}
        <ImageField
          images={form.images}
          onChange={form.changeImages}
          error={imageError}
          existingUrls={existingUrls}
          disabled={pending}
        />
        {pending && form.images.length > 0 && <UploadProgress value={form.progress} />}
        {form.serverMessage !== null && <FormAlert message={form.serverMessage} />}
      </form>
    </Modal>
  );
}

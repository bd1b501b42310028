import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { type FormEvent, useId, useRef, useState } from 'react';
import { CONFIRM_MESSAGES, ERROR_MESSAGES } from '@/lib/messages.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { ImagePicker } from '@/ui/image-picker.tsx';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { useConfirm } from '@/ui/use-confirm.ts';
import { useToast } from '@/ui/use-toast.ts';
import { useCreateNoticeComment } from '../api/create-notice-comment.ts';
import type { NoticeParams } from '../api/get-notice.ts';
import styles from './notice-comment-form.module.css';

/**
 * An event entry: text (required, spec §5) and up to 10 pictures, the add tile gone at 5.
 * Pictures can be taken out again before sending; a bar shows the upload.
 */
export function NoticeCommentForm({ notice }: { notice: NoticeParams }) {
  const inputId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const confirm = useConfirm();
  const toast = useToast();
  const create = useCreateNoticeComment();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (content.trim() === '') {
      setError(ERROR_MESSAGES.noticeCommentRequired);
      inputRef.current?.focus();
      return;
    }
    if (!(await confirm(CONFIRM_MESSAGES.registerComment))) return;
    setProgress(0);
    create.mutate(
      { notice, content: content.trim(), files, onProgress: setProgress },
      {
        onSuccess: () => {
          setContent('');
          setFiles([]);
        },
        onError: (failure) => toast.error(failure.message),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label className={styles.label} htmlFor={inputId}>
        댓글
      </label>
      <textarea
        ref={inputRef}
        id={inputId}
        className={styles.input}
        rows={3}
        maxLength={1000}
        placeholder="댓글을 5자 이상 입력해주세요."
        value={content}
        aria-invalid={error !== null || undefined}
        onChange={(event) => {
          setContent(event.target.value);
          setError(null);
        }}
      />
      {error !== null && <FormAlert message={error} />}
      <ImagePicker
        files={files}
        onChange={setFiles}
        max={IMAGE_LIMITS.comment}
        label="사진 추가"
        disabled={create.isPending}
      />
      {create.isPending && files.length > 0 && <UploadProgress value={progress} />}
      <div className={styles.actions}>
        <Button type="submit" size="small" loading={create.isPending}>
          댓글 등록
        </Button>
      </div>
    </form>
  );
}

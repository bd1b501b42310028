import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { NoticeCommentFieldsSchema } from '@daengnyang/contract/notice';
import { useState } from 'react';
import { CommentForm } from '@/ui/comments/comment-form.tsx';
import { ImagePicker } from '@/ui/image-picker.tsx';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { useCreateNoticeComment } from '../api/create-notice-comment.ts';
import type { NoticeParams } from '../api/get-notice.ts';

/**
 * An event entry: text (required, spec §5) and up to 10 pictures, the add tile gone at 5.
 * Pictures can be taken out again before sending; a bar shows the upload.
 */
export function NoticeCommentForm({ notice }: { notice: NoticeParams }) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const create = useCreateNoticeComment();

  const send = async (content: string) => {
    setProgress(0);
    await create.mutateAsync({ notice, content, files, onProgress: setProgress });
    setFiles([]);
  };

  return (
    <CommentForm
      schema={NoticeCommentFieldsSchema.shape.content}
      label="댓글"
      placeholder="댓글을 5자 이상 입력해주세요."
      submitLabel="댓글 등록"
      variant="boxed"
      pending={create.isPending}
      onSubmit={send}
    >
      <ImagePicker
        files={files}
        onChange={setFiles}
        max={IMAGE_LIMITS.comment}
        label="사진 추가"
        disabled={create.isPending}
      />
      {create.isPending && files.length > 0 && <UploadProgress value={progress} />}
    </CommentForm>
  );
}

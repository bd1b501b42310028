import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { NoticeCommentFieldsSchema } from '@daengnyang/contract/notice';
import { useRef, useState } from 'react';
import { checkField } from '@/lib/forms/contract-field.ts';
import { CommentForm } from '@/ui/comments/comment-form.tsx';
import { focusFirstInvalid } from '@/ui/focusable.ts';
import {
  ImagePicker,
  imageDescriptionsField,
  type PickedImage,
  pickedFiles,
} from '@/ui/image-picker.tsx';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { useCreateNoticeComment } from '../api/create-notice-comment.ts';
import type { NoticeParams } from '../api/get-notice.ts';

/**
 * An event entry: text (required, spec §5) and up to 10 pictures, the add tile gone at 5, each
 * with an optional description. Pictures can be taken out again before sending; a bar shows
 * the upload.
 */
export function NoticeCommentForm({ notice }: { notice: NoticeParams }) {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [progress, setProgress] = useState(0);
  const pickerRef = useRef<HTMLDivElement>(null);
  const create = useCreateNoticeComment();
  const descriptions = checkField(
    NoticeCommentFieldsSchema.shape.imageDescriptions,
    imageDescriptionsField(images),
  );

  // The picker already shows the message under the description that is too long.
  const checkDescriptions = () => {
    if (descriptions.ok) return true;
    focusFirstInvalid(pickerRef.current);
    return false;
  };

  const send = async (content: string) => {
    // checkDescriptions passed before the confirmation; this narrows the type for the call.
    if (!descriptions.ok) throw new Error(descriptions.message);
    setProgress(0);
    await create.mutateAsync({
      notice,
      content,
      files: pickedFiles(images),
      imageDescriptions: descriptions.value,
      onProgress: setProgress,
    });
    setImages([]);
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
      checkFields={checkDescriptions}
      draftKey={`comment-notice-${notice.noticeId}`}
    >
      <div ref={pickerRef}>
        <ImagePicker
          images={images}
          onChange={setImages}
          max={IMAGE_LIMITS.comment}
          describable
          label="사진 추가"
          disabled={create.isPending}
        />
      </div>
      {create.isPending && images.length > 0 && <UploadProgress value={progress} />}
    </CommentForm>
  );
}

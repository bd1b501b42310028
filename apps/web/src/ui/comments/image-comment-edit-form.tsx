import type { Image } from '@daengnyang/contract/common';
import type { ImageSlot } from '@daengnyang/contract/editing';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { checkField } from '@/lib/forms/contract-field.ts';
import { AUTHOR_MESSAGES } from '@/lib/messages.ts';
import { focusFirstInvalid } from '@/ui/focusable.ts';
import {
  type EditableImage,
  ImagePicker,
  imageDescriptionsField,
  imageSlots,
  keptImages,
} from '@/ui/image-picker.tsx';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { CommentForm } from './comment-form.tsx';

/** What an edit of a text with pictures sends (issue 22). */
export type ImageCommentEdit = {
  content: string;
  files: File[];
  slots: ImageSlot[];
  onProgress: (percent: number) => void;
};

type ImageCommentEditFormProps = {
  /** The contract's `content` field. */
  schema: z.ZodString;
  /** The contract's `imageDescriptions` field: the same limits apply to an edit's pictures. */
  descriptionsSchema: z.ZodType;
  label: string;
  text: string;
  images: readonly Image[];
  max: number;
  pending: boolean;
  onSubmit: (edit: ImageCommentEdit) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Edits a review or an event entry in place: its text and its pictures, which can be kept,
 * removed one by one, added to and moved, within the item's limit. A refusal is told in a toast
 * and everything stays as typed.
 */
export function ImageCommentEditForm({
  schema,
  descriptionsSchema,
  label,
  text,
  images: current,
  max,
  pending,
  onSubmit,
  onClose,
}: ImageCommentEditFormProps) {
  const [images, setImages] = useState<EditableImage[]>(() => keptImages(current));
  const [progress, setProgress] = useState(0);
  const pickerRef = useRef<HTMLDivElement>(null);
  const { files, slots } = imageSlots(images);

  // The picker already shows the message under a description that is too long.
  const checkDescriptions = () => {
    if (checkField(descriptionsSchema, imageDescriptionsField(images)).ok) return true;
    focusFirstInvalid(pickerRef.current);
    return false;
  };

  return (
    <CommentForm
      schema={schema}
      label={label}
      placeholder="내용을 입력해주세요."
      submitLabel="수정"
      variant="reply"
      initialContent={text}
      confirmMessage={AUTHOR_MESSAGES.editCommentQuestion}
      pending={pending}
      onSubmit={(content) => {
        setProgress(0);
        return onSubmit({ content, files, slots, onProgress: setProgress });
      }}
      onClose={onClose}
      checkFields={checkDescriptions}
    >
      <div ref={pickerRef}>
        <ImagePicker<EditableImage>
          images={images}
          onChange={setImages}
          max={max}
          reorderable
          describable
          label="사진 추가"
          disabled={pending}
        />
      </div>
      {pending && files.length > 0 && <UploadProgress value={progress} />}
    </CommentForm>
  );
}

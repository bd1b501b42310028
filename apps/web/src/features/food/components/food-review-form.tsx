import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { FoodReviewFieldsSchema } from '@daengnyang/contract/food';
import { type FormEvent, useId, useRef, useState } from 'react';
import { checkField, maxLengthOf } from '@/lib/forms/contract-field.ts';
import { ERROR_MESSAGES } from '@/lib/messages.ts';
import { Button } from '@/ui/button.tsx';
import { focusFirstInvalid } from '@/ui/focusable.ts';
import { FormAlert } from '@/ui/form-alert.tsx';
import {
  ImagePicker,
  imageDescriptionsField,
  type PickedImage,
  pickedFiles,
} from '@/ui/image-picker.tsx';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { useCreateFoodReview } from '../api/create-food-review.ts';
import styles from './food-review-form.module.css';

/**
 * Text and images (each with an optional description) of a review, for signed-in users; empty
 * text or an over-long description is refused before sending.
 */
export function FoodReviewForm({ foodId }: { foodId: number }) {
  const contentId = useId();
  const toast = useToast();
  const [content, setContent] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const [invalid, setInvalid] = useState(false);
  const [progress, setProgress] = useState(0);
  const createReview = useCreateFoodReview({
    mutationConfig: {
      onSuccess: () => {
        setContent('');
        setImages([]);
      },
      onError: (error) => toast.error(error.message),
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (text === '') {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const descriptions = checkField(
      FoodReviewFieldsSchema.shape.imageDescriptions,
      imageDescriptionsField(images),
    );
    if (!descriptions.ok) {
      // The picker already shows the message under the description that is too long.
      focusFirstInvalid(formRef.current);
      return;
    }
    setProgress(0);
    createReview.mutate({
      foodId,
      content: text,
      files: pickedFiles(images),
      imageDescriptions: descriptions.value,
      onProgress: setProgress,
    });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <label className={styles.label} htmlFor={contentId}>
        리뷰 작성
      </label>
      <textarea
        id={contentId}
        className={styles.textarea}
        value={content}
        placeholder="먹여보신 경험을 다른 반려인들과 나눠주세요."
        rows={4}
        maxLength={maxLengthOf(FoodReviewFieldsSchema.shape.content)}
        aria-invalid={invalid || undefined}
        disabled={createReview.isPending}
        onChange={(event) => setContent(event.target.value)}
      />
      {invalid && <FormAlert message={ERROR_MESSAGES.reviewContentRequired} />}
      <div className={styles.footer}>
        <ImagePicker
          images={images}
          onChange={setImages}
          max={IMAGE_LIMITS.comment}
          describable
          disabled={createReview.isPending}
        />
        <Button type="submit" loading={createReview.isPending}>
          리뷰 등록
        </Button>
      </div>
      {createReview.isPending && images.length > 0 && <UploadProgress value={progress} />}
    </form>
  );
}

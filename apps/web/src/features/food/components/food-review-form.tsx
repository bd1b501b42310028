import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { FoodReviewFieldsSchema } from '@daengnyang/contract/food';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useWriteBan } from '@/api/safety/use-write-ban.ts';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { maxLengthOf } from '@/lib/forms/contract-field.ts';
import { checkForm, type FormErrors, recheckShown } from '@/lib/forms/contract-form.ts';
import { localDraftKey } from '@/lib/local-draft.ts';
import { useLocalDraft } from '@/lib/use-local-draft.ts';
import { Button } from '@/ui/button.tsx';
import { DraftPrompt } from '@/ui/draft-prompt.tsx';
import { focusFirstInvalid } from '@/ui/focusable.ts';
import { FormAlert } from '@/ui/form-alert.tsx';
import {
  ImagePicker,
  imageDescriptionsField,
  type PickedImage,
  pickedFiles,
} from '@/ui/image-picker.tsx';
import { WriteBanNote } from '@/ui/safety/write-ban-note.tsx';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { useCreateFoodReview } from '../api/create-food-review.ts';
import styles from './food-review-form.module.css';

const FIELDS = ['content', 'imageDescriptions'] as const;
type ReviewField = (typeof FIELDS)[number];

const isText = (data: unknown): data is string => typeof data === 'string';
const isBlank = (text: string) => text.trim() === '';

/**
 * Text and images (each with an optional description) of a review, for signed-in users; empty
 * text or an over-long description is refused before sending, with the contract's messages.
 * The text is kept in this browser as it is typed and offered again (issue 22).
 */
export function FoodReviewForm({ foodId }: { foodId: number }) {
  const contentId = useId();
  const banNoteId = useId();
  // Under a write ban the form stays in place, disabled, and says why.
  const banned = useWriteBan() !== null;
  const toast = useToast();
  const [content, setContent] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors<ReviewField>>({});
  const [progress, setProgress] = useState(0);
  const { user } = useCurrentUser();
  const draft = useLocalDraft({
    storageKey: user === null ? null : localDraftKey(user.userId, `review-food-${foodId}`),
    value: content,
    isBlank,
    isData: isText,
  });
  const createReview = useCreateFoodReview({
    mutationConfig: {
      onSuccess: () => {
        draft.discard();
        setContent('');
        setImages([]);
      },
      onError: (error) => toast.error(error.message),
    },
  });

  const check = (text: string) =>
    checkForm(
      FoodReviewFieldsSchema,
      { content: text, imageDescriptions: imageDescriptionsField(images) },
      FIELDS,
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(content);
    if (!checked.ok) {
      // The picker shows its own message under a description that is too long.
      setErrors(checked.errors);
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    setProgress(0);
    createReview.mutate({
      foodId,
      ...checked.fields,
      files: pickedFiles(images),
      onProgress: setProgress,
    });
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {draft.offer !== null && (
        <DraftPrompt
          savedAt={draft.offer.savedAt}
          onRestore={() => setContent(draft.restore() ?? content)}
          onDiscard={draft.discard}
        />
      )}
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
        aria-invalid={errors.content !== undefined || undefined}
        disabled={createReview.isPending || banned}
        aria-describedby={banned ? banNoteId : undefined}
        onChange={(event) => {
          setContent(event.target.value);
          setErrors((shown) => recheckShown(FIELDS, shown, check(event.target.value)));
        }}
      />
      {errors.content !== undefined && <FormAlert message={errors.content} />}
      {banned && <WriteBanNote id={banNoteId} />}
      <div className={styles.footer}>
        <ImagePicker
          images={images}
          onChange={setImages}
          max={IMAGE_LIMITS.comment}
          describable
          disabled={createReview.isPending || banned}
        />
        <Button type="submit" loading={createReview.isPending} disabled={banned}>
          리뷰 등록
        </Button>
      </div>
      {createReview.isPending && images.length > 0 && <UploadProgress value={progress} />}
    </form>
  );
}

import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { useId } from 'react';
import { ImagePicker, type PickedImage } from '@/ui/image-picker.tsx';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { ExistingImages } from './existing-images.tsx';
import styles from './image-field.module.css';

type ImageFieldProps = {
  images: readonly PickedImage[];
  onChange: (images: PickedImage[]) => void;
  error?: string | undefined;
  /** While editing: the item's current images, kept unless new ones are picked. */
  existingUrls?: readonly string[];
  disabled?: boolean;
};

/**
 * The images of an admin dialog: up to 5 previews with remove and a description each, and what
 * happens to the old ones.
 */
export function ImageField({ images, onChange, error, existingUrls, disabled }: ImageFieldProps) {
  const errorId = useId();
  const editing = existingUrls !== undefined;
  return (
    <fieldset className={styles.field} aria-describedby={error === undefined ? undefined : errorId}>
      <legend className={styles.legend}>
        이미지 <span className={styles.limit}>최대 {IMAGE_LIMITS.adminNoticeOrFood}장</span>
      </legend>
      <div className={styles.images}>
        {editing && <ExistingImages urls={existingUrls} replaced={images.length > 0} />}
        <div className={styles.picker}>
          <ImagePicker
            images={images}
            onChange={onChange}
            max={IMAGE_LIMITS.adminNoticeOrFood}
            addTileUntil={IMAGE_LIMITS.adminNoticeOrFood}
            label={editing ? '새 이미지 선택' : '이미지 추가'}
            describable
            disabled={disabled}
          />
        </div>
      </div>
      {editing && <p className={styles.hint}>{ADMIN_MESSAGES.imagesReplacedOnEdit}</p>}
      {error !== undefined && (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

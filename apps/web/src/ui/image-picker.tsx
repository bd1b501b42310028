import type { Image } from '@daengnyang/contract/common';
import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import type { ImageSlot } from '@daengnyang/contract/editing';
import { MESSAGES } from '@daengnyang/contract/messages';
import { type ChangeEvent, useId, useState } from 'react';
import { useObjectUrl } from '@/lib/use-object-url.ts';
import { CharacterCount } from './character-count.tsx';
import { fileKey } from './file-key.ts';
import { FormAlert } from './form-alert.tsx';
import { ChevronIcon } from './icons/chevron-icon.tsx';
import { CloseIcon } from './icons/close-icon.tsx';
import styles from './image-picker.module.css';

/** What the API accepts (contract MESSAGES.imageUnsupported names the same formats). */
const ACCEPTED_FORMATS = [
  { type: 'image/jpeg', label: 'JPEG' },
  { type: 'image/png', label: 'PNG' },
  { type: 'image/webp', label: 'WebP' },
  { type: 'image/gif', label: 'GIF' },
  { type: 'image/avif', label: 'AVIF' },
] as const;
const ACCEPTED_TYPES: ReadonlySet<string> = new Set(ACCEPTED_FORMATS.map(({ type }) => type));
const MAX_FILE_MEGABYTES = IMAGE_LIMITS.maxFileBytes / (1024 * 1024);
const DESCRIPTION_MAX = IMAGE_LIMITS.descriptionMaxLength;

/**
 * A picked picture and the alternative text its author wrote for it ('' for none). Kept
 * together so that removing a picture removes its description and the order never drifts.
 */
export type PickedImage = { file: File; description: string };

/**
 * A current picture of an item being edited (issue 22), named by its `imgUrl` as the reads give
 * it and shown by its thumbnail; kept in the list until the author removes it.
 */
export type KeptImage = { keep: string; thumb: string; description: string };

/** What an edit form's picker holds: current pictures and new files, in their final order. */
export type EditableImage = PickedImage | KeptImage;

function isKept(image: EditableImage): image is KeptImage {
  return 'keep' in image;
}

function imageKey(image: EditableImage): string {
  return isKept(image) ? `keep:${image.keep}` : `file:${fileKey(image.file)}`;
}

/** An item's current pictures, as an edit form's picker starts with them. */
export function keptImages(images: readonly Image[]): KeptImage[] {
  return images.map(({ imgUrl, thumbImgUrl, description }) => ({
    keep: imgUrl,
    thumb: thumbImgUrl,
    description: description ?? '',
  }));
}

/**
 * An edit's `files` and `images` fields (contract `ImageSlotsFieldSchema`): the new files in
 * order, and the final list naming each kept picture by its URL and each new one by its place
 * among the files, every one with its description ('' clears a kept picture's).
 */
export function imageSlots(images: readonly EditableImage[]): {
  files: File[];
  slots: ImageSlot[];
} {
  const files: File[] = [];
  const slots = images.map((image): ImageSlot => {
    if (isKept(image)) return { keep: image.keep, description: image.description };
    files.push(image.file);
    return { file: files.length - 1, description: image.description };
  });
  return { files, slots };
}

/** The files to send, in the order picked. */
export function pickedFiles(images: readonly PickedImage[]): File[] {
  return images.map(({ file }) => file);
}

/**
 * The descriptions as the contract's `imageDescriptions` form field (a JSON array, one per
 * file), for checking a form with the schema the server applies.
 */
export function imageDescriptionsField(images: readonly { description: string }[]): string {
  return JSON.stringify(images.map(({ description }) => description));
}

/** Over the limit the server allows; trimmed as the contract trims before it counts. */
function descriptionTooLong(description: string): boolean {
  return description.trim().length > DESCRIPTION_MAX;
}

type ImagePickerProps<Item extends EditableImage> = {
  images: readonly Item[];
  /** New files are added as `PickedImage`s after what the list holds. */
  onChange: (images: (Item | PickedImage)[]) => void;
  max: number;
  /** Offers buttons that move each picture one place earlier or later (not drag-only). */
  reorderable?: boolean;
  /** Offers a one-line description (alternative text) under the tiles for each picture. */
  describable?: boolean;
  /**
   * What happens to a selection that would go beyond `max`; either way the picker says so.
   * Spec §5: comment images keep the first ones that fit, a post's selection is ignored whole.
   */
  whenOverMax?: 'keep-first' | 'ignore-selection';
  /** The add tile shows only while fewer than this many are picked (spec §5: 5). */
  addTileUntil?: number;
  label?: string;
  disabled?: boolean;
};

/** A picked file the server would refuse, kept only to show the member which one and why. */
type Refused = { file: File; reason: string };

/** Why the server would refuse this file, or null when it would take it. */
function refusal(file: File): string | null {
  if (!ACCEPTED_TYPES.has(file.type)) return MESSAGES.imageUnsupported;
  if (file.size > IMAGE_LIMITS.maxFileBytes) return MESSAGES.imageTooLarge;
  return null;
}

/**
 * Picks images to upload, shows them as previews with remove buttons. Files are checked as they
 * are picked, not when the form is sent: a file of the wrong type or over the size limit is
 * shown as a marked tile with the reason, and what does not fit under `max` is named. When
 * `describable`, each picture gets an optional description field below the tiles.
 */
export function ImagePicker<Item extends EditableImage = PickedImage>({
  images,
  onChange,
  max,
  reorderable = false,
  describable = false,
  whenOverMax = 'keep-first',
  addTileUntil = IMAGE_LIMITS.pickerAddTileUntil,
  label = '이미지 추가',
  disabled = false,
}: ImagePickerProps<Item>) {
  const counterId = useId();
  const hintId = useId();
  const descriptionId = useId();
  const [refused, setRefused] = useState<readonly Refused[]>([]);
  const [overLimit, setOverLimit] = useState<string | null>(null);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    // Cleared so that picking the same file again, after removing it, fires change again.
    event.target.value = '';
    if (picked.length === 0) return;
    const checked = picked.map((file) => ({ file, reason: refusal(file) }));
    const accepted = checked.flatMap(({ file, reason }) =>
      reason === null ? [{ file, description: '' }] : [],
    );
    setRefused(checked.flatMap(({ file, reason }) => (reason === null ? [] : [{ file, reason }])));
    const room = max - images.length;
    if (accepted.length <= room) {
      setOverLimit(null);
      if (accepted.length > 0) onChange([...images, ...accepted]);
      return;
    }
    if (whenOverMax === 'ignore-selection') {
      setOverLimit(
        `${MESSAGES.tooManyImages(max)} 고른 ${accepted.length}장을 모두 추가하지 않았어요. ${room}장까지 더 고를 수 있어요.`,
      );
      return;
    }
    const leftOut = accepted.slice(room).map(({ file }) => file.name);
    setOverLimit(`${MESSAGES.tooManyImages(max)} 추가하지 않은 파일: ${leftOut.join(', ')}`);
    if (room > 0) onChange([...images, ...accepted.slice(0, room)]);
  };

  const describe = (picked: Item, description: string) =>
    onChange(images.map((image) => (image === picked ? { ...image, description } : image)));

  /** Swaps the picture at `index` with its neighbour `step` (-1 or 1) places away, if any. */
  const move = (index: number, step: -1 | 1) => {
    const target = index + step;
    const moving = images[index];
    const neighbour = images[target];
    if (moving === undefined || neighbour === undefined) return;
    const next = [...images];
    next[index] = neighbour;
    next[target] = moving;
    onChange(next);
  };

  const formats = ACCEPTED_FORMATS.map(({ label: name }) => name).join(', ');

  return (
    <div className={styles.root}>
      <ul className={styles.picker} aria-label="첨부 이미지">
        {images.map((image, index) => (
          <li key={imageKey(image)} className={styles.tile}>
            <Preview image={image} alt={`첨부 이미지 ${index + 1}`} />
            <button
              className={styles.remove}
              type="button"
              aria-label={`${index + 1}번째 이미지 삭제`}
              disabled={disabled}
              onClick={() => {
                // What the limit message said about room is no longer true.
                setOverLimit(null);
                onChange(images.filter((other) => other !== image));
              }}
            >
              <CloseIcon size={14} />
            </button>
            {reorderable && (
              <>
                <MoveButton
                  direction="earlier"
                  label={`${index + 1}번째 이미지를 앞으로 옮기기`}
                  atEnd={index === 0}
                  disabled={disabled}
                  onMove={() => move(index, -1)}
                />
                <MoveButton
                  direction="later"
                  label={`${index + 1}번째 이미지를 뒤로 옮기기`}
                  atEnd={index === images.length - 1}
                  disabled={disabled}
                  onMove={() => move(index, 1)}
                />
              </>
            )}
          </li>
        ))}
        {refused.map(({ file }) => (
          <li
            key={fileKey(file)}
            className={`${styles.tile} ${styles.refused}`}
            aria-label={`올릴 수 없는 파일: ${file.name}`}
          >
            <span className={styles.refusedName}>{file.name}</span>
            <button
              className={styles.remove}
              type="button"
              aria-label={`${file.name} 지우기`}
              onClick={() => setRefused((shown) => shown.filter((other) => other.file !== file))}
            >
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
        {images.length < Math.min(addTileUntil, max) && (
          <li>
            <label className={`${styles.tile} ${styles.add}`}>
              <input
                className={styles.input}
                type="file"
                accept={[...ACCEPTED_TYPES].join(',')}
                multiple
                aria-label={label}
                aria-describedby={`${counterId} ${hintId}`}
                disabled={disabled}
                onChange={add}
              />
              <span className={styles.plus} aria-hidden="true" />
              <span className={styles.addLabel} aria-hidden="true">
                {label}
              </span>
              <span className={styles.counter} id={counterId}>
                {images.length}/{max}
              </span>
            </label>
          </li>
        )}
      </ul>
      <p className={styles.hint} id={hintId}>
        {formats} · 한 장에 {MAX_FILE_MEGABYTES}MB 이하 · 최대 {max}장
      </p>
      {(refused.length > 0 || overLimit !== null) && (
        <ul className={styles.problems} role="alert">
          {refused.map(({ file, reason }) => (
            <li key={fileKey(file)}>
              <strong className={styles.fileName}>{file.name}</strong>: {reason}
            </li>
          ))}
          {overLimit !== null && <li>{overLimit}</li>}
        </ul>
      )}
      {describable && images.length > 0 && (
        <ol className={styles.descriptions} aria-label="사진 설명">
          {images.map((image, index) => {
            const id = `${descriptionId}-${imageKey(image)}`;
            const tooLong = descriptionTooLong(image.description);
            return (
              <li key={imageKey(image)} className={styles.description}>
                {/* The field's label names the picture by its position; the thumbnail shows it. */}
                <Preview image={image} alt="" className={styles.descriptionPreview} />
                <div className={styles.descriptionField}>
                  <div className={styles.descriptionHeading}>
                    <label className={styles.descriptionLabel} htmlFor={id}>
                      사진 {index + 1} 설명 (선택)
                    </label>
                    <CharacterCount
                      id={`${id}-count`}
                      count={image.description.trim().length}
                      max={DESCRIPTION_MAX}
                    />
                  </div>
                  <input
                    id={id}
                    className={styles.descriptionInput}
                    type="text"
                    placeholder="무엇이 보이는지 적어 주세요"
                    value={image.description}
                    aria-invalid={tooLong || undefined}
                    aria-describedby={tooLong ? `${id}-count ${id}-error` : `${id}-count`}
                    disabled={disabled}
                    onChange={(event) => describe(image, event.target.value)}
                  />
                  {tooLong && (
                    <FormAlert id={`${id}-error`} message={MESSAGES.imageDescriptionTooLong} />
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

type MoveButtonProps = {
  direction: 'earlier' | 'later';
  label: string;
  /** First or last already: the button stays focusable (focus is not lost) but does nothing. */
  atEnd: boolean;
  disabled: boolean;
  onMove: () => void;
};

function MoveButton({ direction, label, atEnd, disabled, onMove }: MoveButtonProps) {
  return (
    <button
      className={`${styles.move} ${direction === 'earlier' ? styles.earlier : styles.later}`}
      type="button"
      aria-label={label}
      aria-disabled={atEnd || undefined}
      disabled={disabled}
      onClick={() => {
        if (!atEnd) onMove();
      }}
    >
      <ChevronIcon direction={direction === 'earlier' ? 'previous' : 'next'} size={14} />
    </button>
  );
}

type PreviewProps = { image: EditableImage; alt: string; className?: string };

function Preview({ image, alt, className = styles.preview }: PreviewProps) {
  if (isKept(image)) {
    return <img className={className} src={image.thumb} alt={alt} width={96} height={96} />;
  }
  return <FilePreview file={image.file} alt={alt} className={className} />;
}

function FilePreview({ file, alt, className }: { file: File; alt: string; className?: string }) {
  const url = useObjectUrl(file);
  if (url === undefined) return null;
  return <img className={className} src={url} alt={alt} width={96} height={96} />;
}

import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import { type ChangeEvent, useId, useState } from 'react';
import { useObjectUrl } from '@/lib/use-object-url.ts';
import { CharacterCount } from './character-count.tsx';
import { fileKey } from './file-key.ts';
import { FormAlert } from './form-alert.tsx';
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

/** The files to send, in the order picked. */
export function pickedFiles(images: readonly PickedImage[]): File[] {
  return images.map(({ file }) => file);
}

/**
 * The descriptions as the contract's `imageDescriptions` form field (a JSON array, one per
 * file), for checking a form with the schema the server applies.
 */
export function imageDescriptionsField(images: readonly PickedImage[]): string {
  return JSON.stringify(images.map(({ description }) => description));
}

/** Over the limit the server allows; trimmed as the contract trims before it counts. */
function descriptionTooLong(description: string): boolean {
  return description.trim().length > DESCRIPTION_MAX;
}

type ImagePickerProps = {
  images: readonly PickedImage[];
  onChange: (images: PickedImage[]) => void;
  max: number;
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
export function ImagePicker({
  images,
  onChange,
  max,
  describable = false,
  whenOverMax = 'keep-first',
  addTileUntil = IMAGE_LIMITS.pickerAddTileUntil,
  label = '이미지 추가',
  disabled = false,
}: ImagePickerProps) {
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

  const describe = (picked: PickedImage, description: string) =>
    onChange(images.map((image) => (image === picked ? { ...image, description } : image)));

  const formats = ACCEPTED_FORMATS.map(({ label: name }) => name).join(', ');

  return (
    <div className={styles.root}>
      <ul className={styles.picker} aria-label="첨부 이미지">
        {images.map((image, index) => (
          <li key={fileKey(image.file)} className={styles.tile}>
            <Preview file={image.file} alt={`첨부 이미지 ${index + 1}`} />
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
            const id = `${descriptionId}-${fileKey(image.file)}`;
            const tooLong = descriptionTooLong(image.description);
            return (
              <li key={fileKey(image.file)} className={styles.description}>
                {/* The field's label names the picture by its position; the thumbnail shows it. */}
                <Preview file={image.file} alt="" className={styles.descriptionPreview} />
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

type PreviewProps = { file: File; alt: string; className?: string };

function Preview({ file, alt, className = styles.preview }: PreviewProps) {
  const url = useObjectUrl(file);
  if (url === undefined) return null;
  return <img className={className} src={url} alt={alt} width={96} height={96} />;
}

import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { type ChangeEvent, useId } from 'react';
import { useObjectUrl } from '@/lib/use-object-url.ts';
import { fileKey } from './file-key.ts';
import { CloseIcon } from './icons/close-icon.tsx';
import styles from './image-picker.module.css';

/** What the API accepts (contract MESSAGES.imageUnsupported). */
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

type ImagePickerProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Files beyond this many are ignored without a message (spec §5). */
  max: number;
  /** The add tile shows only while fewer than this many are picked (spec §5: 5). */
  addTileUntil?: number;
  label?: string;
  disabled?: boolean;
};

/** Picks images to upload, shows them as previews with remove buttons. */
export function ImagePicker({
  files,
  onChange,
  max,
  addTileUntil = IMAGE_LIMITS.pickerAddTileUntil,
  label = '이미지 추가',
  disabled = false,
}: ImagePickerProps) {
  const counterId = useId();
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    // Cleared so that picking the same file again, after removing it, fires change again.
    event.target.value = '';
    const room = max - files.length;
    if (room > 0 && picked.length > 0) onChange([...files, ...picked.slice(0, room)]);
  };

  return (
    <ul className={styles.picker} aria-label="첨부 이미지">
      {files.map((file, index) => (
        <li key={fileKey(file)} className={styles.tile}>
          <Preview file={file} index={index} />
          <button
            className={styles.remove}
            type="button"
            aria-label={`${index + 1}번째 이미지 삭제`}
            disabled={disabled}
            onClick={() => onChange(files.filter((other) => other !== file))}
          >
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
      {files.length < Math.min(addTileUntil, max) && (
        <li>
          <label className={`${styles.tile} ${styles.add}`}>
            <input
              className={styles.input}
              type="file"
              accept={ACCEPTED_TYPES}
              multiple
              aria-label={label}
              aria-describedby={counterId}
              disabled={disabled}
              onChange={add}
            />
            <span className={styles.plus} aria-hidden="true" />
            <span className={styles.addLabel} aria-hidden="true">
              {label}
            </span>
            <span className={styles.counter} id={counterId}>
              {files.length}/{max}
            </span>
          </label>
        </li>
      )}
    </ul>
  );
}

function Preview({ file, index }: { file: File; index: number }) {
  const url = useObjectUrl(file);
  if (url === undefined) return null;
  return (
    <img
      className={styles.preview}
      src={url}
      alt={`첨부 이미지 ${index + 1}`}
      width={96}
      height={96}
    />
  );
}

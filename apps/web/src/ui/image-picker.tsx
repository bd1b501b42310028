import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import { type ChangeEvent, useId, useState } from 'react';
import { useObjectUrl } from '@/lib/use-object-url.ts';
import { fileKey } from './file-key.ts';
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

type ImagePickerProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  max: number;
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
 * shown as a marked tile with the reason, and what does not fit under `max` is named.
 */
export function ImagePicker({
  files,
  onChange,
  max,
  whenOverMax = 'keep-first',
  addTileUntil = IMAGE_LIMITS.pickerAddTileUntil,
  label = '이미지 추가',
  disabled = false,
}: ImagePickerProps) {
  const counterId = useId();
  const hintId = useId();
  const [refused, setRefused] = useState<readonly Refused[]>([]);
  const [overLimit, setOverLimit] = useState<string | null>(null);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    // Cleared so that picking the same file again, after removing it, fires change again.
    event.target.value = '';
    if (picked.length === 0) return;
    const checked = picked.map((file) => ({ file, reason: refusal(file) }));
    const accepted = checked.flatMap(({ file, reason }) => (reason === null ? [file] : []));
    setRefused(checked.flatMap(({ file, reason }) => (reason === null ? [] : [{ file, reason }])));
    const room = max - files.length;
    if (accepted.length <= room) {
      setOverLimit(null);
      if (accepted.length > 0) onChange([...files, ...accepted]);
      return;
    }
    if (whenOverMax === 'ignore-selection') {
      setOverLimit(
        `${MESSAGES.tooManyImages(max)} 고른 ${accepted.length}장을 모두 추가하지 않았어요. ${room}장까지 더 고를 수 있어요.`,
      );
      return;
    }
    const leftOut = accepted.slice(room).map((file) => file.name);
    setOverLimit(`${MESSAGES.tooManyImages(max)} 추가하지 않은 파일: ${leftOut.join(', ')}`);
    if (room > 0) onChange([...files, ...accepted.slice(0, room)]);
  };

  const formats = ACCEPTED_FORMATS.map(({ label: name }) => name).join(', ');

  return (
    <div className={styles.root}>
      <ul className={styles.picker} aria-label="첨부 이미지">
        {files.map((file, index) => (
          <li key={fileKey(file)} className={styles.tile}>
            <Preview file={file} index={index} />
            <button
              className={styles.remove}
              type="button"
              aria-label={`${index + 1}번째 이미지 삭제`}
              disabled={disabled}
              onClick={() => {
                // What the limit message said about room is no longer true.
                setOverLimit(null);
                onChange(files.filter((other) => other !== file));
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
        {files.length < Math.min(addTileUntil, max) && (
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
                {files.length}/{max}
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
    </div>
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

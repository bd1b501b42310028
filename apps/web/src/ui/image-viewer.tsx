import type { Image } from '@daengnyang/contract/common';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { ChevronIcon } from './icons/chevron-icon.tsx';
import { imageAlt } from './image-alt.ts';
import styles from './image-viewer.module.css';
import { Modal } from './modal.tsx';

/** How far a finger must travel sideways before it turns the picture, in CSS pixels. */
const SWIPE_DISTANCE = 48;

type ImageViewerProps = {
  images: readonly Image[];
  /** The picture that was tapped. */
  startIndex: number;
  /**
   * The alternative text of a picture its author did not describe starts with this, followed by
   * its position: `{제목} 사진` gives `{제목} 사진 2`.
   */
  altBase: string;
  onClose: () => void;
};

/**
 * An article's pictures one at a time, as large as the screen allows. A swipe or the arrow
 * keys turn to the neighbouring picture; the dialog (ui/modal) keeps focus inside, closes on
 * Escape or 닫기 and gives focus back to the picture that was tapped.
 */
export function ImageViewer({ images, startIndex, altBase, onClose }: ImageViewerProps) {
  const [index, setIndex] = useState(startIndex);
  const swipeStart = useRef<number | null>(null);
  const last = images.length - 1;
  const image = images[index];

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      const step = event.key === 'ArrowLeft' ? -1 : 1;
      setIndex((shown) => Math.min(Math.max(shown + step, 0), last));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [last]);

  const endSwipe = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) < SWIPE_DISTANCE) return;
    // A finger moving left brings the next picture in from the right.
    setIndex((shown) => Math.min(Math.max(shown + (distance < 0 ? 1 : -1), 0), last));
  };

  if (image === undefined) return null;
  return (
    <Modal title={`이미지 ${index + 1} / ${images.length}`} onClose={onClose} size="large">
      <div className={styles.viewer}>
        <div
          className={styles.stage}
          onPointerDown={(event) => {
            swipeStart.current = event.clientX;
          }}
          onPointerUp={endSwipe}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          <img
            key={image.imgUrl}
            className={styles.image}
            src={image.imgUrl}
            alt={imageAlt(image, altBase, index)}
            draggable={false}
            decoding="async"
          />
        </div>
        {images.length > 1 && (
          <div className={styles.controls}>
            <button
              className={styles.turn}
              type="button"
              aria-label="이전 이미지"
              disabled={index === 0}
              onClick={() => setIndex(index - 1)}
            >
              <ChevronIcon direction="previous" size={24} />
            </button>
            <button
              className={styles.turn}
              type="button"
              aria-label="다음 이미지"
              disabled={index === last}
              onClick={() => setIndex(index + 1)}
            >
              <ChevronIcon direction="next" size={24} />
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}

import type { Image } from '@daengnyang/contract/common';
import { useState } from 'react';
import styles from './attached-images.module.css';
import { imageAlt } from './image-alt.ts';
import { ImageViewer } from './image-viewer.tsx';

type AttachedImagesProps = {
  images: readonly Image[];
  /**
   * What the pictures are, e.g. `보리아빠님의 리뷰 사진`: the list's name, and with the position
   * the alternative text of a picture its author did not describe (`보리아빠님의 리뷰 사진 2`).
   */
  label: string;
};

/**
 * The pictures attached to a review or a comment as a row of thumbnails; a tap or click opens
 * one full size in the image viewer, where a swipe turns to the next.
 */
export function AttachedImages({ images, label }: AttachedImagesProps) {
  const [zoomed, setZoomed] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <>
      <ul className={styles.images} aria-label={label}>
        {images.map((image, index) => (
          <li key={image.imgUrl}>
            <button
              className={styles.tile}
              type="button"
              aria-label={`${imageAlt(image, label, index)} 크게 보기`}
              onClick={() => setZoomed(index)}
            >
              <img
                className={styles.image}
                src={image.thumbImgUrl}
                alt={imageAlt(image, label, index)}
                width={112}
                height={112}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
      {zoomed !== null && (
        <ImageViewer
          images={images}
          startIndex={zoomed}
          altBase={label}
          onClose={() => setZoomed(null)}
        />
      )}
    </>
  );
}

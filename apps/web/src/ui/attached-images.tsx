import type { Image } from '@daengnyang/contract/common';
import { useState } from 'react';
import styles from './attached-images.module.css';
import { ImageViewer } from './image-viewer.tsx';

type AttachedImagesProps = {
  images: readonly Image[];
  /**
   * What the pictures are, e.g. `보리아빠님의 리뷰 사진`: the list's name, and with the position
   * each picture's alternative text (`보리아빠님의 리뷰 사진 2`).
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
              aria-label={`${label} ${index + 1} 크게 보기`}
              onClick={() => setZoomed(index)}
            >
              <img
                className={styles.image}
                src={image.thumbImgUrl}
                alt={`${label} ${index + 1}`}
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

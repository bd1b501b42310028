import type { Image } from '@daengnyang/contract/common';
import { useState } from 'react';
import { imageAlt } from './image-alt.ts';
import styles from './image-strip.module.css';
import { ImageViewer } from './image-viewer.tsx';

type ImageStripProps = {
  images: readonly Image[];
  /** The article's title: a picture its author did not describe is named `{title} 사진 {n}`. */
  title: string;
  /**
   * Pictures before this position are shown elsewhere on the page (a pet report's card leads
   * with the first); the viewer still turns through them all.
   */
  firstShown?: number;
};

/**
 * An article's pictures at full size, each in a fixed 4:3 frame so nothing below moves while
 * they load (the API does not send their sizes). The first is the largest thing near the top
 * of the page: it is fetched at once and first; the others when scrolled to. A tap or click
 * opens a picture in the image viewer, where a swipe turns to the next.
 */
export function ImageStrip({ images, title, firstShown = 0 }: ImageStripProps) {
  const [zoomed, setZoomed] = useState<number | null>(null);
  if (images.length <= firstShown) return null;
  const altBase = `${title} 사진`;
  return (
    <>
      <ul className={styles.images} aria-label="본문 이미지">
        {images.slice(firstShown).map((image, offset) => {
          const index = firstShown + offset;
          return (
            <li key={image.imgUrl} className={styles.frame}>
              <button
                className={styles.zoom}
                type="button"
                aria-label={`${imageAlt(image, altBase, index)} 크게 보기`}
                onClick={() => setZoomed(index)}
              >
                <img
                  className={styles.image}
                  src={image.imgUrl}
                  alt={imageAlt(image, altBase, index)}
                  width={800}
                  height={600}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                />
              </button>
            </li>
          );
        })}
      </ul>
      {zoomed !== null && (
        <ImageViewer
          images={images}
          startIndex={zoomed}
          altBase={altBase}
          onClose={() => setZoomed(null)}
        />
      )}
    </>
  );
}

import type { Image } from '@daengnyang/contract/common';
import styles from './image-strip.module.css';

type ImageStripProps = {
  images: readonly Image[];
  /** Each picture opens at its own size in a new tab when clicked (community posts). */
  linkToOriginal?: boolean;
};

/**
 * An article's pictures at full size, each in a fixed 4:3 frame so nothing below moves while
 * they load (the API does not send their sizes). The first is the largest thing near the top
 * of the page: it is fetched at once and first; the others when scrolled to.
 */
export function ImageStrip({ images, linkToOriginal = false }: ImageStripProps) {
  if (images.length === 0) return null;
  return (
    <ul className={styles.images} aria-label="본문 이미지">
      {images.map((image, index) => {
        const picture = (
          <img
            className={styles.image}
            src={image.imgUrl}
            alt={`본문 이미지 ${index + 1}`}
            width={800}
            height={600}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
          />
        );
        return (
          <li key={image.imgUrl} className={styles.frame}>
            {linkToOriginal ? (
              <a href={image.imgUrl} target="_blank" rel="noopener noreferrer">
                {picture}
              </a>
            ) : (
              picture
            )}
          </li>
        );
      })}
    </ul>
  );
}

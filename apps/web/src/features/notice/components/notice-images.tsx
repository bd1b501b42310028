import type { Image } from '@daengnyang/contract/common';
import styles from './notice-images.module.css';

/**
 * The notice's pictures at full size, each in a fixed 4:3 frame so nothing below moves while
 * they load (the API does not send their sizes).
 */
export function NoticeImages({ images }: { images: readonly Image[] }) {
  if (images.length === 0) return null;
  return (
    <ul className={styles.images} aria-label="본문 이미지">
      {images.map((image, index) => (
        <li key={image.imgUrl} className={styles.frame}>
          <img
            className={styles.image}
            src={image.imgUrl}
            alt={`본문 이미지 ${index + 1}`}
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}

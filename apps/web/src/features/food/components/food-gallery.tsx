import type { Image } from '@daengnyang/contract/common';
import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { useState } from 'react';
import { imageAlt } from '@/ui/image-alt.ts';
import styles from './food-gallery.module.css';

type FoodGalleryProps = { images: readonly Image[]; title: string };

/** The main image and up to five thumbnails (spec §9); a thumbnail shows its image as the main one. */
export function FoodGallery({ images, title }: FoodGalleryProps) {
  const shown = images.slice(0, IMAGE_LIMITS.galleryShown);
  const [selected, setSelected] = useState(0);
  const main = shown[selected] ?? shown[0];

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {main !== undefined && (
          <img
            className={styles.mainImage}
            src={main.imgUrl}
            alt={imageAlt(main, `${title} 사진`, selected)}
            width={520}
            height={520}
          />
        )}
      </div>
      {shown.length > 1 && (
        <ul className={styles.thumbs} aria-label={`${title} 사진 목록`}>
          {shown.map((image, index) => (
            <li key={image.imgUrl}>
              <button
                className={styles.thumb}
                type="button"
                aria-label={`${title} 사진 ${index + 1} 보기`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <img
                  className={styles.thumbImage}
                  src={image.thumbImgUrl}
                  alt=""
                  width={88}
                  height={88}
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

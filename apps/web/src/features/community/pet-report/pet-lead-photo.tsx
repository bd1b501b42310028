import type { Image } from '@daengnyang/contract/common';
import { useState } from 'react';
import { imageAlt } from '@/ui/image-alt.ts';
import { ImageViewer } from '@/ui/image-viewer.tsx';
import styles from './pet-report-card.module.css';

type PetLeadPhotoProps = {
  /** The post's pictures: the first leads the card, the viewer turns through them all. */
  images: readonly Image[];
  title: string;
};

/**
 * The animal's first picture at the top of its report, as on a poster: on a phone it is what a
 * reader sees first, before the facts and the map. The server sends it marked as the first
 * view's lead picture; a tap opens the viewer with all the post's pictures.
 */
export function PetLeadPhoto({ images, title }: PetLeadPhotoProps) {
  const [zoomed, setZoomed] = useState(false);
  const first = images[0];
  if (first === undefined) return null;
  const altBase = `${title} 사진`;
  const alt = imageAlt(first, altBase, 0);
  return (
    <>
      <button
        className={styles.photo}
        type="button"
        aria-label={`${alt} 크게 보기`}
        onClick={() => setZoomed(true)}
      >
        <img
          className={styles.photoImage}
          src={first.imgUrl}
          alt={alt}
          width={800}
          height={600}
          loading="eager"
          fetchPriority="high"
          decoding="async"
        />
      </button>
      {zoomed && (
        <ImageViewer
          images={images}
          startIndex={0}
          altBase={altBase}
          onClose={() => setZoomed(false)}
        />
      )}
    </>
  );
}

import styles from './existing-images.module.css';

type ExistingImagesProps = {
  urls: readonly string[];
  /** New images were picked: these go when the edit is saved. */
  replaced: boolean;
};

/** The item's images while editing; kept unless new ones are picked (the API replaces them all). */
export function ExistingImages({ urls, replaced }: ExistingImagesProps) {
  if (urls.length === 0) return null;
  return (
    <div className={styles.existing}>
      <p className={styles.caption}>
        현재 이미지 {urls.length}장
        {replaced && <span className={styles.replaced}> · 저장하면 새 이미지로 교체됩니다</span>}
      </p>
      <ul className={replaced ? `${styles.list} ${styles.dimmed}` : styles.list}>
        {urls.map((url, index) => (
          <li key={url}>
            <img
              className={styles.image}
              src={url}
              alt={`현재 이미지 ${index + 1}`}
              width={56}
              height={56}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

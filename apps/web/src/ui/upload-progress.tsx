import styles from './upload-progress.module.css';

type UploadProgressProps = {
  /** Percent sent, 0–100. */
  value: number;
  label?: string;
};

/** The bar shown while images are sent (lib/upload reports the percent). */
export function UploadProgress({ value, label = '이미지 업로드 중' }: UploadProgressProps) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className={styles.progress}>
      <div className={styles.caption}>
        <span>{label}</span>
        <span className={styles.percent}>{percent}%</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

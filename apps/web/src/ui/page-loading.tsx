import styles from './page-loading.module.css';

export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-label="불러오는 중">
      <span className={styles.spinner} />
    </div>
  );
}

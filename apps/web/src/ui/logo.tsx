import { PawIcon } from './icons/paw-icon.tsx';
import styles from './logo.module.css';

export function Logo() {
  return (
    <span className={styles.logo}>
      <span className={styles.paw}>
        <PawIcon size={22} />
      </span>
      댕냥
    </span>
  );
}

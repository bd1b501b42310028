import { Card } from './card.tsx';
import styles from './coming-soon.module.css';

/** Stands in for a page whose content a later issue builds. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Card className={styles.card}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.badge}>준비 중</p>
    </Card>
  );
}

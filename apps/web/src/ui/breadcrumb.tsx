import { Link } from 'react-router';
import styles from './breadcrumb.module.css';

export type BreadcrumbItem = { label: string; href?: string };

/** Where the page sits, e.g. 커뮤니티 > 강아지; the last item is the current page. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label="현재 위치">
      <ol className={styles.list}>
        {items.map(({ label, href }, index) => {
          const current = index === items.length - 1;
          return (
            <li key={href ?? label} className={styles.item}>
              {href !== undefined && !current ? (
                <Link className={styles.link} to={href}>
                  {label}
                </Link>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

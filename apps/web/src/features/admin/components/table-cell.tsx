import { formatDate, formatPrice, formatTime } from '@/lib/format.ts';
import type { CellValue } from './admin-row.ts';
import styles from './table-cell.module.css';

const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  naver: '네이버',
  kakao: '카카오',
};

const ROLE_NAMES: Readonly<Record<string, string>> = {
  ROLE_ADMIN: '관리자',
  ROLE_USER: '회원',
};

/** Thumbnails shown per cell; the rest are counted. */
const SHOWN_THUMBNAILS = 2;

/** A purchase link shown by its shop's host, which is what tells links apart in a narrow column. */
function hostOf(address: string): string {
  return URL.canParse(address) ? new URL(address).host : address;
}

type TableCellProps = { column: string; value: CellValue };

/** One cell of a flat admin row, formatted by what its key holds. */
export function TableCell({ column, value }: TableCellProps) {
  if (value === null || value === '') return <span className={styles.none}>—</span>;
  if (typeof value === 'object') return <Thumbnails urls={value} />;
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  if (typeof value === 'number') return column === 'price' ? formatPrice(value) : value;

  switch (column) {
    case 'createdAt':
      return (
        <time className={styles.date} dateTime={value}>
          {formatDate(value)}
          <span className={styles.time}>{formatTime(value)}</span>
        </time>
      );
    case 'name':
      return <Nickname name={value} />;
    case 'title':
      return <span className={`${styles.clamp} ${styles.title}`}>{value}</span>;
    case 'content':
      return (
        <span className={`${styles.clamp} ${styles.content}`} title={value}>
          {value}
        </span>
      );
    case 'profileImgPath':
      return (
        <img
          className={styles.avatar}
          src={value}
          alt="프로필 이미지"
          width={36}
          height={36}
          loading="lazy"
        />
      );
    case 'foodAddress':
      return (
        <a
          className={styles.link}
          href={value}
          target="_blank"
          rel="noopener noreferrer"
          title={value}
        >
          {hostOf(value)}
        </a>
      );
    case 'provider':
      return PROVIDER_NAMES[value] ?? value;
    case 'role':
      return (
        <span className={value === 'ROLE_ADMIN' ? `${styles.badge} ${styles.admin}` : styles.badge}>
          {ROLE_NAMES[value] ?? value}
        </span>
      );
    default:
      return value;
  }
}

function Thumbnails({ urls }: { urls: readonly string[] }) {
  if (urls.length === 0) return <span className={styles.none}>—</span>;
  const hidden = urls.length - SHOWN_THUMBNAILS;
  return (
    <span className={styles.thumbnails}>
      {urls.slice(0, SHOWN_THUMBNAILS).map((url, index) => (
        <img
          key={url}
          className={styles.thumbnail}
          src={url}
          alt={`이미지 ${index + 1}`}
          width={36}
          height={36}
          loading="lazy"
        />
      ))}
      {hidden > 0 && <span className={styles.more}>+{hidden}</span>}
    </span>
  );
}

/** A member's nickname on one line: a long one ends in an ellipsis, whole in the tooltip. */
export function Nickname({ name }: { name: string }) {
  return (
    <span className={styles.nickname} title={name}>
      {name}
    </span>
  );
}

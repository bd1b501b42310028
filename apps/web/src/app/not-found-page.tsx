import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import buttonStyles from '@/ui/button.module.css';
import { Card } from '@/ui/card.tsx';
import { DocumentTitle } from '@/ui/document-title.tsx';
import emptyStateStyles from '@/ui/empty-state.module.css';
// A file, not inline markup: the not-found page is in every route's first JS, and the drawing
// (2 kB) need not be.
import lostPetUrl from '@/ui/illustrations/lost-pet.svg?no-inline';
import styles from './not-found-page.module.css';

/**
 * Drawn like the empty states (ui/empty-state): the site's puppy, then the words — the API's
 * own when it said why (a post withheld by moderation).
 */
export function NotFoundPage({ message }: { message?: string | undefined }) {
  return (
    <div className={styles.page}>
      <DocumentTitle title="페이지를 찾을 수 없습니다 | 댕냥" />
      <Card className={styles.card}>
        <div className={emptyStateStyles.illustration}>
          <img src={lostPetUrl} alt="" width={240} height={180} />
        </div>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>페이지를 찾을 수 없습니다</h1>
        {message === undefined ? (
          <p className={styles.description}>
            입력하신 주소가 잘못되었거나, 페이지가 이동 또는 삭제되었을 수 있습니다.
            <br />
            주소를 다시 한 번 확인해주세요.
          </p>
        ) : (
          <p className={styles.description}>{message}</p>
        )}
        <Link
          className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.home}`}
          to={paths.home.getHref()}
        >
          홈으로
        </Link>
      </Card>
    </div>
  );
}

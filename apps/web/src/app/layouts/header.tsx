import { Link } from 'react-router';
import { useMySanctions } from '@/api/safety/get-my-sanctions.ts';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { paths } from '@/config/paths.ts';
import { LazyNotificationBell } from '@/features/notifications/components/lazy-notification-bell.tsx';
import { useTokenState } from '@/lib/token-store.ts';
import { useLoginHref } from '@/lib/use-login-href.ts';
import buttonStyles from '@/ui/button.module.css';
import { SearchIcon } from '@/ui/icons/search-icon.tsx';
import { Logo } from '@/ui/logo.tsx';
import styles from './header.module.css';
import { HeaderNav } from './header-nav.tsx';
import { ProfileMenu } from './profile-menu.tsx';

/** Members get the search icon at every width; visitors only on phones (`phoneOnly`). */
function SearchLink({ phoneOnly = false }: { phoneOnly?: boolean }) {
  return (
    <Link
      className={phoneOnly ? `${styles.search} ${styles.phoneOnly}` : styles.search}
      to={paths.search.getHref()}
      aria-label="검색"
    >
      <SearchIcon />
    </Link>
  );
}

function HeaderActions() {
  const { hasToken, isPending, user, myStatus } = useCurrentUser();
  const tokenState = useTokenState();
  const sanctions = useMySanctions();
  // Signing in brings the visitor back to this page.
  const loginHref = useLoginHref();
  if (user !== null && myStatus !== null) {
    return (
      <>
        <SearchLink />
        {/* Phones see the bell in the tab bar (bottom-tab-bar.tsx); this one, hidden there, keeps
            the count live at every width. */}
        <LazyNotificationBell className={styles.bell} live />
        <ProfileMenu user={user} myStatus={myStatus} />
      </>
    );
  }
  // Phones have no home search box in view on most screens, so every visitor gets the icon.
  // Until the browser has read its stored token (the server renders as a visitor) and while a
  // stored token is checked, the account area holds its place empty rather than flash 로그인;
  // so it does for a suspended member, whom the server refuses the principal (issue 21).
  const suspended = sanctions.isPending || sanctions.data?.active?.type === 'suspension';
  if (tokenState === 'unknown' || (hasToken && (isPending || suspended))) {
    return (
      <>
        <SearchLink phoneOnly />
        <span className={styles.accountPending} />
      </>
    );
  }
  return (
    <>
      <SearchLink phoneOnly />
      <Link
        className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.small}`}
        to={loginHref}
      >
        로그인
      </Link>
    </>
  );
}

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link className={styles.home} to={paths.home.getHref()}>
          <Logo />
        </Link>
        <HeaderNav />
        <div className={styles.actions}>
          <HeaderActions />
        </div>
      </div>
    </header>
  );
}

import { Link } from 'react-router';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { paths } from '@/config/paths.ts';
import { useLoginHref } from '@/lib/use-login-href.ts';
import { usePhoneLayout } from '@/lib/use-phone-layout.ts';
import buttonStyles from '@/ui/button.module.css';
import { SearchIcon } from '@/ui/icons/search-icon.tsx';
import { Logo } from '@/ui/logo.tsx';
import styles from './header.module.css';
import { HeaderNav } from './header-nav.tsx';
import { ProfileMenu } from './profile-menu.tsx';

function SearchLink() {
  return (
    <Link className={styles.search} to={paths.search.getHref()} aria-label="검색">
      <SearchIcon />
    </Link>
  );
}

function HeaderActions() {
  const { hasToken, isPending, user, myStatus } = useCurrentUser();
  // Signing in brings the visitor back to this page.
  const loginHref = useLoginHref();
  // Phones have no home search box in view on most screens, so every visitor gets the icon.
  const isPhone = usePhoneLayout();
  if (user !== null && myStatus !== null) {
    return (
      <>
        <SearchLink />
        <ProfileMenu user={user} myStatus={myStatus} />
      </>
    );
  }
  // While a stored token is being checked, show neither state rather than flash the wrong one.
  if (hasToken && isPending) return null;
  return (
    <>
      {isPhone && <SearchLink />}
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

import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { paths } from '@/config/paths.ts';
import { useSeoulToday } from '@/lib/use-seoul-today.ts';
import { Logo } from '@/ui/logo.tsx';
import styles from './footer.module.css';

/**
 * Spec §2 left these without targets; they now lead to real pages. Partnership questions and
 * help go through the same contact page, so they are not offered twice, and the social icons
 * stay hidden until the site has accounts to link to.
 */
const FOOTER_LINKS = [
  { label: '개인정보처리방침', href: paths.privacy.getHref() },
  { label: '이용약관', href: paths.terms.getHref() },
  { label: '고객문의', href: paths.contact.getHref() },
] as const;

export function Footer() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  // The site's year, the same on the server and in the browser whatever their time zones.
  const year = useSeoulToday().slice(0, 4);

  // The way in for administrators: a double click on the year, for anyone not signed in.
  const openAdminLogin = () => {
    if (user === null) navigate(paths.admin.login.getHref());
  };

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Logo />
        <ul className={styles.links}>
          {FOOTER_LINKS.map(({ label, href }) => (
            <li key={label}>
              <Link className={styles.link} to={href}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>
          ©{' '}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a deliberately hidden entrance, not a control to offer everyone. */}
          <span className={styles.year} onDoubleClick={openAdminLogin}>
            {year}
          </span>{' '}
          댕냥. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

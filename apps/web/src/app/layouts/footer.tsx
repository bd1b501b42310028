import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { paths } from '@/config/paths.ts';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from '@/ui/icons/social-icons.tsx';
import { Logo } from '@/ui/logo.tsx';
import styles from './footer.module.css';

// Spec §2: these have no targets yet, so they are buttons that go nowhere rather than dead links.
const FOOTER_LINKS = ['개인정보처리방침', '이용약관', '고객문의', '제휴문의', '도움말'] as const;

const SOCIAL_LINKS: readonly { label: string; Icon: ComponentType }[] = [
  { label: '인스타그램', Icon: InstagramIcon },
  { label: '페이스북', Icon: FacebookIcon },
  { label: '유튜브', Icon: YoutubeIcon },
];

export function Footer() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const year = new Date().getFullYear();

  // The way in for administrators: a double click on the year, for anyone not signed in.
  const openAdminLogin = () => {
    if (user === null) navigate(paths.admin.login.getHref());
  };

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Logo />
        <ul className={styles.links}>
          {FOOTER_LINKS.map((label) => (
            <li key={label}>
              <button className={styles.link} type="button">
                {label}
              </button>
            </li>
          ))}
        </ul>
        <ul className={styles.social}>
          {SOCIAL_LINKS.map(({ label, Icon }) => (
            <li key={label}>
              <button className={styles.socialLink} type="button" aria-label={label}>
                <Icon />
              </button>
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

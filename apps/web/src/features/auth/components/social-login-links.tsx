import type { OAuthProvider } from '@daengnyang/contract/constants';
import type { ComponentType } from 'react';
import { apiBaseUrl } from '@/config/env.ts';
import { paths } from '@/config/paths.ts';
import { rememberReturnPath } from '@/lib/sign-in-return.ts';
import { GoogleIcon, KakaoIcon, NaverIcon } from './provider-icons.tsx';
import styles from './social-login-links.module.css';

type Provider = { id: OAuthProvider; label: string; Icon: ComponentType };

const PROVIDERS: readonly Provider[] = [
  { id: 'google', label: 'Google로 로그인', Icon: GoogleIcon },
  { id: 'naver', label: '네이버로 로그인', Icon: NaverIcon },
  { id: 'kakao', label: '카카오로 로그인', Icon: KakaoIcon },
];

/**
 * Plain links, not router links: the OAuth flow is a full-page navigation to the API server,
 * which comes back to /auth/oauth2/login. The page to return to is remembered as the visitor
 * leaves, for the callback page to read.
 */
export function SocialLoginLinks({ returnPath }: { returnPath: string | null }) {
  return (
    <ul className={styles.list}>
      {PROVIDERS.map(({ id, label, Icon }) => (
        <li key={id}>
          <a
            className={`${styles.link} ${styles[id]}`}
            href={paths.oauth2Authorization.getHref(apiBaseUrl, id)}
            onClick={() => rememberReturnPath(returnPath)}
          >
            <span className={styles.icon}>
              <Icon />
            </span>
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}

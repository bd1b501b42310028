import { MESSAGES } from '@daengnyang/contract/messages';
import { useLocation, useSearchParams } from 'react-router';
import { NOTE_MESSAGES } from '@/lib/messages.ts';
import {
  isSignInRequiredState,
  RETURN_PATH_PARAM,
  readReturnPath,
  safeReturnPath,
} from '@/lib/sign-in-return.ts';
import { Card } from '@/ui/card.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Logo } from '@/ui/logo.tsx';
import { SocialLoginLinks } from '../components/social-login-links.tsx';
import styles from './login-page.module.css';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  // The API sends a failed social login back here with an error code.
  const failed = searchParams.has('error');
  // Where the visitor was (a 로그인 link) or was going (a page that needs a member); after a
  // failed attempt the API's redirect has dropped `?next=`, but the path remembered on leaving
  // is still there.
  const returnPath =
    safeReturnPath(searchParams.get(RETURN_PATH_PARAM)) ?? (failed ? readReturnPath() : null);
  // Only a page that needs a member says why the visitor is here; a chosen 로그인 link does not.
  const required = returnPath !== null && isSignInRequiredState(state);

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.heading}>
          <Logo />
          <h1 className={styles.title}>로그인</h1>
          <p className={styles.lead}>
            반려인들의 이야기가 모이는 곳,
            <br />
            간편하게 로그인하고 댕냥을 시작해보세요.
          </p>
        </div>
        {required && (
          <p className={styles.reason} role="status">
            {NOTE_MESSAGES.signInRequired}
          </p>
        )}
        {failed && <FormAlert message={MESSAGES.socialLoginFailed} />}
        <SocialLoginLinks returnPath={returnPath} />
      </Card>
    </div>
  );
}

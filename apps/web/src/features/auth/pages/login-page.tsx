import { MESSAGES } from '@daengnyang/contract/messages';
import { useSearchParams } from 'react-router';
import { Card } from '@/ui/card.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Logo } from '@/ui/logo.tsx';
import { SocialLoginLinks } from '../components/social-login-links.tsx';
import styles from './login-page.module.css';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  // The API sends a failed social login back here with an error code.
  const failed = searchParams.has('error');

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
        {failed && <FormAlert message={MESSAGES.socialLoginFailed} />}
        <SocialLoginLinks />
      </Card>
    </div>
  );
}

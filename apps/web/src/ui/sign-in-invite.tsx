import { Link } from 'react-router';
import { useLoginHref } from '@/lib/use-login-href.ts';
import styles from './sign-in-invite.module.css';

/**
 * What a visitor sees where members write (a comment box, a review form): 로그인, followed by
 * what signing in lets them do, with the link bringing them back to this page.
 */
export function SignInInvite({ hint }: { hint: string }) {
  return (
    <p className={styles.invite}>
      <Link className={styles.link} to={useLoginHref()}>
        로그인
      </Link>
      {hint}
    </p>
  );
}

import { AdminLoginRequestSchema } from '@daengnyang/contract/account';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { checkField, recheckField } from '@/lib/forms/contract-field.ts';
import buttonStyles from '@/ui/button.module.css';
import { Card } from '@/ui/card.tsx';
import { DocumentTitle } from '@/ui/document-title.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Logo } from '@/ui/logo.tsx';
import { useLoginAdmin } from '../api/login-admin.ts';
import styles from './admin-login-page.module.css';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [alertMessage, setAlertMessage] = useState<string | null>(null);
  const login = useLoginAdmin({
    mutationConfig: {
      onSuccess: () => navigate(paths.admin.users.getHref(), { replace: true }),
      onError: (error) => setAlertMessage(error.message),
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = checkField(AdminLoginRequestSchema, { username, password });
    if (!request.ok) {
      setAlertMessage(request.message);
      return;
    }
    setAlertMessage(null);
    login.mutate(request.value);
  };

  /** The message follows the edit: gone once both fields are filled in. */
  const edit = (typed: { username: string; password: string }) =>
    setAlertMessage((shown) => recheckField(AdminLoginRequestSchema, typed, shown));

  return (
    <main className={styles.page}>
      <DocumentTitle title="관리자 로그인 | 댕냥" />
      <Card className={styles.card}>
        <div className={styles.heading}>
          <Logo />
          <h1 className={styles.title}>관리자 로그인</h1>
        </div>
        <form className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.field}>
            아이디
            <input
              className={styles.input}
              name="username"
              autoComplete="username"
              value={username}
              onChange={(event) => {
                setUsername(event.target.value);
                edit({ username: event.target.value, password });
              }}
            />
          </label>
          <label className={styles.field}>
            비밀번호
            <input
              className={styles.input}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                edit({ username, password: event.target.value });
              }}
            />
          </label>
          {alertMessage !== null && <FormAlert message={alertMessage} />}
          <button
            className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.submit}`}
            type="submit"
            disabled={login.isPending}
          >
            로그인
          </button>
        </form>
      </Card>
    </main>
  );
}

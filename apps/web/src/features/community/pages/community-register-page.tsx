import { useCurrentUser } from '@/api/use-current-user.ts';
import { Card } from '@/ui/card.tsx';
import { DocumentTitle } from '@/ui/document-title.tsx';
import { PageLoading } from '@/ui/page-loading.tsx';
import { SignInRedirect } from '@/ui/sign-in-redirect.tsx';
import { CommunityPostForm } from '../components/community-post-form.tsx';
import styles from './community-register-page.module.css';

/** Writing is for signed-in users; a visitor is sent to sign in. */
export function CommunityRegisterPage() {
  const { hasToken, isPending, user } = useCurrentUser();
  if (!hasToken) return <SignInRedirect />;
  return (
    <>
      <DocumentTitle title="글쓰기 | 댕냥" />
      {isPending || user === null ? (
        <PageLoading />
      ) : (
        <Card className={styles.card}>
          <div className={styles.heading}>
            <h1 className={styles.title}>글쓰기</h1>
            <p className={styles.lead}>반려 생활의 이야기와 궁금한 점을 나눠주세요.</p>
          </div>
          <CommunityPostForm />
        </Card>
      )}
    </>
  );
}

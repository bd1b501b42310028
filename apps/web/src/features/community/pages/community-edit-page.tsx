import { MESSAGES } from '@daengnyang/contract/messages';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { paths } from '@/config/paths.ts';
import { parseId } from '@/lib/url-numbers.ts';
import buttonStyles from '@/ui/button.module.css';
import { Card } from '@/ui/card.tsx';
import { DocumentTitle } from '@/ui/document-title.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { LoadFailure } from '@/ui/load-failure.tsx';
import { PageLoading } from '@/ui/page-loading.tsx';
import { SignInRedirect } from '@/ui/sign-in-redirect.tsx';
import { useCommunityPost } from '../api/get-community-post.ts';
import { CommunityPostForm } from '../components/community-post-form.tsx';
import styles from './community-register-page.module.css';

/** Category 1 finds a post of any board. */
const ANY_CATEGORY = 1;

/**
 * Issue 22: the post form holding the author's post. Only the author edits; anyone else (an
 * administrator too: they hide or delete, never rewrite) is told so, as the server would.
 */
export function CommunityEditPage() {
  const { communityId } = useParams();
  const { hasToken, isPending, user } = useCurrentUser();
  const id = parseId(communityId);
  if (!hasToken) return <SignInRedirect />;
  if (id === null) return <EditRefused message={MESSAGES.communityPostNotFound} />;
  if (isPending || user === null) return <PageLoading />;
  return <EditPost communityId={id} userId={user.userId} />;
}

function EditPost({ communityId, userId }: { communityId: number; userId: number }) {
  const post = useCommunityPost({ categoryId: ANY_CATEGORY, communityId });
  if (post.isPending) return <PageLoading />;
  if (post.isError) {
    return post.error.status === 404 ? (
      <EditRefused message={post.error.message} />
    ) : (
      <Card>
        <DocumentTitle title="글 수정 | 댕냥" />
        <h1 className="visually-hidden">글 수정</h1>
        <LoadFailure message={post.error.message} onRetry={() => void post.refetch()} />
      </Card>
    );
  }
  if (post.data.user.userId !== userId) return <EditRefused message={MESSAGES.editOwnOnly} />;
  return (
    <Card className={styles.card}>
      <DocumentTitle title="글 수정 | 댕냥" />
      <div className={styles.heading}>
        <h1 className={styles.title}>글 수정</h1>
      </div>
      <CommunityPostForm post={post.data} />
    </Card>
  );
}

function EditRefused({ message }: { message: string }) {
  return (
    <Card>
      <DocumentTitle title="글 수정 | 댕냥" />
      <h1 className="visually-hidden">글 수정</h1>
      <EmptyState message={message}>
        <Link
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          to={paths.community.getHref(ANY_CATEGORY)}
        >
          목록으로
        </Link>
      </EmptyState>
    </Card>
  );
}

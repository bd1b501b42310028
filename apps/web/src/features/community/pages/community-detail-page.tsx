import { COMMUNITY_MISSING_CATEGORY_ID } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { parseId } from '@/lib/url-numbers.ts';
import buttonStyles from '@/ui/button.module.css';
import { Card } from '@/ui/card.tsx';
import { DocumentTitle } from '@/ui/document-title.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { LoadFailure } from '@/ui/load-failure.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { type CommunityPostParams, useCommunityPost } from '../api/get-community-post.ts';
import { parseCommunityCategory } from '../community-category.ts';
import { CommentSection } from '../components/comment-section.tsx';
import { CommunityPostArticle } from '../components/community-post-article.tsx';
import { PetMatchesPart } from '../pet-report/pet-report-parts.ts';
import styles from './community-detail-page.module.css';

export function CommunityDetailPage() {
  const { category, communityId } = useParams();
  const categoryId = parseCommunityCategory(category);
  const id = parseId(communityId);
  if (categoryId === null || id === null) {
    return <PostNotFound message={MESSAGES.communityPostNotFound} listCategoryId={1} />;
  }
  return <CommunityPostView params={{ categoryId, communityId: id }} />;
}

function CommunityPostView({ params }: { params: CommunityPostParams }) {
  const post = useCommunityPost(params);
  const listHref = paths.community.getHref(params.categoryId);

  if (post.isPending) {
    return (
      <Card className={styles.loading}>
        <DocumentTitle title="커뮤니티 | 댕냥" />
        <Skeleton count={6} />
      </Card>
    );
  }
  if (post.isError) {
    return post.error.status === 404 ? (
      <PostNotFound message={post.error.message} listCategoryId={params.categoryId} />
    ) : (
      <Card>
        <DocumentTitle title="커뮤니티 | 댕냥" />
        {/* The page keeps its h1 when the post cannot be shown; the message says why. */}
        <h1 className="visually-hidden">커뮤니티</h1>
        <LoadFailure message={post.error.message} onRetry={() => void post.refetch()} />
      </Card>
    );
  }
  return (
    <div className={styles.page}>
      <DocumentTitle title={`${post.data.title} | 커뮤니티 | 댕냥`} />
      <Card className={styles.section}>
        <CommunityPostArticle post={post.data} params={params} />
      </Card>
      {/* Matches are of losses, sightings and sheltering: the reports of category 6. */}
      {post.data.petReport !== undefined &&
        post.data.communityCategoryId === COMMUNITY_MISSING_CATEGORY_ID && (
          <Card className={styles.section}>
            <Suspense fallback={null}>
              <PetMatchesPart
                communityId={post.data.communityId}
                authorId={post.data.user.userId}
              />
            </Suspense>
          </Card>
        )}
      <Card className={styles.section}>
        <CommentSection post={post.data} params={params} />
      </Card>
      <Link
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.back}`}
        to={listHref}
      >
        목록으로
      </Link>
    </div>
  );
}

function PostNotFound({ message, listCategoryId }: { message: string; listCategoryId: number }) {
  return (
    <Card>
      <DocumentTitle title="커뮤니티 | 댕냥" />
      <h1 className="visually-hidden">커뮤니티</h1>
      <EmptyState message={message}>
        <Link
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          to={paths.community.getHref(listCategoryId)}
        >
          목록으로
        </Link>
      </EmptyState>
    </Card>
  );
}

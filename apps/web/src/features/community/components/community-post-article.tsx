import type { CommunityPostWithReport } from '@daengnyang/contract/pet-reports';
import { Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { paths } from '@/config/paths.ts';
import { formatDate, formatTime } from '@/lib/format.ts';
import { CONFIRM_MESSAGES, SUCCESS_MESSAGES } from '@/lib/messages.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { Breadcrumb } from '@/ui/breadcrumb.tsx';
import buttonStyles from '@/ui/button.module.css';
import { Button } from '@/ui/button.tsx';
import { EditedMark } from '@/ui/edited-mark.tsx';
import { ImageStrip } from '@/ui/image-strip.tsx';
import { LikeToggle } from '@/ui/like-toggle.tsx';
import { LinkedText } from '@/ui/linked-text.tsx';
import { BlockedItem } from '@/ui/safety/blocked-item.tsx';
import { ItemActions } from '@/ui/safety/item-actions.tsx';
import { OwnModerationNotice } from '@/ui/safety/own-moderation-notice.tsx';
import { ShareButtons } from '@/ui/share/share-buttons.tsx';
import { useConfirm } from '@/ui/use-confirm.ts';
import { useToast } from '@/ui/use-toast.ts';
import { useDeleteCommunityPost } from '../api/delete-community-post.ts';
import type { CommunityPostParams } from '../api/get-community-post.ts';
import { useLikeCommunityPost } from '../api/like-community-post.ts';
import { useUnlikeCommunityPost } from '../api/unlike-community-post.ts';
import { PetReportCardPart } from '../pet-report/pet-report-parts.ts';
import styles from './community-post-article.module.css';
import { RevisionsDialog } from './revisions-dialog.tsx';
import { EyeIcon } from './stat-icons.tsx';

type CommunityPostArticleProps = { post: CommunityPostWithReport; params: CommunityPostParams };

/**
 * The post itself: where it sits, who wrote it when, its structured report (categories 6 and 7),
 * its text, pictures and heart.
 */
export function CommunityPostArticle({ post, params }: CommunityPostArticleProps) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const remove = useDeleteCommunityPost();
  const like = useLikeCommunityPost();
  const unlike = useUnlikeCommunityPost();
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const isAuthor = user !== null && user.userId === post.user.userId;
  const isAdmin = user !== null && user.role === 'ROLE_ADMIN';
  const canDelete = isAuthor || isAdmin;
  // Issue 22: only the author rewrites; the author and administrators read the history.
  const canSeeRevisions = (isAuthor || isAdmin) && post.editedAt !== undefined;

  const deletePost = async (callerId: number) => {
    if (!(await confirm(CONFIRM_MESSAGES.deletePost))) return;
    remove.mutate(
      { post: params, callerId },
      {
        onSuccess: () => {
          toast.success(SUCCESS_MESSAGES.postDeleted);
          navigate(paths.community.getHref(1));
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <article className={styles.article}>
      <Breadcrumb
        items={[
          { label: '커뮤니티', href: paths.community.getHref(1) },
          {
            label: post.communityCategoryName,
            href: paths.community.getHref(post.communityCategoryId),
          },
        ]}
      />
      <h1 className={styles.title}>{post.title}</h1>
      <div className={styles.byline}>
        <Avatar src={post.user.profileImgUrl} />
        <div className={styles.author}>
          <strong className={styles.name} title={post.user.name}>
            {post.user.name}
          </strong>
          <span className={styles.meta}>
            <time dateTime={post.createdAt}>
              {formatDate(post.createdAt)} {formatTime(post.createdAt)}
            </time>
            <span className={styles.views}>
              <EyeIcon size={14} />
              조회 {post.views}
            </span>
            <EditedMark editedAt={post.editedAt} />
          </span>
        </div>
        {user !== null && canDelete && (
          <div className={styles.ownerActions}>
            {isAuthor && (
              <Link
                className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
                to={paths.communityEdit.getHref(post.communityId)}
              >
                게시글 수정
              </Link>
            )}
            <Button
              variant="secondary"
              size="small"
              loading={remove.isPending}
              onClick={() => void deletePost(user.userId)}
            >
              게시글 삭제
            </Button>
          </div>
        )}
        <ItemActions
          target={{ targetType: 'post', targetId: post.communityId }}
          author={post.user}
          noun="게시글"
          blockedAuthor={post.blockedAuthor === true}
        />
      </div>
      {post.hidden === true && user !== null && user.userId === post.user.userId && (
        <OwnModerationNotice targetType="post" targetId={post.communityId} />
      )}
      <BlockedItem blocked={post.blockedAuthor === true} kind="post">
        {post.petReport !== undefined && (
          <Suspense fallback={null}>
            <PetReportCardPart post={post} report={post.petReport} />
          </Suspense>
        )}
        <div className={styles.content}>
          <LinkedText text={post.content} />
        </div>
        <ImageStrip
          images={post.communityImgs}
          title={post.title}
          firstShown={post.petReport === undefined ? 0 : 1}
        />
      </BlockedItem>
      <div className={styles.tools}>
        {canSeeRevisions && (
          <Button variant="ghost" size="small" onClick={() => setRevisionsOpen(true)}>
            수정 기록
          </Button>
        )}
        <div className={styles.share}>
          <ShareButtons
            title={post.title}
            path={paths.communityDetail.getHref(post.communityCategoryId, post.communityId)}
          />
        </div>
      </div>
      {revisionsOpen && (
        <RevisionsDialog
          communityId={post.communityId}
          admin={isAdmin}
          onClose={() => setRevisionsOpen(false)}
        />
      )}
      <div className={styles.like}>
        <LikeToggle
          liked={post.isLike === 1}
          count={post.likeCount}
          params={params}
          like={like}
          unlike={unlike}
        />
      </div>
    </article>
  );
}

import type { CommunityPost } from '@daengnyang/contract/community';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { paths } from '@/config/paths.ts';
import { formatDate, formatTime } from '@/lib/format.ts';
import { CONFIRM_MESSAGES, SUCCESS_MESSAGES } from '@/lib/messages.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { Breadcrumb } from '@/ui/breadcrumb.tsx';
import { Button } from '@/ui/button.tsx';
import { ImageStrip } from '@/ui/image-strip.tsx';
import { LikeToggle } from '@/ui/like-toggle.tsx';
import { LinkedText } from '@/ui/linked-text.tsx';
import { BlockedItem } from '@/ui/safety/blocked-item.tsx';
import { ItemActions } from '@/ui/safety/item-actions.tsx';
import { OwnModerationNotice } from '@/ui/safety/own-moderation-notice.tsx';
import { useConfirm } from '@/ui/use-confirm.ts';
import { useToast } from '@/ui/use-toast.ts';
import { useDeleteCommunityPost } from '../api/delete-community-post.ts';
import type { CommunityPostParams } from '../api/get-community-post.ts';
import { useLikeCommunityPost } from '../api/like-community-post.ts';
import { useUnlikeCommunityPost } from '../api/unlike-community-post.ts';
import styles from './community-post-article.module.css';
import { EyeIcon } from './stat-icons.tsx';

type CommunityPostArticleProps = { post: CommunityPost; params: CommunityPostParams };

/** The post itself: where it sits, who wrote it when, its text, pictures and heart. */
export function CommunityPostArticle({ post, params }: CommunityPostArticleProps) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toast = useToast();
  const remove = useDeleteCommunityPost();
  const like = useLikeCommunityPost();
  const unlike = useUnlikeCommunityPost();
  const canDelete =
    user !== null && (user.userId === post.user.userId || user.role === 'ROLE_ADMIN');

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
          </span>
        </div>
        {user !== null && canDelete && (
          <Button
            className={styles.delete}
            variant="secondary"
            size="small"
            loading={remove.isPending}
            onClick={() => void deletePost(user.userId)}
          >
            게시글 삭제
          </Button>
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
        <div className={styles.content}>
          <LinkedText text={post.content} />
        </div>
        <ImageStrip images={post.communityImgs} title={post.title} />
      </BlockedItem>
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

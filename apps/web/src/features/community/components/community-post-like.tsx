import type { CommunityPost } from '@daengnyang/contract/community';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { ERROR_MESSAGES } from '@/lib/messages.ts';
import { LikeButton } from '@/ui/like-button.tsx';
import { useToast } from '@/ui/use-toast.ts';
import type { CommunityPostParams } from '../api/get-community-post.ts';
import { useLikeCommunityPost } from '../api/like-community-post.ts';
import { useUnlikeCommunityPost } from '../api/unlike-community-post.ts';

type CommunityPostLikeProps = { post: CommunityPost; params: CommunityPostParams };

/** The post's heart: visitors are asked to sign in; the count moves once the server agreed. */
export function CommunityPostLike({ post, params }: CommunityPostLikeProps) {
  const { hasToken } = useCurrentUser();
  const toast = useToast();
  const like = useLikeCommunityPost();
  const unlike = useUnlikeCommunityPost();
  const liked = post.isLike === 1;

  const toggle = () => {
    if (!hasToken) {
      toast.error(ERROR_MESSAGES.loginRequired);
      return;
    }
    (liked ? unlike : like).mutate(params, { onError: (error) => toast.error(error.message) });
  };

  return (
    <LikeButton
      liked={liked}
      count={post.likeCount}
      onToggle={toggle}
      pending={like.isPending || unlike.isPending}
    />
  );
}

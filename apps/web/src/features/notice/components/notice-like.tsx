import type { Notice } from '@daengnyang/contract/notice';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { ERROR_MESSAGES } from '@/lib/messages.ts';
import { LikeButton } from '@/ui/like-button.tsx';
import { useToast } from '@/ui/use-toast.ts';
import type { NoticeParams } from '../api/get-notice.ts';
import { useLikeNotice } from '../api/like-notice.ts';
import { useUnlikeNotice } from '../api/unlike-notice.ts';

type NoticeLikeProps = { notice: Notice; params: NoticeParams };

/** The notice's heart: visitors are asked to sign in; the count moves once the server agreed. */
export function NoticeLike({ notice, params }: NoticeLikeProps) {
  const { hasToken } = useCurrentUser();
  const toast = useToast();
  const like = useLikeNotice();
  const unlike = useUnlikeNotice();
  const liked = notice.isLike === 1;

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
      count={notice.likeCount}
      onToggle={toggle}
      pending={like.isPending || unlike.isPending}
    />
  );
}

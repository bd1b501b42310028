import type { CommunityPost } from '@daengnyang/contract/community';
import { useMemo, useState } from 'react';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { CommentThread } from '@/ui/comments/comment-thread.tsx';
import { useSignInPrompt } from '@/ui/use-sign-in-prompt.ts';
import { useDeleteCommunityComment } from '../api/delete-community-comment.ts';
import type { CommunityPostParams } from '../api/get-community-post.ts';
import { useUpdateCommunityComment } from '../api/update-community-comment.ts';
import { chronologicalThread } from '../comment-order.ts';
import { CommentItem } from './comment-item.tsx';
import { CommentForm } from './deferred-comment-forms.tsx';

type CommentSectionProps = { post: CommunityPost; params: CommunityPostParams };

/**
 * The post's thread, oldest first (each top-level comment followed by its replies), with one
 * reply box at a time.
 */
export function CommentSection({ post, params }: CommentSectionProps) {
  const { hasToken, user } = useCurrentUser();
  const promptSignIn = useSignInPrompt();
  const remove = useDeleteCommunityComment();
  const update = useUpdateCommunityComment();
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const comments = useMemo(
    () => chronologicalThread(post.communityComments),
    [post.communityComments],
  );

  const toggleReply = (commentId: number) => {
    if (!hasToken) {
      promptSignIn();
      return;
    }
    setReplyingTo((open) => (open === commentId ? null : commentId));
  };

  return (
    <CommentThread
      comments={comments}
      idOf={(comment) => comment.communityCommentId}
      form={<CommentForm post={params} />}
      signInHint="하고 댓글을 남겨보세요."
      emptyText="아직 댓글이 없어요. 첫 댓글을 남겨보세요."
      onDelete={(comment, callerId) =>
        remove.mutateAsync({ post: params, commentId: comment.communityCommentId, callerId })
      }
      deletingId={remove.isPending ? remove.variables.commentId : null}
      renderComment={(comment, actions) => (
        <CommentItem
          key={comment.communityCommentId}
          comment={comment}
          replyOpen={replyingTo === comment.communityCommentId}
          onReply={() => toggleReply(comment.communityCommentId)}
          onEdit={
            user !== null && user.userId === comment.userId
              ? (content) =>
                  update.mutateAsync({
                    post: params,
                    commentId: comment.communityCommentId,
                    comment: { content },
                  })
              : undefined
          }
          editing={update.isPending && update.variables.commentId === comment.communityCommentId}
          {...actions}
        >
          {replyingTo === comment.communityCommentId && (
            <CommentForm
              post={params}
              replyTo={{
                commentId: comment.communityCommentId,
                userId: comment.userId,
                userName: comment.user.name,
              }}
              onClose={() => setReplyingTo(null)}
            />
          )}
        </CommentItem>
      )}
    />
  );
}

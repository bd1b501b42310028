import { CommunityCommentCreateSchema } from '@daengnyang/contract/community';
import { AUTHOR_MESSAGES } from '@/lib/messages.ts';
import { CommentForm as CommentBox } from '@/ui/comments/comment-form.tsx';
import { useCreateCommunityComment } from '../api/create-community-comment.ts';
import type { CommunityPostParams } from '../api/get-community-post.ts';
import { mentionPrefix, stripMention } from '../mention.ts';

/** The comment a reply answers: its id and author. */
export type ReplyTarget = { commentId: number; userId: number; userName: string };

type CommentFormProps = {
  post: CommunityPostParams;
  /** Makes this a reply box, opened under the comment it answers. */
  replyTo?: ReplyTarget;
  /** Called after a reply was sent or cancelled, to close the box. */
  onClose?: () => void;
};

/**
 * Writes a comment or a reply. A reply starts with `@name ` and, like a comment, is sent
 * without a leading mention (spec §5).
 */
export function CommentForm({ post, replyTo, onClose }: CommentFormProps) {
  const create = useCreateCommunityComment();
  return (
    <CommentBox
      schema={CommunityCommentCreateSchema.shape.content}
      label={replyTo ? `${replyTo.userName}님에게 답글` : '댓글'}
      placeholder={replyTo ? '답글을 남겨보세요.' : '따뜻한 댓글을 남겨보세요.'}
      submitLabel={replyTo ? '답글 등록' : '댓글 등록'}
      variant={replyTo ? 'reply' : 'plain'}
      initialContent={replyTo ? mentionPrefix(replyTo.userName) : ''}
      toContent={(typed) => stripMention(typed, replyTo?.userName)}
      pending={create.isPending}
      onSubmit={(content) =>
        create.mutateAsync({
          post,
          comment: {
            content,
            parentCommentId: replyTo?.commentId,
            parentUserId: replyTo?.userId,
          },
        })
      }
      onClose={onClose}
      draftKey={replyTo ? `reply-${replyTo.commentId}` : `comment-post-${post.communityId}`}
    />
  );
}

type CommentEditFormProps = {
  /** 댓글 or 답글. */
  noun: string;
  content: string;
  pending: boolean;
  onSubmit: (content: string) => Promise<unknown>;
  onClose: () => void;
};

/** Edits the author's own comment or reply (issue 22), in place of its text. */
export function CommentEditForm({
  noun,
  content,
  pending,
  onSubmit,
  onClose,
}: CommentEditFormProps) {
  return (
    <CommentBox
      schema={CommunityCommentCreateSchema.shape.content}
      label={`${noun} 수정`}
      placeholder="내용을 입력해주세요."
      submitLabel="수정"
      variant="reply"
      initialContent={content}
      confirmMessage={AUTHOR_MESSAGES.editCommentQuestion}
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
    />
  );
}

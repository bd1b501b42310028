import { MESSAGES } from '@daengnyang/contract/messages';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CONFIRM_MESSAGES } from '@/lib/messages.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { useConfirm } from '@/ui/use-confirm.ts';
import { useToast } from '@/ui/use-toast.ts';
import { useCreateCommunityComment } from '../api/create-community-comment.ts';
import type { CommunityPostParams } from '../api/get-community-post.ts';
import { mentionPrefix, stripMention } from '../mention.ts';
import styles from './comment-form.module.css';

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
 * without a leading mention (spec §5), after the writer confirmed.
 */
export function CommentForm({ post, replyTo, onClose }: CommentFormProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [content, setContent] = useState(replyTo ? mentionPrefix(replyTo.userName) : '');
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirm();
  const toast = useToast();
  const create = useCreateCommunityComment();

  // A reply box opens to be written in: focus it with the caret after the mention.
  useEffect(() => {
    const input = inputRef.current;
    if (replyTo === undefined || input === null) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [replyTo]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = stripMention(content, replyTo?.userName).trim();
    if (text === '') {
      setError(MESSAGES.communityCommentRequired);
      inputRef.current?.focus();
      return;
    }
    if (!(await confirm(CONFIRM_MESSAGES.registerComment))) return;
    create.mutate(
      {
        post,
        comment: {
          content: text,
          parentCommentId: replyTo?.commentId,
          parentUserId: replyTo?.userId,
        },
      },
      {
        onSuccess: () => {
          setContent('');
          onClose?.();
        },
        onError: (failure) => toast.error(failure.message),
      },
    );
  };

  const label = replyTo ? `${replyTo.userName}님에게 답글` : '댓글';
  return (
    <form className={replyTo ? `${styles.form} ${styles.reply}` : styles.form} onSubmit={submit}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <textarea
        ref={inputRef}
        id={inputId}
        className={styles.input}
        rows={replyTo ? 2 : 3}
        maxLength={1000}
        placeholder={replyTo ? '답글을 남겨보세요.' : '따뜻한 댓글을 남겨보세요.'}
        value={content}
        aria-invalid={error !== null || undefined}
        onChange={(event) => {
          setContent(event.target.value);
          setError(null);
        }}
      />
      {error !== null && <FormAlert message={error} />}
      <div className={styles.actions}>
        {replyTo !== undefined && (
          <Button variant="ghost" size="small" onClick={onClose}>
            취소
          </Button>
        )}
        <Button type="submit" size="small" loading={create.isPending}>
          {replyTo ? '답글 등록' : '댓글 등록'}
        </Button>
      </div>
    </form>
  );
}

import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { useWriteBan } from '@/api/safety/use-write-ban.ts';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { checkField, maxLengthOf, recheckField } from '@/lib/forms/contract-field.ts';
import { localDraftKey } from '@/lib/local-draft.ts';
import { CONFIRM_MESSAGES } from '@/lib/messages.ts';
import { useLocalDraft } from '@/lib/use-local-draft.ts';
import { Button } from '@/ui/button.tsx';
import { DraftPrompt } from '@/ui/draft-prompt.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { WriteBanNote } from '@/ui/safety/write-ban-note.tsx';
import { useConfirm } from '@/ui/use-confirm.ts';
import { useToast } from '@/ui/use-toast.ts';
import styles from './comment-form.module.css';

type CommentFormProps = {
  /** The contract's `content` field: its limit, its messages and its normalisation. */
  schema: z.ZodString;
  /** The screen-reader label of the text box. */
  label: string;
  placeholder: string;
  submitLabel: string;
  /** `reply` opens under a comment, focused after its prefilled text; `boxed` stands alone. */
  variant?: 'plain' | 'reply' | 'boxed';
  initialContent?: string;
  /** What of the typed text is the comment (a reply drops its leading mention). */
  toContent?: (typed: string) => string;
  pending: boolean;
  /** Sends the checked text; resolves once it was saved, rejects with the reason otherwise. */
  onSubmit: (content: string) => Promise<unknown>;
  /** Shows a cancel button and is called after a sent or cancelled reply. */
  onClose?: () => void;
  /** Fields sent along with the text (an event entry's pictures). */
  children?: ReactNode;
  /**
   * Checks those fields before the writer is asked to confirm; false stops there (the fields
   * show their own messages), so nobody confirms a comment that cannot be sent.
   */
  checkFields?: () => boolean;
  /** What the writer is asked before sending (an edit asks its own question). */
  confirmMessage?: string;
  /**
   * Keeps the typed text in this browser under this target (e.g. `comment-post-101`) and
   * offers it again when the box opens (issue 22); without it nothing is kept (an edit box).
   */
  draftKey?: string;
};

const isText = (data: unknown): data is string => typeof data === 'string';

/**
 * Writes a comment: checked with the contract's schema, sent after the writer confirmed,
 * emptied once saved; a failure is told in a toast and the text is kept.
 */
export function CommentForm({
  schema,
  label,
  placeholder,
  submitLabel,
  variant = 'plain',
  initialContent = '',
  toContent = (typed) => typed,
  pending,
  onSubmit,
  onClose,
  children,
  checkFields = () => true,
  confirmMessage = CONFIRM_MESSAGES.registerComment,
  draftKey,
}: CommentFormProps) {
  const inputId = useId();
  const banNoteId = useId();
  // Under a write ban or suspension the box stays in place, disabled, and says why.
  const banned = useWriteBan() !== null;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [content, setContent] = useState(initialContent);
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirm();
  const toast = useToast();
  const isReply = variant === 'reply';
  const { user } = useCurrentUser();
  const draft = useLocalDraft({
    storageKey:
      user === null || draftKey === undefined ? null : localDraftKey(user.userId, draftKey),
    value: content,
    isBlank: (text) => text.trim() === '' || text === initialContent,
    isData: isText,
  });

  // A reply box opens to be written in: focus it with the caret after the mention.
  useEffect(() => {
    const input = inputRef.current;
    if (!isReply || input === null) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [isReply]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkField(schema, toContent(content));
    if (!checked.ok) {
      setError(checked.message);
      inputRef.current?.focus();
      return;
    }
    if (!checkFields()) return;
    if (!(await confirm(confirmMessage))) return;
    try {
      await onSubmit(checked.value);
    } catch (failure) {
      if (failure instanceof Error) toast.error(failure.message);
      return;
    }
    draft.discard();
    setContent('');
    onClose?.();
  };

  const className = variant === 'plain' ? styles.form : `${styles.form} ${styles[variant]}`;
  return (
    <form className={className} onSubmit={submit} noValidate>
      {draft.offer !== null && (
        <DraftPrompt
          savedAt={draft.offer.savedAt}
          onRestore={() => setContent(draft.restore() ?? content)}
          onDiscard={draft.discard}
        />
      )}
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <textarea
        ref={inputRef}
        id={inputId}
        className={styles.input}
        rows={isReply ? 2 : 3}
        maxLength={maxLengthOf(schema)}
        placeholder={placeholder}
        value={content}
        aria-invalid={error !== null || undefined}
        disabled={banned}
        aria-describedby={banned ? banNoteId : undefined}
        onChange={(event) => {
          setContent(event.target.value);
          setError((shown) => recheckField(schema, toContent(event.target.value), shown));
        }}
      />
      {error !== null && <FormAlert message={error} />}
      {banned && <WriteBanNote id={banNoteId} />}
      {children}
      <div className={styles.actions}>
        {onClose !== undefined && (
          <Button variant="ghost" size="small" onClick={onClose}>
            취소
          </Button>
        )}
        <Button type="submit" size="small" loading={pending} disabled={banned}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

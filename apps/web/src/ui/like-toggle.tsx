import { useWriteBan } from '@/api/safety/use-write-ban.ts';
import { SAFETY_MESSAGES } from '@/lib/messages.ts';
import { useHasToken } from '@/lib/token-store.ts';
import { LikeButton } from './like-button.tsx';
import { useSignInPrompt } from './use-sign-in-prompt.ts';
import { useToast } from './use-toast.ts';

/** The part of a like or unlike mutation the toggle uses: TanStack's `useMutation` result fits. */
type LikeMutation<Params> = {
  mutate: (params: Params, options: { onError: (error: Error) => void }) => void;
  isPending: boolean;
};

type LikeToggleProps<Params> = {
  liked: boolean;
  count: number;
  /** What the mutations are called with: the liked item's address. */
  params: Params;
  like: LikeMutation<Params>;
  unlike: LikeMutation<Params>;
  /** What the count counts, read with it; '좋아요' unless told. */
  label?: string;
};

/**
 * An item's heart (a post, a notice): visitors are offered to sign in; the count moves once the
 * server agreed, and a refusal is shown in the server's words.
 */
export function LikeToggle<Params>({
  liked,
  count,
  params,
  like,
  unlike,
  label,
}: LikeToggleProps<Params>) {
  const hasToken = useHasToken();
  const toast = useToast();
  const promptSignIn = useSignInPrompt();
  // A like is a write: refused under a write ban, so the heart says why instead.
  const banned = useWriteBan() !== null;

  const toggle = () => {
    if (!hasToken) {
      promptSignIn();
      return;
    }
    (liked ? unlike : like).mutate(params, { onError: (error) => toast.error(error.message) });
  };

  return (
    <LikeButton
      liked={liked}
      count={count}
      label={label}
      onToggle={toggle}
      pending={like.isPending || unlike.isPending}
      unavailableReason={banned ? SAFETY_MESSAGES.writeDisabled : undefined}
    />
  );
}

import type { UserSummary } from '@daengnyang/contract/common';
import { useState } from 'react';
import { useBlockUser } from '@/api/safety/block-user.ts';
import { useUnblockUser } from '@/api/safety/unblock-user.ts';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { SAFETY_MESSAGES } from '@/lib/messages.ts';
import { useConfirm } from '../use-confirm.ts';
import { useSignInPrompt } from '../use-sign-in-prompt.ts';
import { useToast } from '../use-toast.ts';
import { ItemMenu, type ItemMenuAction } from './item-menu.tsx';
import { ReportDialog, type ReportTarget } from './report-dialog.tsx';

type ItemActionsProps = {
  target: ReportTarget;
  author: UserSummary;
  /** What the item is, in the menu's name and the dialog's title: 게시글, 댓글, 답글, 리뷰. */
  noun: string;
  /** The reader blocked the author (the item's `blockedAuthor` mark). */
  blockedAuthor: boolean;
};

/**
 * The ⋯ menu of someone else's item: 신고하기, and 차단하기 or 차단 해제 of its author after a
 * confirmation. A visitor's 신고하기 offers to sign in and come back. Authors get no menu on
 * their own items, nor administrators, who act from the review queue. An administrator's item
 * (`author.admin`) offers no 차단하기: administrators cannot be blocked. Nor does an item
 * before the reader is known, which may be their own.
 */
export function ItemActions({ target, author, noun, blockedAuthor }: ItemActionsProps) {
  const { hasToken, user } = useCurrentUser();
  const promptSignIn = useSignInPrompt();
  const confirm = useConfirm();
  const toast = useToast();
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const [reporting, setReporting] = useState(false);

  if (user !== null && (user.userId === author.userId || user.role === 'ROLE_ADMIN')) return null;

  const toggleBlock = async () => {
    const question = blockedAuthor
      ? SAFETY_MESSAGES.unblockQuestion(author.name)
      : SAFETY_MESSAGES.blockQuestion(author.name);
    const confirmLabel = blockedAuthor ? '차단 해제' : '차단하기';
    if (!(await confirm(question, { confirmLabel }))) return;
    (blockedAuthor ? unblock : block).mutate(author.userId, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => toast.error(error.message),
    });
  };

  const actions: ItemMenuAction[] = [
    { label: '신고하기', onSelect: () => (hasToken ? setReporting(true) : promptSignIn()) },
  ];
  if (hasToken && (blockedAuthor || (user !== null && author.admin !== true))) {
    actions.push({
      label: blockedAuthor ? '차단 해제' : '차단하기',
      onSelect: () => void toggleBlock(),
    });
  }

  return (
    <>
      <ItemMenu label={`${author.name}님의 ${noun} 더보기`} actions={actions} />
      {reporting && (
        <ReportDialog target={target} noun={noun} onClose={() => setReporting(false)} />
      )}
    </>
  );
}

import { ERROR_MESSAGES } from '@/lib/messages.ts';
import { useConfirm } from '@/ui/use-confirm.ts';
import { useToast } from '@/ui/use-toast.ts';

/**
 * Every admin delete: ask first (spec §5), then show the server's confirmation, or the spec's
 * failure sentence (§8). The mutation itself refreshes the list.
 */
export function useConfirmedDelete() {
  const confirm = useConfirm();
  const toast = useToast();
  return async (question: string, remove: () => Promise<string>) => {
    if (!(await confirm(question, { confirmLabel: '삭제' }))) return;
    try {
      toast.success(await remove());
    } catch {
      toast.error(ERROR_MESSAGES.adminDeleteFailed);
    }
  };
}

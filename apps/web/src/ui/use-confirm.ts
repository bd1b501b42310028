import { useContext } from 'react';
import { type Confirm, ConfirmContext } from './confirm-provider.tsx';

/** `if (await confirm(CONFIRM_MESSAGES.deletePost)) …` — resolves true on 확인, false otherwise. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (confirm === null) throw new Error('useConfirm needs a ConfirmProvider above it');
  return confirm;
}

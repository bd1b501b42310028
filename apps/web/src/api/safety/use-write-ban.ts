import type { Sanction } from '@daengnyang/contract/sanctions';
import { useMySanctions } from './get-my-sanctions.ts';

/**
 * The member's active write ban or suspension, if any: every write control is disabled under
 * it and says why. Null for visitors and members who may write.
 */
export function useWriteBan(): Sanction | null {
  const sanctions = useMySanctions();
  const active = sanctions.data?.active ?? null;
  return active !== null && active.type !== 'warning' ? active : null;
}

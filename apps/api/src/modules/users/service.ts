import { MESSAGES } from '@daengnyang/contract/messages';
import type { Transaction } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import type { ModuleDeps } from '../deps.ts';
import { removeProfileImages } from './profile-images.ts';
import { eraseUsers, lockActiveUsers, removeLikesOf } from './repository.ts';

/**
 * Withdrawal, shared by my page (a user leaving) and the admin area (deleting users): in one
 * transaction the accounts' tokens stop working, their personal data is erased and their
 * likes go (the liked items' counters follow); posts and comments stay and show the author as
 * '탈퇴한 사용자'. Administrator accounts are refused.
 */
export function createWithdrawal(deps: Pick<ModuleDeps, 'db' | 'storage'>) {
  return {
    /**
     * Withdraws the still-active accounts among `userIds` and returns their ids.
     * `alsoInTransaction` runs in the same transaction with those ids (e.g. the audit entry);
     * throwing there undoes the withdrawal.
     */
    async withdraw(
      userIds: number[],
      alsoInTransaction?: (tx: Transaction, withdrawnIds: number[]) => Promise<void>,
    ): Promise<number[]> {
      const accounts = await deps.db.transaction(async (tx) => {
        const locked = await lockActiveUsers(tx, userIds);
        if (locked.some((account) => account.role === 'ROLE_ADMIN')) {
          throw forbidden(MESSAGES.adminAccountNotDeletable);
        }
        const ids = locked.map((account) => account.id);
        if (ids.length > 0) {
          await removeLikesOf(tx, ids);
          await eraseUsers(tx, ids);
        }
        await alsoInTransaction?.(tx, ids);
        return locked;
      });
      await removeProfileImages(
        deps.storage,
        accounts.map((account) => account.profileImage),
      );
      return accounts.map((account) => account.id);
    },
  };
}
export type Withdrawal = ReturnType<typeof createWithdrawal>;

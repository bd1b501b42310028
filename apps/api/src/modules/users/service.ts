import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { Transaction } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import { releaseImageFiles } from '../../images/release.ts';
import type { ModuleDeps } from '../deps.ts';
import { deleteWrittenContent } from './content-repository.ts';
import { removeProfileImages } from './profile-images.ts';
import { eraseUsers, lockActiveUsers, removeLikesOf } from './repository.ts';

/** Who withdraws the accounts, and what a withdrawal also does besides ending them. */
export type WithdrawalOptions = {
  /** The member leaving, or the administrator deleting them. */
  actorId: number;
  /** Runs in the same transaction with the withdrawn ids (e.g. the audit entry); throwing undoes it. */
  alsoInTransaction?: (tx: Transaction, withdrawnIds: number[]) => Promise<void>;
  /** Deletes what the members wrote too, instead of leaving it under '탈퇴한 사용자'. */
  deleteContent?: boolean;
};

/**
 * Withdrawal, shared by my page (a user leaving) and the admin area (deleting users): in one
 * transaction the accounts' tokens stop working, their personal data is erased and their
 * likes go (the liked items' counters follow); posts and comments stay and show the author as
 * '탈퇴한 사용자', unless the member chose to delete them too. Administrator accounts are
 * refused.
 */
export function createWithdrawal(
  deps: Pick<ModuleDeps, 'db' | 'events' | 'storage'> & {
    /**
     * Told the ids of every withdrawal: the log is the journal a restore of an older backup
     * re-applies withdrawals from (deploy/README.md, "Backups and restore").
     */
    log: { info: (details: object, message: string) => void };
  },
) {
  return {
    /** Withdraws the still-active accounts among `userIds` and returns their ids. */
    async withdraw(userIds: number[], options: WithdrawalOptions): Promise<number[]> {
      const { actorId, alsoInTransaction, deleteContent = false } = options;
      let contentImages: Array<{ path: string; thumbPath: string }> = [];
      const accounts = await deps.events.transaction(async (tx, record) => {
        const locked = await lockActiveUsers(tx, userIds);
        if (locked.some((account) => account.role === 'ROLE_ADMIN')) {
          throw forbidden(SERVER_MESSAGES.adminAccountNotDeletable);
        }
        const ids = locked.map((account) => account.id);
        if (ids.length > 0) {
          await removeLikesOf(tx, ids);
          if (deleteContent) contentImages = await deleteWrittenContent(tx, ids);
          await eraseUsers(tx, ids);
        }
        await alsoInTransaction?.(tx, ids);
        for (const id of ids) {
          record({
            kind: 'member.withdrawn',
            subjectId: id,
            actorId,
            payload: { contentDeleted: deleteContent, byAdmin: actorId !== id },
          });
        }
        return locked;
      });
      await removeProfileImages(
        deps.storage,
        accounts.map((account) => account.profileImage),
      );
      await releaseImageFiles(deps.db, deps.storage, contentImages);
      const withdrawnUserIds = accounts.map((account) => account.id);
      if (withdrawnUserIds.length > 0) {
        deps.log.info({ withdrawnUserIds, deleteContent }, 'members withdrawn');
      }
      return withdrawnUserIds;
    },
  };
}
export type Withdrawal = ReturnType<typeof createWithdrawal>;

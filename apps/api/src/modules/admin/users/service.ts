import type { AdminUserRow, AdminUsersQuery } from '@daengnyang/contract/admin-users';
import type { Paged } from '@daengnyang/contract/paging';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { SignedInCaller } from '../../../auth/caller.ts';
import { recordAudit } from '../../../db/audit.ts';
import { notFound } from '../../../http/errors.ts';
import { toPage } from '../../../http/paging.ts';
import type { ModuleDeps } from '../../deps.ts';
import type { Withdrawal } from '../../users/service.ts';
import { findUsers } from './repository.ts';

/** Users in the admin area: the list and deletion (the same withdrawal as my page's). */
export function createAdminUsersService(
  deps: Pick<ModuleDeps, 'db' | 'imageUrls'> & { withdrawal: Withdrawal },
) {
  const { db, imageUrls, withdrawal } = deps;

  /**
   * Withdraws the accounts and records who did it in the same transaction. An administrator
   * among them refuses the whole request; ids already gone are skipped.
   */
  async function remove(caller: SignedInCaller, userIds: number[]): Promise<number[]> {
    return withdrawal.withdraw(userIds, {
      actorId: caller.userId,
      alsoInTransaction: async (tx, withdrawnIds) => {
        if (withdrawnIds.length === 0) return;
        await recordAudit(tx, {
          adminUserId: caller.userId,
          action: 'user.delete',
          targetType: 'user',
          targetIds: withdrawnIds,
        });
      },
    });
  }

  return {
    async list(query: AdminUsersQuery): Promise<Paged<AdminUserRow>> {
      const { rows, total } = await findUsers(db, query.searchText, query);
      // Key order is the table's column order (wire-contract §4).
      const content = rows.map((row) => ({
        userId: row.userId,
        name: row.name,
        email: row.email,
        profileImgPath: imageUrls.profile(row.profileImage),
        provider: row.provider,
        providerId: row.providerId,
        role: row.role,
      }));
      return toPage(content, total, query);
    },

    async deleteOne(caller: SignedInCaller, userId: number): Promise<string> {
      const removed = await remove(caller, [userId]);
      if (removed.length === 0) throw notFound(SERVER_MESSAGES.userNotFound);
      return SERVER_MESSAGES.usersDeleted;
    },

    /** An empty list changes nothing. */
    async deleteMany(caller: SignedInCaller, userIds: number[]): Promise<string> {
      const unique = [...new Set(userIds)];
      if (unique.length > 0) await remove(caller, unique);
      return SERVER_MESSAGES.usersDeleted;
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

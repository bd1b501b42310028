import type { BlockedUserSchema } from '@daengnyang/contract/blocks';
import type { Paged } from '@daengnyang/contract/paging';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { z } from 'zod';
import type { SignedInCaller } from '../../auth/caller.ts';
import { toUserSummary } from '../../db/authors.ts';
import { formatSeoulDateTime } from '../../http/dates.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { type PageRequest, toPage } from '../../http/paging.ts';
import type { ModuleDeps } from '../deps.ts';
import { findActiveRole } from '../users/repository.ts';
import { deleteBlock, findBlockPage, insertBlock } from './repository.ts';

type BlockedUser = z.infer<typeof BlockedUserSchema>;

/**
 * Blocking (차단, issue 21 item 6). The block itself only records the pair: the reads mark
 * the blocked member's items for the blocker (db/blocks.ts `blockedBy`) and the community
 * service refuses their comments and replies to the blocker. A change is told by
 * `member.blocks-changed`: whether the blocker blocks anyone rides with their kept identity
 * (decision 041), which the event drops on every instance.
 */
export function createBlocksService(deps: Pick<ModuleDeps, 'db' | 'imageUrls' | 'events'>) {
  const { db, imageUrls, events } = deps;

  /** Adds or removes the block; records the event only when the pair changed. */
  const change = (caller: SignedInCaller, blockedId: number, blocked: boolean) =>
    events.transaction(async (tx, record) => {
      const write = blocked ? insertBlock : deleteBlock;
      if (!(await write(tx, caller.userId, blockedId))) return;
      record({
        kind: 'member.blocks-changed',
        subjectId: caller.userId,
        actorId: caller.userId,
        payload: { blockedId, blocked },
      });
    });

  return {
    /** Nobody blocks themselves or an administrator (400); an unknown member is not found. */
    async block(caller: SignedInCaller, userId: number): Promise<string> {
      if (userId === caller.userId) throw badRequest(SERVER_MESSAGES.blockSelf);
      const role = await findActiveRole(db, userId);
      if (role === null) throw notFound(SERVER_MESSAGES.userNotFound);
      if (role === 'ROLE_ADMIN') throw badRequest(SERVER_MESSAGES.blockAdmin);
      await change(caller, userId, true);
      return SERVER_MESSAGES.blocked;
    },

    /** Unblocking someone not blocked changes nothing and succeeds. */
    async unblock(caller: SignedInCaller, userId: number): Promise<string> {
      await change(caller, userId, false);
      return SERVER_MESSAGES.unblocked;
    },

    async list(caller: SignedInCaller, page: PageRequest): Promise<Paged<BlockedUser>> {
      const { rows, total } = await findBlockPage(db, caller.userId, page);
      const content = rows.map((row) => ({
        user: toUserSummary(row, imageUrls),
        blockedAt: formatSeoulDateTime(row.blockedAt),
      }));
      return toPage(content, total, page);
    },
  };
}
export type BlocksService = ReturnType<typeof createBlocksService>;

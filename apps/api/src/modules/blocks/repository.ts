import { and, count, desc, eq } from 'drizzle-orm';
import { authorColumns } from '../../db/authors.ts';
import type { Database, Executor } from '../../db/client.ts';
import { userBlocks } from '../../db/schema/member-safety.ts';
import { users } from '../../db/schema/users.ts';
import { offsetOf, type PageRequest } from '../../http/paging.ts';

/**
 * Blocks `blockedId` for `blockerId`; blocking twice keeps the first block. Whether a block
 * was added.
 */
export async function insertBlock(
  db: Executor,
  blockerId: number,
  blockedId: number,
): Promise<boolean> {
  const added = await db
    .insert(userBlocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ blockedId: userBlocks.blockedId });
  return added.length > 0;
}

/** Whether there was a block to remove. */
export async function deleteBlock(
  db: Executor,
  blockerId: number,
  blockedId: number,
): Promise<boolean> {
  const removed = await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ blockedId: userBlocks.blockedId });
  return removed.length > 0;
}

/** The members `blockerId` blocked, newest block first (user_blocks_blocker_created_idx). */
export async function findBlockPage(db: Database, blockerId: number, page: PageRequest) {
  const rows = await db
    .select({ blockedAt: userBlocks.createdAt, ...authorColumns })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
    .limit(page.size)
    .offset(offsetOf(page));
  // One member's blocks: a handful of index entries, never the table.
  const [counted] = await db
    .select({ total: count() })
    .from(userBlocks)
    .where(eq(userBlocks.blockerId, blockerId));
  return { rows, total: counted?.total ?? 0 };
}

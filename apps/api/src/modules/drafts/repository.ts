import type { DraftData } from '@daengnyang/contract/drafts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { drafts } from '../../db/schema/drafts.ts';

const draftColumns = {
  key: drafts.key,
  sequence: drafts.sequence,
  data: sql<DraftData>`${drafts.data}`,
  updatedAt: drafts.updatedAt,
};
export type DraftRow = { key: string; sequence: number; data: DraftData; updatedAt: Date };

const byKey = (userId: number, key: string) => and(eq(drafts.userId, userId), eq(drafts.key, key));

/** A member's draft; `lock` holds it until the transaction ends. Null when there is none. */
export async function findDraft(
  db: Executor,
  userId: number,
  key: string,
  options: { lock?: boolean } = {},
): Promise<DraftRow | null> {
  const query = db.select(draftColumns).from(drafts).where(byKey(userId, key));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Adds a member's first draft under a key; null when another save added it first. */
export async function insertDraft(
  db: Executor,
  values: { userId: number; key: string; sequence: number; data: DraftData },
): Promise<DraftRow | null> {
  const [row] = await db
    .insert(drafts)
    .values(values)
    .onConflictDoNothing()
    .returning(draftColumns);
  return row ?? null;
}

export async function updateDraft(
  db: Executor,
  values: { userId: number; key: string; sequence: number; data: DraftData },
): Promise<void> {
  await db
    .update(drafts)
    .set({ sequence: values.sequence, data: values.data, updatedAt: sql`now()` })
    .where(byKey(values.userId, values.key));
}

export async function deleteDraft(db: Executor, userId: number, key: string): Promise<void> {
  await db.delete(drafts).where(byKey(userId, key));
}

/**
 * Deletes drafts untouched for `days` (drafts_updated_idx); answers how many went. A member
 * keeps a handful of keys at most, so one statement suffices.
 */
export async function purgeDraftsOlderThan(db: Executor, days: number): Promise<number> {
  const gone = await db
    .delete(drafts)
    .where(lt(drafts.updatedAt, sql`now() - make_interval(days => ${days})`))
    .returning({ userId: drafts.userId });
  return gone.length;
}

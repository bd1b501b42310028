import type { SanctionType } from '@daengnyang/contract/sanctions';
import { and, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AuthorRow, authorColumns } from '../../db/authors.ts';
import type { Database, Executor } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { sanctionAppeals, sanctions } from '../../db/schema/member-safety.ts';
import { users } from '../../db/schema/users.ts';
import { offsetOf, type PageRequest } from '../../http/paging.ts';

/** Not lifted and not over: expiry is this comparison, so no job has to end a sanction. */
const isActive = (): SQL =>
  and(isNull(sanctions.liftedAt), or(isNull(sanctions.until), sql`${sanctions.until} > now()`)) ??
  sql`false`;

/** The sanction that restricts a member now: a write ban or a suspension, as JSON. */
export type Restriction = {
  sanctionId: number;
  type: 'writeBan' | 'suspension';
  until: Date | null;
};
type RestrictionJson = {
  sanctionId: number;
  type: 'writeBan' | 'suspension';
  until: string | null;
};

/**
 * The member's governing restriction as a column of the caller check's own query (no second
 * round trip on a signed-in call), for the outer row's `userId` column (db/qualified.ts): a
 * suspension before a write ban, then the one that ends last. Served by
 * sanctions_restricting_idx.
 */
export const restrictionOf = (userId: AnyPgColumn) =>
  sql<RestrictionJson | null>`(select json_build_object(
      'sanctionId', ${sanctions.id}, 'type', ${sanctions.type}, 'until', ${sanctions.until})
    from ${sanctions}
    where ${sanctions.userId} = ${qualified(userId)} and ${sanctions.liftedAt} is null
      and ${sanctions.type} <> 'warning'
      and (${sanctions.until} is null or ${sanctions.until} > now())
    order by (${sanctions.type} = 'suspension') desc, ${sanctions.until} desc nulls first
    limit 1)`;

export const toRestriction = (json: RestrictionJson | null): Restriction | null =>
  json === null ? null : { ...json, until: json.until === null ? null : new Date(json.until) };

export async function insertSanction(
  db: Executor,
  values: {
    userId: number;
    type: SanctionType;
    reason: string;
    until: Date | null;
    caseId: number | null;
    adminUserId: number;
  },
): Promise<number> {
  const [row] = await db.insert(sanctions).values(values).returning({ id: sanctions.id });
  if (!row) throw new Error('sanction insert returned no row');
  return row.id;
}

/** Lifts the member's active sanctions; answers the ids lifted. */
export async function liftActiveSanctions(
  db: Executor,
  userId: number,
  adminUserId: number,
): Promise<number[]> {
  const lifted = await db
    .update(sanctions)
    .set({ liftedAt: new Date(), liftedBy: adminUserId })
    .where(and(eq(sanctions.userId, userId), isActive()))
    .returning({ id: sanctions.id });
  return lifted.map((row) => row.id);
}

/** Lifts one sanction if it is still active; false when it was over already. */
export async function liftSanction(
  db: Executor,
  sanctionId: number,
  adminUserId: number,
): Promise<boolean> {
  const lifted = await db
    .update(sanctions)
    .set({ liftedAt: new Date(), liftedBy: adminUserId })
    .where(and(eq(sanctions.id, sanctionId), isActive()))
    .returning({ id: sanctions.id });
  return lifted.length > 0;
}

const sanctionColumns = {
  sanctionId: sanctions.id,
  userId: sanctions.userId,
  type: sanctions.type,
  reason: sanctions.reason,
  createdAt: sanctions.createdAt,
  until: sanctions.until,
  liftedAt: sanctions.liftedAt,
  active: sql<boolean>`(${isActive()})`,
  caseId: sanctions.caseId,
  appealId: sanctionAppeals.id,
  appealText: sanctionAppeals.text,
  appealStatus: sanctionAppeals.status,
  appealCreatedAt: sanctionAppeals.createdAt,
  appealDecidedAt: sanctionAppeals.decidedAt,
  appealNote: sanctionAppeals.note,
};

/** A sanction with its appeal, if any. */
export type SanctionRow = Awaited<ReturnType<typeof listSanctionsOf>>[number];

/**
 * Every sanction of the given members with its appeal, newest first
 * (sanctions_user_created_idx): one member's notice, or the authors of a page of the queue in
 * one statement.
 */
export async function listSanctionsOf(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select(sanctionColumns)
    .from(sanctions)
    .leftJoin(sanctionAppeals, eq(sanctionAppeals.sanctionId, sanctions.id))
    .where(inArray(sanctions.userId, userIds))
    .orderBy(desc(sanctions.createdAt), desc(sanctions.id));
}

/** The member a sanction was imposed on; null when there is no such sanction. */
export async function findSanctionOwner(db: Executor, sanctionId: number) {
  const [row] = await db
    .select({ userId: sanctions.userId })
    .from(sanctions)
    .where(eq(sanctions.id, sanctionId));
  return row ?? null;
}

/** Files the appeal unless the sanction has one; null when it had. */
export async function insertAppeal(
  db: Executor,
  sanctionId: number,
  text: string,
): Promise<number | null> {
  const [row] = await db
    .insert(sanctionAppeals)
    .values({ sanctionId, text })
    .onConflictDoNothing({ target: sanctionAppeals.sanctionId })
    .returning({ id: sanctionAppeals.id });
  return row?.id ?? null;
}

/**
 * Closes an open appeal; answers its sanction and member, or null when it is not open
 * (decided already, or no such appeal). The status condition makes two admins' decisions
 * exclusive: only one update finds it open.
 */
export async function closeAppeal(
  db: Executor,
  appealId: number,
  values: { status: 'upheld' | 'lifted'; note: string; adminUserId: number },
) {
  const [row] = await db
    .update(sanctionAppeals)
    .set({
      status: values.status,
      note: values.note === '' ? null : values.note,
      decidedAt: new Date(),
      decidedBy: values.adminUserId,
    })
    .where(and(eq(sanctionAppeals.id, appealId), eq(sanctionAppeals.status, 'open')))
    .returning({ sanctionId: sanctionAppeals.sanctionId });
  if (!row) return null;
  const owner = await findSanctionOwner(db, row.sanctionId);
  return owner ? { sanctionId: row.sanctionId, userId: owner.userId } : null;
}

export async function appealExists(db: Executor, appealId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sanctionAppeals.id })
    .from(sanctionAppeals)
    .where(eq(sanctionAppeals.id, appealId));
  return row !== undefined;
}

const statusesOf = (status: 'open' | 'closed') =>
  status === 'open' ? eq(sanctionAppeals.status, 'open') : ne(sanctionAppeals.status, 'open');

/**
 * One page of appeals, oldest first when open (the queue's order: who waited longest) and
 * newest first when closed, with their sanction and member.
 */
export async function findAppealPage(
  db: Database,
  status: 'open' | 'closed',
  page: PageRequest,
): Promise<{ rows: AppealRow[]; total: number }> {
  const order =
    status === 'open'
      ? [sanctionAppeals.createdAt, sanctionAppeals.id]
      : [desc(sanctionAppeals.createdAt), desc(sanctionAppeals.id)];
  const rows = await db
    .select({ ...sanctionColumns, ...authorColumns })
    .from(sanctionAppeals)
    .innerJoin(sanctions, eq(sanctions.id, sanctionAppeals.sanctionId))
    .innerJoin(users, eq(users.id, sanctions.userId))
    .where(statusesOf(status))
    .orderBy(...order)
    .limit(page.size)
    .offset(offsetOf(page));
  const [counted] = await db
    .select({ total: count() })
    .from(sanctionAppeals)
    .where(statusesOf(status));
  return { rows, total: counted?.total ?? 0 };
}
type AppealRow = SanctionRow & AuthorRow;

/** How many appeals wait for a decision (sanction_appeals_status_created_idx). */
export async function countOpenAppeals(db: Executor): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(sanctionAppeals)
    .where(eq(sanctionAppeals.status, 'open'));
  return row?.open ?? 0;
}

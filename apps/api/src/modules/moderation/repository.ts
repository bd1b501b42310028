import type { ReportReason, ReportTargetType, TargetState } from '@daengnyang/contract/moderation';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { authorColumns } from '../../db/authors.ts';
import type { Database, Executor } from '../../db/client.ts';
import { MEMBER_CONTENT_KINDS } from '../../db/content-kinds.ts';
import { communityPosts } from '../../db/schema/community.ts';
import {
  moderationCases,
  moderationReports,
  moderationSnapshotImages,
} from '../../db/schema/moderation.ts';
import { users } from '../../db/schema/users.ts';
import type { StoredImage } from '../../images/pipeline.ts';

/** An item as moderation reads it, whatever its kind (the content-kind registry). */
export type TargetRow = {
  id: number;
  authorId: number;
  authorIsAdmin: boolean;
  title: string | null;
  content: string;
  hidden: boolean;
  parentId: number | null;
  categoryId: number | null;
  images: StoredImage[];
};

type RawTarget = Omit<TargetRow, 'images'> & { images: StoredImage[] | null };

/** Both drivers (pg, PGlite) answer a raw statement's rows in `rows`. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The item `targetId` of a kind, with its images in order; null when there is none. */
export async function findTarget(
  db: Executor,
  targetType: ReportTargetType,
  targetId: number,
): Promise<TargetRow | null> {
  const kind = MEMBER_CONTENT_KINDS[targetType];
  const { parent, images } = kind;
  const imageList = images
    ? sql`(select json_agg(json_build_object('path', i.path, 'thumbPath', i.thumb_path,
          'description', i.description, 'width', i.width, 'height', i.height) order by i.position)
        from ${images.table} as i where i.${sql.identifier(images.owner.name)} = ${kind.id})`
    : sql`null`;
  const result = await db.execute(sql`
    select ${kind.id} as "id", ${kind.author} as "authorId",
      (${users.role} = 'ROLE_ADMIN') as "authorIsAdmin",
      ${kind.title ?? sql`null`} as "title", ${kind.body} as "content",
      ${kind.hidden} as "hidden", ${parent ? parent.column : sql`null`} as "parentId",
      ${kind.category ?? sql`null`} as "categoryId", ${imageList} as "images"
    from ${kind.table}
    join ${users} on ${users.id} = ${kind.author}
    ${parent ? sql`left join ${parent.table} on ${parent.id} = ${parent.column}` : sql``}
    where ${kind.id} = ${targetId}`);
  const [row] = rowsOf<RawTarget>(result);
  if (!row) return null;
  return {
    ...row,
    id: Number(row.id),
    authorId: Number(row.authorId),
    parentId: row.parentId === null ? null : Number(row.parentId),
    categoryId: row.categoryId === null ? null : Number(row.categoryId),
    images: row.images ?? [],
  };
}

/** Withholds or shows an item; the kept counters follow (migration 0011's triggers). */
export async function setTargetHidden(
  db: Executor,
  targetType: ReportTargetType,
  targetId: number,
  hidden: boolean,
): Promise<void> {
  const kind = MEMBER_CONTENT_KINDS[targetType];
  await db.execute(sql`update ${kind.table} set ${sql.identifier(kind.hidden.name)} = ${hidden}
    where ${kind.id} = ${targetId}`);
}

const caseColumns = {
  id: moderationCases.id,
  targetType: moderationCases.targetType,
  targetId: moderationCases.targetId,
  authorId: moderationCases.authorId,
  status: moderationCases.status,
  version: moderationCases.version,
  weight: moderationCases.weight,
  urgent: moderationCases.urgent,
  signals: moderationCases.signals,
  targetState: moderationCases.targetState,
  hiddenAt: moderationCases.hiddenAt,
  decision: moderationCases.decision,
  measureUntil: moderationCases.measureUntil,
  objectionAt: moderationCases.objectionAt,
};
export type CaseRef = Awaited<ReturnType<typeof lockCase>>;

/** A case, locked until the transaction ends; null when there is none. */
export async function lockCase(db: Executor, caseId: number) {
  const [row] = await db
    .select(caseColumns)
    .from(moderationCases)
    .where(eq(moderationCases.id, caseId))
    .for('update');
  return row ?? null;
}

/** The case of an item, locked; null when the item was never reported. */
export async function lockCaseOfTarget(
  db: Executor,
  targetType: ReportTargetType,
  targetId: number,
) {
  const [row] = await db
    .select(caseColumns)
    .from(moderationCases)
    .where(and(eq(moderationCases.targetType, targetType), eq(moderationCases.targetId, targetId)))
    .for('update');
  return row ?? null;
}

/**
 * Opens the case of an item with its snapshot, or — when another writer opened it first —
 * answers null (the caller locks the one that exists).
 */
export async function insertCase(
  db: Executor,
  values: {
    targetType: ReportTargetType;
    targetId: number;
    authorId: number;
    urgent: boolean;
    signals: Array<'moneyWords' | 'manyAdoptionOffers'>;
    snapshotTitle: string | null;
    snapshotContent: string;
  },
  images: StoredImage[],
): Promise<number | null> {
  const [row] = await db
    .insert(moderationCases)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: moderationCases.id });
  if (!row) return null;
  if (images.length > 0) {
    await db
      .insert(moderationSnapshotImages)
      .values(images.map((image, position) => ({ caseId: row.id, ...image, position })));
  }
  return row.id;
}

/** Opens a closed case again for what came after its decision (a report, an objection). */
export async function reopenCase(db: Executor, caseId: number): Promise<void> {
  await db
    .update(moderationCases)
    .set({ status: 'open', version: sql`${moderationCases.version} + 1` })
    .where(eq(moderationCases.id, caseId));
}

/** Adds signals to a case (kept unique) and raises its version when that changed it. */
export async function addSignals(db: Executor, caseId: number, signals: string[]): Promise<void> {
  const added = sql`${sql.param(signals)}::text[]`;
  await db
    .update(moderationCases)
    .set({
      signals: sql`array(select distinct unnest(${moderationCases.signals} || ${added}) order by 1)`,
      version: sql`${moderationCases.version} + 1`,
    })
    .where(and(eq(moderationCases.id, caseId), sql`not (${moderationCases.signals} @> ${added})`));
}

/** A member's report; null when they already have an open one on the case. */
export async function insertReport(
  db: Executor,
  values: {
    caseId: number;
    reporterId: number;
    reason: ReportReason;
    detail: string | null;
    weight: number;
  },
): Promise<number | null> {
  const [row] = await db
    .insert(moderationReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: moderationReports.id });
  return row?.id ?? null;
}

/** The open reports of a case: who, why, and how much each weighs. */
export async function findOpenReports(db: Executor, caseId: number) {
  return db
    .select({
      id: moderationReports.id,
      reporterId: moderationReports.reporterId,
      reason: moderationReports.reason,
      weight: moderationReports.weight,
    })
    .from(moderationReports)
    .where(and(eq(moderationReports.caseId, caseId), eq(moderationReports.status, 'open')));
}

/** A case's combined weight after a report; raises its version (a decision must see it). */
export async function setCaseWeight(db: Executor, caseId: number, weight: number): Promise<void> {
  await db
    .update(moderationCases)
    .set({ weight, version: sql`${moderationCases.version} + 1` })
    .where(eq(moderationCases.id, caseId));
}

/** Where the item stands now, as moderation left it. */
export async function setTargetState(
  db: Executor,
  caseId: number,
  state: { targetState: TargetState; measureUntil?: Date | null },
): Promise<void> {
  const withheld = state.targetState === 'hidden' || state.targetState === 'temporaryMeasure';
  await db
    .update(moderationCases)
    .set({
      targetState: state.targetState,
      hiddenAt: withheld
        ? sql`coalesce(${moderationCases.hiddenAt}, now())`
        : sql`null::timestamptz`,
      ...(state.measureUntil !== undefined ? { measureUntil: state.measureUntil } : {}),
    })
    .where(eq(moderationCases.id, caseId));
}

/** Closes a case with an administrator's decision and raises its version. */
export async function closeCase(
  db: Executor,
  caseId: number,
  decision: {
    action: 'dismiss' | 'hide' | 'delete' | 'temporaryMeasure';
    note: string;
    decidedBy: number;
  },
): Promise<void> {
  await db
    .update(moderationCases)
    .set({
      status: 'closed',
      decision: decision.action,
      decisionNote: decision.note,
      decidedBy: decision.decidedBy,
      decidedAt: sql`now()`,
      weight: 0,
      version: sql`${moderationCases.version} + 1`,
    })
    .where(eq(moderationCases.id, caseId));
}

/** Marks the open reports of a case upheld or dismissed; answers their ids. */
export async function settleReports(
  db: Executor,
  caseId: number,
  status: 'upheld' | 'dismissed',
): Promise<Array<{ id: number; reporterId: number }>> {
  const rows = await db
    .update(moderationReports)
    .set({ status })
    .where(and(eq(moderationReports.caseId, caseId), eq(moderationReports.status, 'open')))
    .returning({ id: moderationReports.id, reporterId: moderationReports.reporterId });
  return rows.sort((a, b) => a.id - b.id);
}

/** Whether one of the case's open reports names this reason. */
export async function hasOpenReportFor(
  db: Executor,
  caseId: number,
  reason: ReportReason,
): Promise<boolean> {
  const [row] = await db
    .select({ id: moderationReports.id })
    .from(moderationReports)
    .where(
      and(
        eq(moderationReports.caseId, caseId),
        eq(moderationReports.status, 'open'),
        eq(moderationReports.reason, reason),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The author's one objection to a 임시조치. */
export async function recordObjection(db: Executor, caseId: number, text: string): Promise<void> {
  await db
    .update(moderationCases)
    .set({ objectionText: text, objectionAt: sql`now()` })
    .where(eq(moderationCases.id, caseId));
}

/** A reporter's record: when they joined, and how many of their reports were decided which way. */
export async function findReporterRecord(db: Executor, userId: number) {
  const [row] = await db
    .select({
      createdAt: users.createdAt,
      upheld: sql<number>`(select count(*)::int from ${moderationReports}
        where ${moderationReports.reporterId} = ${users.id} and ${moderationReports.status} = 'upheld')`,
      dismissed: sql<number>`(select count(*)::int from ${moderationReports}
        where ${moderationReports.reporterId} = ${users.id} and ${moderationReports.status} = 'dismissed')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { ...row, upheld: Number(row.upheld), dismissed: Number(row.dismissed) } : null;
}

/** Whether some 임시조치 has ended and still withholds its item. */
export async function hasDueMeasures(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: moderationCases.id })
    .from(moderationCases)
    .where(
      and(
        eq(moderationCases.targetState, 'temporaryMeasure'),
        lte(moderationCases.measureUntil, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** 임시조치 whose end has passed and that no decision replaced: their items return. */
export async function releaseDueMeasures(db: Executor) {
  return db
    .update(moderationCases)
    .set({ targetState: 'visible', hiddenAt: null, measureUntil: null })
    .where(
      and(
        eq(moderationCases.targetState, 'temporaryMeasure'),
        lte(moderationCases.measureUntil, sql`now()`),
      ),
    )
    .returning({ targetType: moderationCases.targetType, targetId: moderationCases.targetId });
}

/** How many posts a member filed in a category since `since` (the adoption-offer signal). */
export async function countPostsSince(
  db: Executor,
  authorId: number,
  categoryId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(communityPosts)
    .where(
      and(
        eq(communityPosts.userId, authorId),
        eq(communityPosts.categoryId, categoryId),
        gte(communityPosts.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export type QueueOrder = 'weight' | 'newest';
const QUEUE_ORDER: Record<QueueOrder, SQL[]> = {
  weight: [desc(moderationCases.urgent), desc(moderationCases.weight), desc(moderationCases.id)],
  newest: [desc(moderationCases.id)],
};

/** One page of the queue: cases in a status, urgent and heaviest first or newest first. */
export async function findCasePage(
  db: Database,
  request: { status: 'open' | 'closed'; order: QueueOrder; offset: number; size: number },
) {
  const where = eq(moderationCases.status, request.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...caseColumns,
        snapshotTitle: moderationCases.snapshotTitle,
        snapshotContent: moderationCases.snapshotContent,
        capturedAt: moderationCases.capturedAt,
        decisionNote: moderationCases.decisionNote,
        decidedBy: moderationCases.decidedBy,
        decidedAt: moderationCases.decidedAt,
        objectionText: moderationCases.objectionText,
        createdAt: moderationCases.createdAt,
        updatedAt: moderationCases.updatedAt,
      })
      .from(moderationCases)
      .where(where)
      .orderBy(...QUEUE_ORDER[request.order])
      .limit(request.size)
      .offset(request.offset),
    db.select({ n: count() }).from(moderationCases).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type CasePageRow = Awaited<ReturnType<typeof findCasePage>>['rows'][number];

/** The reports of the cases, oldest first. */
export async function findReportsOfCases(db: Database, caseIds: number[]) {
  if (caseIds.length === 0) return [];
  return db
    .select({
      id: moderationReports.id,
      caseId: moderationReports.caseId,
      reason: moderationReports.reason,
      detail: moderationReports.detail,
      weight: moderationReports.weight,
      status: moderationReports.status,
      createdAt: moderationReports.createdAt,
      reporterId: moderationReports.reporterId,
    })
    .from(moderationReports)
    .where(inArray(moderationReports.caseId, caseIds))
    .orderBy(asc(moderationReports.id));
}

/** The snapshot images of the cases, in order. */
export async function findSnapshotImages(db: Database, caseIds: number[]) {
  if (caseIds.length === 0) return [];
  return db
    .select({
      caseId: moderationSnapshotImages.caseId,
      path: moderationSnapshotImages.path,
      thumbPath: moderationSnapshotImages.thumbPath,
      description: moderationSnapshotImages.description,
      width: moderationSnapshotImages.width,
      height: moderationSnapshotImages.height,
    })
    .from(moderationSnapshotImages)
    .where(inArray(moderationSnapshotImages.caseId, caseIds))
    .orderBy(asc(moderationSnapshotImages.caseId), asc(moderationSnapshotImages.position));
}

/** Earlier cases about the authors' items, newest first (at most `perAuthor` each). */
export async function findCasesOfAuthors(db: Database, authorIds: number[], perAuthor: number) {
  if (authorIds.length === 0) return [];
  const rows = await db
    .select({
      caseId: moderationCases.id,
      authorId: moderationCases.authorId,
      targetType: moderationCases.targetType,
      decision: moderationCases.decision,
      createdAt: moderationCases.createdAt,
    })
    .from(moderationCases)
    .where(inArray(moderationCases.authorId, authorIds))
    .orderBy(desc(moderationCases.id))
    .limit(perAuthor * authorIds.length * 4);
  return rows;
}

/** Members' names and pictures by id, for the queue's reporters and authors. */
export async function findMembers(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(authorColumns).from(users).where(inArray(users.id, ids));
}

/** The caller's items withheld now, newest first. */
export async function findWithheldOf(db: Database, authorId: number) {
  return db
    .select({
      caseId: moderationCases.id,
      targetType: moderationCases.targetType,
      targetId: moderationCases.targetId,
      targetState: moderationCases.targetState,
      hiddenAt: moderationCases.hiddenAt,
      measureUntil: moderationCases.measureUntil,
      objectionAt: moderationCases.objectionAt,
      snapshotTitle: moderationCases.snapshotTitle,
      snapshotContent: moderationCases.snapshotContent,
    })
    .from(moderationCases)
    .where(
      and(
        eq(moderationCases.authorId, authorId),
        inArray(moderationCases.targetState, ['hidden', 'temporaryMeasure']),
      ),
    )
    .orderBy(desc(moderationCases.id));
}

/** How many cases wait for a decision (the admin sidebar's badge). */
export async function countOpenCases(db: Executor): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(moderationCases)
    .where(eq(moderationCases.status, 'open'));
  return row?.open ?? 0;
}

import type { NotificationKind } from '@daengnyang/contract/notifications';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { authorColumns } from '../../db/authors.ts';
import { deleteInBatches } from '../../db/batched-delete.ts';
import type { Executor } from '../../db/client.ts';
import { communityComments, communityPosts } from '../../db/schema/community.ts';
import { foodReviews, foods } from '../../db/schema/food.ts';
import { userBlocks } from '../../db/schema/member-safety.ts';
import { notificationPreferences, notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import { offsetOf, type PageRequest } from '../../http/paging.ts';

/** What a source writes: one entry, or one actor more on a grouped entry. */
export type NotificationDraft = {
  recipientId: number;
  kind: NotificationKind;
  variant: string | null;
  /** Grouped kinds: the target and Seoul day the entry gathers actors for. */
  groupKey: string | null;
  targetType: 'post' | 'food' | 'notice' | 'sanction' | 'report';
  targetId: number;
  targetTitle: string;
  link: string;
  linkWhenGone: string;
  excerpt: string | null;
  actorId: number | null;
  urgent: boolean;
};

/**
 * The members of `recipientIds` who take a notification of `kind` from `actorId`: active
 * accounts that have not turned the kind off and do not block the actor (null: the site).
 */
export async function findWillingRecipients(
  db: Executor,
  recipientIds: number[],
  kind: NotificationKind,
  actorId: number | null,
): Promise<number[]> {
  if (recipientIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, recipientIds),
        isNull(users.withdrawnAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(notificationPreferences)
            .where(
              and(
                eq(notificationPreferences.userId, users.id),
                sql`${kind} = any(${notificationPreferences.disabledKinds})`,
              ),
            ),
        ),
        ...(actorId === null
          ? []
          : [
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(userBlocks)
                  .where(
                    and(eq(userBlocks.blockerId, users.id), eq(userBlocks.blockedId, actorId)),
                  ),
              ),
            ]),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Holds the member's notifications until the transaction ends, so that their change numbers
 * commit in the order they were taken: a stream that saw number n never misses a smaller one.
 */
export async function lockRecipient(db: Executor, recipientId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('notifications'), ${recipientId})`);
}

/**
 * Writes a draft: a new entry, a grouped entry grown by the actor, or nothing when the grouped
 * entry already counted them.
 */
export async function writeNotification(
  db: Executor,
  draft: NotificationDraft,
): Promise<'new' | 'grown' | 'unchanged'> {
  const { actorId, ...values } = draft;
  const actorIds = actorId === null ? [] : [actorId];
  const insert = db.insert(notifications).values({ ...values, actorIds });
  if (draft.groupKey === null || actorId === null) {
    await insert;
    return 'new';
  }
  const grown = await insert
    .onConflictDoUpdate({
      target: [notifications.recipientId, notifications.kind, notifications.groupKey],
      targetWhere: sql`${notifications.groupKey} is not null`,
      set: {
        actorIds: sql`array_prepend(${actorId}::integer, ${notifications.actorIds})`,
        read: false,
        excerpt: draft.excerpt,
        updatedAt: sql`now()`,
        changeSeq: sql`nextval('notification_changes_seq')`,
      },
      setWhere: sql`not (${actorId}::integer = any(${notifications.actorIds}))`,
    })
    // A row this statement inserted has no deleting or locking transaction yet (xmax 0).
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const [row] = grown;
  if (!row) return 'unchanged';
  return row.inserted ? 'new' : 'grown';
}

/**
 * Keeps a member's newest `keep` entries: the list pages and the unread count stay a walk of
 * one member's index entries, never longer.
 */
export async function trimNotifications(db: Executor, recipientId: number, keep: number) {
  await db.execute(sql`delete from ${notifications}
    where ${notifications.recipientId} = ${recipientId} and ${notifications.changeSeq} < (
      select ${notifications.changeSeq} from ${notifications}
      where ${notifications.recipientId} = ${recipientId}
      order by ${notifications.changeSeq} desc offset ${keep - 1} limit 1)`);
}

/** Entries not changed for `olderThanMs` go; answers how many. */
export async function purgeNotificationsOlderThan(db: Executor, olderThanMs: number) {
  const before = sql`now() - make_interval(secs => ${olderThanMs / 1000})`;
  return deleteInBatches(async (limit) => {
    const old = db
      .select({ id: notifications.id })
      .from(notifications)
      .where(lt(notifications.updatedAt, before))
      .limit(limit);
    const rows = await db
      .delete(notifications)
      .where(inArray(notifications.id, old))
      .returning({ id: notifications.id });
    return rows.length;
  });
}

const entryColumns = {
  id: notifications.id,
  kind: notifications.kind,
  variant: notifications.variant,
  targetType: notifications.targetType,
  targetId: notifications.targetId,
  storedTitle: notifications.targetTitle,
  /** A post target's current title; null when the post is gone (or the target is no post). */
  postTitle: communityPosts.title,
  link: notifications.link,
  linkWhenGone: notifications.linkWhenGone,
  excerpt: notifications.excerpt,
  actorIds: notifications.actorIds,
  urgent: notifications.urgent,
  read: notifications.read,
  changeSeq: notifications.changeSeq,
  createdAt: notifications.createdAt,
  updatedAt: notifications.updatedAt,
};
const entries = (db: Executor) =>
  db
    .select(entryColumns)
    .from(notifications)
    .leftJoin(
      communityPosts,
      and(eq(notifications.targetType, 'post'), eq(communityPosts.id, notifications.targetId)),
    );

/** A page of the member's entries, latest change first (at most the kept entries). */
export async function findNotificationPage(db: Executor, recipientId: number, page: PageRequest) {
  const rows = await entries(db)
    .where(eq(notifications.recipientId, recipientId))
    .orderBy(desc(notifications.changeSeq))
    .limit(page.size)
    .offset(offsetOf(page));
  const [counted] = await db
    .select({ total: count() })
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId));
  return { rows, total: counted?.total ?? 0 };
}

/** The member's entries changed after `afterSeq`, in change order, at most `limit`. */
export async function findChangesAfter(
  db: Executor,
  recipientId: number,
  afterSeq: number,
  limit: number,
) {
  return entries(db)
    .where(and(eq(notifications.recipientId, recipientId), gt(notifications.changeSeq, afterSeq)))
    .orderBy(asc(notifications.changeSeq))
    .limit(limit);
}

export type EntryRow = Awaited<ReturnType<typeof findChangesAfter>>[number];

/** The member's latest change number (0 when none). */
export async function latestChangeSeq(db: Executor, recipientId: number): Promise<number> {
  const [row] = await db
    .select({ seq: notifications.changeSeq })
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId))
    .orderBy(desc(notifications.changeSeq))
    .limit(1);
  return row?.seq ?? 0;
}

/** notifications_unread_idx: one member's unread entries. */
export async function countUnread(db: Executor, recipientId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.read, false)));
  return row?.total ?? 0;
}

/** Marks the member's entries read (`ids`: only theirs among them; null: all); answers how many changed. */
export async function markRead(db: Executor, recipientId: number, ids: number[] | null) {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        eq(notifications.read, false),
        ...(ids === null ? [] : [inArray(notifications.id, ids)]),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** The members shown as actors, by id. */
export async function findActors(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(authorColumns).from(users).where(inArray(users.id, ids));
}

export async function findPreferences(db: Executor, userId: number) {
  const [row] = await db
    .select({
      disabledKinds: notificationPreferences.disabledKinds,
      quietHours: notificationPreferences.quietHours,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? null;
}

export async function savePreferences(
  db: Executor,
  userId: number,
  values: { disabledKinds: string[]; quietHours: boolean },
) {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

/** A comment with what its notifications name: its post, the post's author, its thread's author. */
export async function findCommentContext(db: Executor, commentId: number) {
  const [row] = await db
    .select({
      content: communityComments.content,
      postId: communityPosts.id,
      postAuthorId: communityPosts.userId,
      postTitle: communityPosts.title,
      categoryId: communityPosts.categoryId,
    })
    .from(communityComments)
    .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
    .where(eq(communityComments.id, commentId));
  return row ?? null;
}

/** The author of a comment (a reply's thread), null when it is gone. */
export async function findCommentAuthor(db: Executor, commentId: number) {
  const [row] = await db
    .select({ userId: communityComments.userId })
    .from(communityComments)
    .where(eq(communityComments.id, commentId));
  return row?.userId ?? null;
}

export async function findPostContext(db: Executor, postId: number) {
  const [row] = await db
    .select({
      authorId: communityPosts.userId,
      title: communityPosts.title,
      content: communityPosts.content,
      categoryId: communityPosts.categoryId,
    })
    .from(communityPosts)
    .where(eq(communityPosts.id, postId));
  return row ?? null;
}

export async function findReviewContext(db: Executor, reviewId: number) {
  const [row] = await db
    .select({
      authorId: foodReviews.userId,
      content: foodReviews.content,
      foodId: foods.id,
      foodTitle: foods.title,
    })
    .from(foodReviews)
    .innerJoin(foods, eq(foods.id, foodReviews.foodId))
    .where(eq(foodReviews.id, reviewId));
  return row ?? null;
}

/** Active members by nickname key (users_name_key_key), at most as many as keys. */
export async function findMembersByNameKeys(db: Executor, keys: string[]): Promise<number[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.nameKey, keys), isNull(users.withdrawnAt)));
  return rows.map((row) => row.id);
}

import { asc, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DomainEvent, NewDomainEvent } from '../events/kinds.ts';
import { subjectTypeOf } from '../events/kinds.ts';
import { deleteInBatches } from './batched-delete.ts';
import type { Executor } from './client.ts';
import { domainEvents } from './schema/domain-events.ts';

/** The columns an event is read with (replays, the once-per-site sweep). */
export const eventColumns = {
  id: domainEvents.id,
  kind: domainEvents.kind,
  subjectType: domainEvents.subjectType,
  subjectId: domainEvents.subjectId,
  actorId: domainEvents.actorId,
  payload: domainEvents.payload,
  createdAt: domainEvents.createdAt,
};

/**
 * A row as appendEvents wrote it: its kind, subject type and payload are one of
 * NewDomainEvent's, which the columns (text, jsonb) cannot say.
 */
export const asEvent = (row: typeof domainEvents.$inferSelect) => row as unknown as DomainEvent;

/** Writes the events (inside the write's transaction) and answers them numbered. */
export async function appendEvents(db: Executor, events: NewDomainEvent[]): Promise<DomainEvent[]> {
  const rows = await db
    .insert(domainEvents)
    .values(
      events.map((event) => ({
        kind: event.kind,
        subjectType: subjectTypeOf(event.kind),
        subjectId: event.subjectId,
        actorId: event.actorId,
        payload: event.payload,
      })),
    )
    .returning(eventColumns);
  return rows.map(asEvent);
}

/** The events after `afterId` in their order, at most `limit` (replay). */
export async function findEventsAfter(
  db: Executor,
  afterId: number,
  limit: number,
): Promise<DomainEvent[]> {
  const rows = await db
    .select(eventColumns)
    .from(domainEvents)
    .where(gt(domainEvents.id, afterId))
    .orderBy(asc(domainEvents.id))
    .limit(limit);
  return rows.map(asEvent);
}

/** The last event's id (0 when none): where a starting instance begins to listen. */
export async function latestEventId(db: Executor): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${domainEvents.id}), 0)`.mapWith(Number) })
    .from(domainEvents);
  return row?.id ?? 0;
}

/** Deletes the events recorded more than `olderThanMs` ago; answers how many went. */
export async function purgeEventsOlderThan(db: Executor, olderThanMs: number): Promise<number> {
  const before = sql`now() - make_interval(secs => ${olderThanMs / 1000})`;
  return deleteInBatches(async (limit) => {
    const old = db
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(lt(domainEvents.createdAt, before))
      .limit(limit);
    const batch = await db
      .delete(domainEvents)
      .where(inArray(domainEvents.id, old))
      .returning({ id: domainEvents.id });
    return batch.length;
  });
}

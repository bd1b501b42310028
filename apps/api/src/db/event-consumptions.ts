import { and, asc, eq, gt, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { DomainEvent, EventKind } from '../events/kinds.ts';
import type { Executor } from './client.ts';
import { asEvent, eventColumns } from './domain-events.ts';
import { domainEvents } from './schema/domain-events.ts';
import { eventConsumptions } from './schema/notifications.ts';

/**
 * Marks the event handled by `consumer` in the caller's transaction; false when another
 * transaction did already. A concurrent claim waits for the first one's commit (then false)
 * or rollback (then true): one claim per event and consumer ever commits.
 */
export async function claimEvent(db: Executor, consumer: string, eventId: number) {
  const rows = await db
    .insert(eventConsumptions)
    .values({ eventId, consumer })
    .onConflictDoNothing()
    .returning({ eventId: eventConsumptions.eventId });
  return rows.length > 0;
}

/**
 * Events of `kinds` recorded between `fromMs` and `toMs` ago that `consumer` has not handled,
 * oldest first, at most `limit` (domain_events_created_at_idx bounds the walk to the window).
 */
export async function findUnclaimedEvents(
  db: Executor,
  query: {
    consumer: string;
    kinds: readonly EventKind[];
    fromMs: number;
    toMs: number;
    limit: number;
  },
): Promise<DomainEvent[]> {
  const ago = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;
  const rows = await db
    .select(eventColumns)
    .from(domainEvents)
    .where(
      and(
        gt(domainEvents.createdAt, ago(query.fromMs)),
        lt(domainEvents.createdAt, ago(query.toMs)),
        inArray(domainEvents.kind, [...query.kinds]),
        notExists(
          db
            .select({ one: sql`1` })
            .from(eventConsumptions)
            .where(
              and(
                eq(eventConsumptions.eventId, domainEvents.id),
                eq(eventConsumptions.consumer, query.consumer),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(domainEvents.id))
    .limit(query.limit);
  return rows.map(asEvent);
}

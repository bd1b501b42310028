import type { Database, Transaction } from '../db/client.ts';
import { appendEvents, findEventsAfter, latestEventId } from '../db/domain-events.ts';
import type { Broadcast } from '../shared-state/broadcast.ts';
import { createDeliveryTracker, type DeliveryTracker } from './delivery-tracker.ts';
import type { DomainEvent, NewDomainEvent } from './kinds.ts';

/** Records an event in the write's transaction. */
export type RecordEvent = (event: NewDomainEvent) => void;

/**
 * Reacts to events: invalidates caches, and later sends notifications, queues moderation,
 * matches lost pets. Runs on every instance for every event (this instance's at once after
 * its commit, other instances' when their message arrives or a replay finds them), at most
 * once per instance; what it does must suit that (e.g. drop a cache entry, push to this
 * instance's open streams). A subscriber that throws is logged; the others still run.
 */
export type Subscriber = {
  name: string;
  handle: (event: DomainEvent) => Promise<void> | void;
};

export type DomainEvents = {
  /**
   * Runs `work` in one transaction; the events it records are written in that transaction
   * and delivered once it has committed, before this resolves — so the write's answer leaves
   * only after this instance's subscribers (its cache) have seen it. A rolled-back write
   * records nothing.
   */
  transaction: <T>(work: (tx: Transaction, record: RecordEvent) => Promise<T>) => Promise<T>;
  subscribe: (subscriber: Subscriber) => void;
  /** Starts listening to other instances (after the database is migrated). */
  start: () => Promise<void>;
  /** Reads the table for events not delivered yet (a message was missed). */
  catchUp: () => Promise<void>;
  close: () => Promise<void>;
};

/** Events read per replay query. */
const REPLAY_BATCH = 500;
/**
 * How long an id missing from the table is waited for before it is taken for rolled back:
 * longer than a write transaction may last (REQUEST_DEADLINE_MS defaults to 30 s).
 */
const MISSING_ID_GRACE_MS = 120_000;

type Log = { warn: (details: object, message: string) => void };

/**
 * The domain events (outbox): written with the change, delivered after commit to this
 * instance's subscribers and — through `broadcast` (Redis pub/sub, carrying the ids) — to
 * every other instance's, which read them from the table by id. An instance that missed
 * messages (Redis away, a reconnection) catches up by replaying the table after the last id
 * it has settled: on reconnection, and every `catchUpEveryMs` while events are shared.
 */
export function createDomainEvents(options: {
  db: Database;
  broadcast: Broadcast;
  log: Log;
  catchUpEveryMs: number;
}): DomainEvents {
  const { db, broadcast, log } = options;
  const subscribers: Subscriber[] = [];
  /** Null in one process: events are delivered where they happen, once. */
  let tracker: DeliveryTracker | null = null;
  let timer: NodeJS.Timeout | null = null;
  let replaying: Promise<void> | null = null;
  let replayAgain = false;

  /** Runs every subscriber on each event, in order. */
  async function notify(events: DomainEvent[]): Promise<void> {
    for (const event of events) {
      for (const subscriber of subscribers) {
        try {
          await subscriber.handle(event);
        } catch (error) {
          log.warn(
            { err: error, subscriber: subscriber.name, eventId: event.id },
            'event subscriber failed',
          );
        }
      }
    }
  }

  async function replay(): Promise<void> {
    if (!tracker) return;
    const { floor } = tracker;
    let after = floor();
    while (true) {
      const events = await findEventsAfter(db, after, REPLAY_BATCH);
      await notify(events.filter((event) => tracker?.claim(event.id) ?? false));
      const last = events.at(-1)?.id;
      if (last !== undefined) after = last;
      if (events.length < REPLAY_BATCH) break;
    }
    tracker.missedUpTo(after, Date.now());
  }

  /** One replay at a time; asked again while one runs, it runs once more after it. */
  function catchUp(): Promise<void> {
    if (replaying) {
      replayAgain = true;
      return replaying;
    }
    replaying = replay()
      .catch((error: unknown) => log.warn({ err: error }, 'event replay failed'))
      .finally(() => {
        replaying = null;
        if (replayAgain) {
          replayAgain = false;
          void catchUp();
        }
      });
    return replaying;
  }

  return {
    async transaction(work) {
      const pending: NewDomainEvent[] = [];
      let recorded: DomainEvent[] = [];
      const result = await db.transaction(async (tx) => {
        const value = await work(tx, (event) => pending.push(event));
        if (pending.length > 0) {
          recorded = await appendEvents(tx, pending);
          // Claimed before they are visible to anyone: a replay racing with the commit cannot
          // take them and let this write answer before its subscribers ran.
          for (const event of recorded) tracker?.claim(event.id);
        }
        return value;
      });
      if (recorded.length > 0) {
        await notify(recorded);
        await broadcast.publish(recorded.map((event) => event.id).join(','));
      }
      return result;
    },

    subscribe: (subscriber) => subscribers.push(subscriber),

    async start() {
      if (!broadcast.shared) return;
      tracker = createDeliveryTracker(await latestEventId(db), MISSING_ID_GRACE_MS);
      const settled = tracker;
      broadcast.onMessage((message) => {
        // Own events were delivered before they were published; others' are read by id.
        const ids = message.split(',').map(Number);
        if (ids.some((id) => Number.isSafeInteger(id) && !settled.knows(id))) void catchUp();
      });
      broadcast.onReconnect(() => void catchUp());
      timer = setInterval(() => void catchUp(), options.catchUpEveryMs);
      timer.unref();
    },

    catchUp,

    async close() {
      if (timer) clearInterval(timer);
      await replaying;
    },
  };
}

import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../db/client.ts';
import { claimEvent, findUnclaimedEvents } from '../db/event-consumptions.ts';
import { runUnderLease } from '../shared-state/leases.ts';
import type { DomainEvents, RecordEvent, Subscriber } from './domain-events.ts';
import type { DomainEvent, EventKind } from './kinds.ts';

/**
 * A reaction that must happen once for the whole site, not once per instance: create
 * notifications, match a lost pet. Its work runs in a transaction that first claims the event
 * for this consumer (event_consumptions, `ON CONFLICT DO NOTHING`): whichever instance claims
 * it first does the work, and every other instance's claim finds the row and does nothing. A
 * failure or a crash before commit leaves the event unclaimed for the next instance it reaches
 * and for the sweep.
 */
export type OncePerSiteConsumer = {
  /** The consumer's name in event_consumptions: never rename one in use. */
  name: string;
  kinds: readonly EventKind[];
  /** Writes what the event causes; what it records is delivered once this commits. */
  handle: (event: DomainEvent, tx: Transaction, record: RecordEvent) => Promise<void>;
};

/** How often, and over which window, the sweep looks for events no instance handled. */
const SWEEP_EVERY_MS = 60_000;
const SWEEP_FIRST_AFTER_MS = 30_000;
/** Younger events are still being handled where they happened. */
const SWEEP_SKIPS_NEWER_THAN_MS = 30_000;
/** Older ones are left alone: their moment has passed (events are kept 7 days). */
const SWEEP_LOOKS_BACK_MS = 24 * 60 * 60_000;
const SWEEP_BATCH = 500;

export function oncePerSite(events: DomainEvents, consumer: OncePerSiteConsumer): Subscriber {
  const kinds = new Set<EventKind>(consumer.kinds);
  return {
    name: consumer.name,
    async handle(event) {
      if (!kinds.has(event.kind)) return;
      await events.transaction(async (tx, record) => {
        if (!(await claimEvent(tx, consumer.name, event.id))) return;
        await consumer.handle(event, tx, record);
      });
    },
  };
}

/**
 * Subscribes the consumer on this instance, and runs its sweep under a lease: events that no
 * instance handled (the only instance crashed between a write's commit and its delivery, a
 * handler failed) are handled within a minute or two.
 */
export function subscribeOncePerSite(app: FastifyInstance, consumer: OncePerSiteConsumer): void {
  const subscriber = oncePerSite(app.events, consumer);
  app.events.subscribe(subscriber);
  runUnderLease(app, {
    name: `once-per-site:${consumer.name}`,
    everyMs: app.config.maintenanceSweepMs ?? SWEEP_EVERY_MS,
    firstAfterMs: SWEEP_FIRST_AFTER_MS,
    async run(signal) {
      const missed = await findUnclaimedEvents(app.database.db, {
        consumer: consumer.name,
        kinds: consumer.kinds,
        fromMs: SWEEP_LOOKS_BACK_MS,
        toMs: SWEEP_SKIPS_NEWER_THAN_MS,
        limit: SWEEP_BATCH,
      });
      for (const event of missed) {
        if (signal.aborted) return;
        await subscriber.handle(event);
      }
      if (missed.length > 0)
        app.log.info({ consumer: consumer.name, handled: missed.length }, 'missed events handled');
    },
  });
}

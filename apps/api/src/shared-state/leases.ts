import type { FastifyInstance } from 'fastify';
import { takeLease } from '../db/leases.ts';

/**
 * A lease outlasts its period by half of one: the holder's next tick (a period after its run
 * ended) still finds it its own, and a run never overlaps another instance's.
 */
const LEASE_PERIODS = 1.5;

export type LeasedJob = {
  /** The lease's name: one holder per name across every instance. */
  name: string;
  everyMs: number;
  /** The first run after start (so that a start is never slowed, and restarts still run it). */
  firstAfterMs: number;
  /** Receives a signal that aborts when the server closes. */
  run: (signal: AbortSignal) => Promise<void>;
};

/**
 * Runs a job that must run on one instance at a time, e.g. a sweep. Every instance keeps the
 * timer; at each tick the instance takes the job's lease in PostgreSQL for one period, or
 * skips the run while another holds it. The holder renews at its next tick, so one instance
 * keeps doing the job; when it stops, its lease lapses within one and a half periods and
 * another takes over. A lease row (rather than a session's advisory lock) needs no pooled connection held
 * and works the same on PGlite and with Redis away (docs/decisions/016-shared-state.md).
 *
 * Runs only while the server listens (not under `inject`); closing stops the timer and waits
 * for a run under way, whose signal is aborted.
 */
export function runUnderLease(app: FastifyInstance, job: LeasedJob): void {
  if (job.everyMs <= 0) return;
  const { db } = app.database;
  const stop = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const tick = async () => {
    if (!(await takeLease(db, job.name, app.instanceId, job.everyMs * LEASE_PERIODS))) return;
    await job.run(stop.signal);
  };
  const schedule = (delayMs: number) => {
    if (stop.signal.aborted) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => {
          if (!stop.signal.aborted) app.log.warn({ err: error, job: job.name }, 'job failed');
        })
        .finally(() => {
          running = null;
          schedule(job.everyMs);
        });
    }, delayMs);
    // A pending run never keeps the process alive.
    timer.unref();
  };

  app.addHook('onListen', async () => schedule(Math.min(job.firstAfterMs, job.everyMs)));
  app.addHook('onClose', async () => {
    stop.abort();
    if (timer) clearTimeout(timer);
    await running;
  });
}

const PURGE_EVERY_MS = 60 * 60_000;

/**
 * Deletes old rows hourly (MAINTENANCE_SWEEP_MINUTES), on one instance at a time, and logs how
 * many went: the domain events', notifications' and drafts' retention.
 */
export function runHourlyPurge(
  app: FastifyInstance,
  purge: { name: string; rows: string; firstAfterMs: number; run: () => Promise<number> },
): void {
  runUnderLease(app, {
    name: purge.name,
    everyMs: app.config.maintenanceSweepMs ?? PURGE_EVERY_MS,
    firstAfterMs: purge.firstAfterMs,
    async run() {
      const deleted = await purge.run();
      if (deleted > 0) app.log.info({ deleted }, `old ${purge.rows} purged`);
    },
  });
}

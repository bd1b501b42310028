import pg from 'pg';
import { postgresSessionOptions } from '../../apps/api/src/db/client.ts';
import { onCleanup } from './cleanup.ts';
import { percentile } from './percentiles.ts';
import type { CapturedStatement } from './sql-capture.ts';

export type FloorResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
};

const WARM_UP_SEQUENCES = 20;
const WARM_UP_MS = 1000;
/** A statement slower than this counts as an error, so one pathological plan cannot stall the run. */
const STATEMENT_TIMEOUT_MS = 30_000;

async function replay(pool: pg.Pool, statements: readonly CapturedStatement[]): Promise<void> {
  const client = await pool.connect();
  try {
    // The same name, text, values and row mode as the API: a named statement is planned once
    // per connection here too.
    for (const { text, values, rowMode, name } of statements) {
      if (rowMode) await client.query({ text, values, rowMode, name });
      else await client.query({ text, values, name });
    }
  } finally {
    client.release();
  }
}

/**
 * What PostgreSQL alone can serve of a scenario: its captured statements replayed in order
 * by `workers` concurrent loops through a pool as large as the API's, for `seconds`. One
 * "request" is the whole sequence on one connection (transactions stay whole); its latency
 * includes the wait for a connection, as the API's does under the same load.
 */
export async function measureSqlFloor(options: {
  databaseUrl: string;
  statements: readonly CapturedStatement[];
  poolSize: number;
  workers: number;
  seconds: number;
}): Promise<FloorResult> {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    // The floor runs the statements as the API's connections do.
    options: postgresSessionOptions(),
  });
  const forget = onCleanup(() => pool.end());
  try {
    const warmUntil = performance.now() + WARM_UP_MS;
    for (let warm = 0; warm < WARM_UP_SEQUENCES && performance.now() < warmUntil; warm++) {
      await replay(pool, options.statements);
    }
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    const deadline = started + options.seconds * 1000;
    const worker = async () => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        try {
          await replay(pool, options.statements);
          latencies.push(performance.now() - begun);
        } catch {
          errors += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: options.workers }, worker));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      requestsPerSecond: latencies.length / elapsed,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      errors,
    };
  } finally {
    forget();
    await pool.end();
  }
}

import { mkdir } from 'node:fs/promises';
import { Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Repositories accept either the database or a transaction. */
export type Executor = Database | Transaction;

/** Resolves when the database answers a trivial statement (the readiness probe's question). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The connections of the pool at one moment, for `/metrics`. */
export type PoolUsage = {
  /** Connections the pool may open. */
  max: number;
  /** Lent out to a query or a transaction. */
  inUse: number;
  /** Open and free. */
  idle: number;
  /** Callers queued for a connection: the pool is the bottleneck when this stays above 0. */
  waiting: number;
};

export type DatabaseHandle = {
  db: Database;
  kind: 'postgres' | 'pglite';
  migrate: () => Promise<void>;
  poolUsage: () => PoolUsage;
  close: () => Promise<void>;
};

/**
 * PGlite is one connection inside this process, which answers one statement at a time and
 * says nothing of its queue: reported as a pool of one, never seen busy.
 */
const PGLITE_USAGE: PoolUsage = { max: 1, inUse: 0, idle: 1, waiting: 0 };

/** How long the API waits on PostgreSQL before it answers 503 (http/unavailable.ts). */
export type DatabaseTimeouts = {
  /** Opening a connection, and waiting for a free one when the pool is busy. */
  connectMs: number;
  /** PostgreSQL cancels a statement running longer (57014); 0: no limit. */
  statementMs: number;
  /** PostgreSQL ends a session left idle inside a transaction this long (25P03); 0: no limit. */
  idleInTransactionMs: number;
};

/**
 * Settings of every API connection to PostgreSQL. The named statements (db/prepared.ts) are
 * written for one plan whatever their values (page sizes, walk lengths and nearest-neighbour
 * limits are part of their text). Left to choose, PostgreSQL kept replanning some on every
 * call at 200k posts (0.4 ms, against 0.1 ms to run them): a placeholder OFFSET made the
 * generic plan look dearer. One-off statements are planned for their values as always.
 */
export const POSTGRES_SESSION_SETTINGS = { plan_cache_mode: 'force_generic_plan' } as const;

/** POSTGRES_SESSION_SETTINGS, and any `extra` settings, as a connection's startup `options`. */
export const postgresSessionOptions = (extra: Record<string, number> = {}) =>
  Object.entries({ ...POSTGRES_SESSION_SETTINGS, ...extra })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');

/**
 * After PostgreSQL's own statement_timeout, the time its answer (the cancellation error) may
 * take to arrive before the connection is taken for dead.
 */
const ANSWER_GRACE_MS = 2000;

/** The message of the error a connection that stopped answering fails with. */
export const NO_ANSWER_MESSAGE = 'Database did not answer';

/** Scripts and the benchmark's loader open a pool without saying its size. */
const DEFAULT_POOL_MAX = 8;

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
const MIGRATION_LOCK_KEY = 7_240_517;

/**
 * Several instances may start at once: one migrates while the others wait on the lock. On a
 * connection of its own, outside the pool and its timeouts: waiting for another instance's
 * migration, or building an index over a large table, may rightly take minutes.
 */
async function migrateWithLock(connectionString: string): Promise<void> {
  const connection = new pg.Client({ connectionString, options: postgresSessionOptions() });
  // A failed query rejects on its own; without a listener the event would end the process.
  connection.on('error', () => undefined);
  await connection.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(connection, { schema, casing: 'snake_case' }), {
      migrationsFolder,
    });
  } finally {
    await connection
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    await connection.end();
  }
}

/**
 * PostgreSQL answers every query, if only with an error (statement_timeout); a database or
 * network that froze answers nothing, and TCP would keep the query waiting for many minutes,
 * holding its pooled connection. So a connection with a query under way that hears nothing
 * for `answerTimeoutMs` is destroyed: the query fails (503), the pool discards the
 * connection, and nobody inherits a half-finished exchange — pg's own `query_timeout` leaves
 * the late answer on the connection for its next user to read.
 */
function expectAnswers(client: pg.PoolClient, answerTimeoutMs: number): void {
  const socket = client.connection.stream;
  if (!(socket instanceof Socket)) return;
  // Each query is answered by one ReadyForQuery; the socket's inactivity timer runs between.
  let pending = 0;
  const query = client.query;
  client.query = ((...args: unknown[]) => {
    pending += 1;
    socket.setTimeout(answerTimeoutMs);
    return Reflect.apply(query, client, args);
  }) as typeof client.query;
  client.connection.on('readyForQuery', () => {
    pending = Math.max(0, pending - 1);
    if (pending === 0) socket.setTimeout(0);
  });
  socket.on('timeout', () =>
    socket.destroy(new Error(`${NO_ANSWER_MESSAGE} within ${answerTimeoutMs} ms`)),
  );
}

/**
 * A pool whose connections may break at any time — PostgreSQL restarted or terminated the
 * backend (57P01), the network dropped — without taking the process down. pg reports a broken
 * connection as an 'error' event on its client; pg-pool listens only while the client is idle,
 * and an unheard 'error' event ends the process. Every client here is heard all its life, and
 * one that breaks while lent out is handed back with the error at once, so that the pool
 * discards it — even when its borrower never returns it (drizzle does not, when the BEGIN of a
 * transaction fails) — and the borrower's next query fails instead of waiting.
 */
function createPool(options: {
  connectionString: string;
  max: number;
  timeouts: DatabaseTimeouts | undefined;
  onConnectionError: (error: Error) => void;
}): pg.Pool {
  const { timeouts } = options;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    options: postgresSessionOptions(
      timeouts
        ? {
            statement_timeout: timeouts.statementMs,
            idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
          }
        : {},
    ),
    // Bounds both a new connection's start and the wait for a free one.
    connectionTimeoutMillis: timeouts?.connectMs ?? 0,
  });
  const lent = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => lent.add(client));
  pool.on('release', (_error, client) => lent.delete(client));
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (error) => {
      // A broken connection says so twice (the server's message, then the closed socket).
      if (!reported) options.onConnectionError(error);
      reported = true;
      if (!lent.has(client)) return;
      const release = client.release;
      client.release = () => undefined;
      release(error);
    });
    if (timeouts && timeouts.statementMs > 0) {
      expectAnswers(client, timeouts.statementMs + ANSWER_GRACE_MS);
    }
  });
  // pg-pool repeats an idle client's error here, already reported by the client's listener.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * DATABASE_URL set → that PostgreSQL through a pool; unset → embedded PGlite in `pgliteDir`
 * (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** Limits on waiting for PostgreSQL; none when absent (scripts, the benchmark's loader). */
  timeouts?: DatabaseTimeouts;
  /** A pooled connection broke (database restart, network, timeout): it is discarded. */
  onConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const max = options.poolSize ?? DEFAULT_POOL_MAX;
    const pool = createPool({
      connectionString: databaseUrl,
      max,
      timeouts: options.timeouts,
      onConnectionError:
        options.onConnectionError ??
        ((error) => console.warn(`database connection lost: ${error.message}`)),
    });
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateWithLock(databaseUrl),
      poolUsage: () => ({
        max,
        inUse: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  if (!options.pgliteDir.startsWith('memory://')) {
    await mkdir(options.pgliteDir, { recursive: true });
  }
  return openPglite(options.pgliteDir);
}

/**
 * Embedded PGlite in `dataDir`, started from `image` — a data directory that `dumpImage` gave
 * earlier — when one is given: tests start each database from one migrated image instead of
 * creating and migrating a cluster every time (seconds each).
 */
export async function openPglite(
  dataDir: string,
  image?: Blob,
): Promise<DatabaseHandle & { dumpImage: () => Promise<Blob> }> {
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, cube, earthdistance, btree_gist },
    loadDataDir: image,
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    poolUsage: () => PGLITE_USAGE,
    close: () => client.close(),
    dumpImage: () => client.dumpDataDir('none'),
  };
}

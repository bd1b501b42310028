import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
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

export type DatabaseHandle = {
  db: Database;
  kind: 'postgres' | 'pglite';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Settings of every API connection to PostgreSQL. The named statements (db/prepared.ts) are
 * written for one plan whatever their values (page sizes, walk lengths and nearest-neighbour
 * limits are part of their text). Left to choose, PostgreSQL kept replanning some on every
 * call at 200k posts (0.4 ms, against 0.1 ms to run them): a placeholder OFFSET made the
 * generic plan look dearer. One-off statements are planned for their values as always.
 */
export const POSTGRES_SESSION_SETTINGS = { plan_cache_mode: 'force_generic_plan' } as const;

/** POSTGRES_SESSION_SETTINGS as a connection's startup `options`. */
export const postgresSessionOptions = () =>
  Object.entries(POSTGRES_SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;
const MIGRATION_LOCK_KEY = 7_240_517;

/** Several instances may start at once: one migrates while the others wait on the lock. */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(connection, { schema, casing: 'snake_case' }), {
      migrationsFolder,
    });
  } finally {
    await connection
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    connection.release();
  }
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
  /** An idle pooled connection died (database restart, network): pg drops it and goes on. */
  onConnectionError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 8,
      options: postgresSessionOptions(),
    });
    // Without a listener the pool's 'error' event would crash the process.
    pool.on(
      'error',
      options.onConnectionError ??
        ((error) => console.warn(`database connection lost: ${error.message}`)),
    );
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateWithLock(pool),
      close: () => pool.end(),
    };
  }
  if (!options.pgliteDir.startsWith('memory://')) {
    await mkdir(options.pgliteDir, { recursive: true });
  }
  const client = await PGlite.create(options.pgliteDir, {
    extensions: { pg_trgm, cube, earthdistance, btree_gist },
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, type DatabaseTimeouts, openDatabase } from '../../src/db/client.ts';

/**
 * A new, empty UTF-8 database on the PostgreSQL server of `serverUrl`: its URL, and `drop`,
 * which removes it (WITH (FORCE) ends connections a pool is still closing).
 */
export async function createServerDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `daengnyang_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, empty database for one test app: in-memory PGlite by default, or — when
 * DATABASE_URL is set (CI) — a new database on that server, dropped on close. On PostgreSQL,
 * `reach` may route the app's connections (through a fault proxy) and `timeouts` set the
 * app's limits on waiting.
 */
export async function openTestDatabase(
  options: { reach?: (databaseUrl: string) => string; timeouts?: DatabaseTimeouts } = {},
): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });

  const created = await createServerDatabase(serverUrl);
  const handle = await openDatabase({
    databaseUrl: options.reach ? options.reach(created.url) : created.url,
    pgliteDir: '',
    timeouts: options.timeouts,
    onConnectionError: () => undefined,
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

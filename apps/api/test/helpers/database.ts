import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import {
  type DatabaseHandle,
  type DatabaseTimeouts,
  openDatabase,
  openPglite,
} from '../../src/db/client.ts';

/**
 * A new UTF-8 database on the PostgreSQL server of `serverUrl` — empty, or a copy of the
 * database `template` — its name and URL, and `drop`, which removes it (WITH (FORCE) ends
 * connections a pool is still closing).
 */
export async function createServerDatabase(
  serverUrl: string,
  template = 'template0',
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `daengnyang_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name} TEMPLATE ${template} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The PGlite image of the run (database-template-setup.ts), read once per test process. */
let pgliteImage: Promise<Blob> | null = null;
const migratedPgliteImage = () => {
  pgliteImage ??= readFile(inject('migratedDatabase').pgliteImageFile).then(
    (bytes) => new Blob([bytes]),
  );
  return pgliteImage;
};

/**
 * A fresh database for one test app, with every migration applied: in-memory PGlite by
 * default, or — when DATABASE_URL is set (CI) — a new database on that server, dropped on
 * close. Both start from the run's migrated copy (database-template-setup.ts), so the app's
 * own migration finds nothing left to do. On PostgreSQL, `reach` may route the app's
 * connections (through a fault proxy) and `timeouts` set the app's limits on waiting.
 */
export async function openTestDatabase(
  options: { reach?: (databaseUrl: string) => string; timeouts?: DatabaseTimeouts } = {},
): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openPglite('memory://', await migratedPgliteImage());

  const created = await createServerDatabase(
    serverUrl,
    inject('migratedDatabase').postgresTemplate,
  );
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

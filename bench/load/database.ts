import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { verifyHangulSearch } from '../../apps/api/src/db/verify.ts';

type Log = (message: string) => void;

function databaseName(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (name === '') throw new Error(`DATABASE_URL names no database: ${databaseUrl}`);
  return name;
}

/** The same server's `postgres` database, from which databases are created and dropped. */
function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

/** One connection for the duration of `use`, closed afterwards whatever happens. */
export async function withClient<T>(
  url: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function databaseExists(databaseUrl: string): Promise<boolean> {
  return withClient(maintenanceUrl(databaseUrl), async (client) => {
    const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      databaseName(databaseUrl),
    ]);
    return result.rowCount === 1;
  });
}

async function tableExists(client: pg.Client, table: string): Promise<boolean> {
  const result = await client.query<{ exists: boolean }>(
    'SELECT to_regclass($1) IS NOT NULL AS exists',
    [`public.${table}`],
  );
  return result.rows[0]?.exists === true;
}

/** How many community posts the database holds: 0 when it, or its schema, does not exist. */
export async function countPosts(databaseUrl: string): Promise<number> {
  if (!(await databaseExists(databaseUrl))) return 0;
  return withClient(databaseUrl, async (client) => {
    if (!(await tableExists(client, 'community_posts'))) return 0;
    const counted = await client.query<{ posts: number }>(
      'SELECT count(*)::int AS posts FROM community_posts',
    );
    return counted.rows[0]?.posts ?? 0;
  });
}

async function hasContent(databaseUrl: string): Promise<boolean> {
  return withClient(databaseUrl, async (client) => {
    if (!(await tableExists(client, 'users'))) return false;
    const rows = await client.query('SELECT 1 FROM users LIMIT 1');
    return rows.rowCount === 1;
  });
}

/**
 * A UTF-8 template1 is copied, so that extensions an administrator installed there come along
 * (a role with only CREATEDB cannot create `earthdistance`); otherwise template0 with a
 * C.UTF-8 locale. Korean search needs a UTF-8 LC_CTYPE either way (README, PostgreSQL).
 */
async function templateClause(client: pg.Client): Promise<string> {
  const template = await client.query<{ encoding: string; ctype: string }>(
    `SELECT pg_encoding_to_char(encoding) AS encoding, datctype AS ctype
     FROM pg_database WHERE datname = 'template1'`,
  );
  const row = template.rows[0];
  if (row?.encoding === 'UTF8' && !['C', 'POSIX'].includes(row.ctype)) return 'TEMPLATE template1';
  return "TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'";
}

/**
 * An empty, migrated database at `databaseUrl`. A database that holds data is dropped and
 * created again rather than truncated: TRUNCATE fires no DELETE trigger, so totals kept by
 * triggers would keep the old rows' counts, and a fresh database also runs every migration
 * as a deployment would. The migrations are the API's own (the schema changes under us).
 */
export async function prepareEmptyDatabase(databaseUrl: string, log: Log): Promise<void> {
  const name = databaseName(databaseUrl);
  const exists = await databaseExists(databaseUrl);
  const filled = exists && (await hasContent(databaseUrl));
  if (!exists || filled) {
    await withClient(maintenanceUrl(databaseUrl), async (client) => {
      const quoted = client.escapeIdentifier(name);
      if (filled) {
        log(`Database ${name} holds data: dropping and creating it again.`);
        await client.query(`DROP DATABASE ${quoted} WITH (FORCE)`);
      } else {
        log(`Creating database ${name}.`);
      }
      await client.query(`CREATE DATABASE ${quoted} ${await templateClause(client)}`);
    });
  }
  const database = await openDatabase({ databaseUrl, pgliteDir: '' });
  try {
    await database.migrate();
    await verifyHangulSearch(database.db);
  } finally {
    await database.close();
  }
}

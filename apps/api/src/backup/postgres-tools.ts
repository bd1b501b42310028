import { spawn } from 'node:child_process';
import pg from 'pg';

/**
 * PostgreSQL's own `pg_dump` and `pg_restore` (Debian: `postgresql-client`), run as child
 * processes. The password never appears on their command line (where `ps` shows it to every
 * user of the machine): it goes in PGPASSWORD, the rest of the URL as `--dbname`.
 */

export class BackupError extends Error {
  override name = 'BackupError';
}

export type PostgresTool = 'pg_dump' | 'pg_restore';

/** The major version a tool reports (`pg_dump (PostgreSQL) 15.18 (Debian …)` → 15). */
export function parseToolMajor(versionLine: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionLine);
  return match ? Number(match[1]) : null;
}

const installHint = (major: number) =>
  `Install the client of PostgreSQL ${major} or newer (Debian: apt-get install postgresql-client-${major}, ` +
  `then put /usr/lib/postgresql/${major}/bin first on PATH).`;

/**
 * Refuses a tool older than `neededMajor`: pg_dump cannot dump a newer server, and
 * pg_restore cannot read an archive written by a newer pg_dump.
 */
export function checkToolVersion(
  tool: PostgresTool,
  versionLine: string,
  neededMajor: number,
): number {
  const major = parseToolMajor(versionLine);
  if (major === null) {
    throw new BackupError(`${tool} printed an unexpected version: ${versionLine.trim()}`);
  }
  if (major < neededMajor) {
    throw new BackupError(
      `${tool} ${major} is older than ${tool === 'pg_dump' ? 'the server' : 'the archive'} (PostgreSQL ${neededMajor}). ${installHint(neededMajor)}`,
    );
  }
  return major;
}

/** Runs `tool` and resolves with what it printed; rejects with its stderr when it fails. */
function runTool(tool: PostgresTool, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${tool} was not found on PATH. ${installHint(15)}`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new BackupError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}

/** The tool's major version, refused when older than `neededMajor`. */
export async function requireTool(tool: PostgresTool, neededMajor: number): Promise<number> {
  return checkToolVersion(tool, await runTool(tool, ['--version']), neededMajor);
}

/** `--dbname` without the password, and PGPASSWORD with it. */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.href, env: password ? { PGPASSWORD: password } : {} };
}

/** The server's major version (150018 → 15). */
export async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ server_version_num: string }>('show server_version_num');
    return Math.floor(Number(result.rows[0]?.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/** The tables of the database outside PostgreSQL's own schemas: none in a new database. */
export async function userTableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ tables: string }>(
      `select count(*) as tables from pg_catalog.pg_tables
        where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return Number(result.rows[0]?.tables ?? 0);
  } finally {
    await client.end();
  }
}

/** `pg_dump -Fc` of the whole database (schema, data, the migration journal) into `file`. */
export async function dumpDatabase(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  await runTool('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], env);
}

/** Runs `statements` on `databaseUrl`, in order. */
async function execute(databaseUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * earthdistance's ll_to_earth() calls cube's and its own functions without naming their
 * schema, and pg_restore runs with an empty search_path (since CVE-2018-1058): rebuilding
 * the places indexes on ll_to_earth(lat, lng) then fails with `type "earth" does not exist`
 * (PostgreSQL 15). So the target gets the extensions first (the dump creates them only if
 * not exists), ll_to_earth() pinned to their schema for the restore and unpinned after: the
 * restored database ends as a migrated one.
 */
const EARTHDISTANCE_FIRST = [
  'create extension if not exists cube with schema public',
  'create extension if not exists earthdistance with schema public',
  'alter function public.ll_to_earth(float8, float8) set search_path = public',
];
const EARTHDISTANCE_AFTER = ['alter function public.ll_to_earth(float8, float8) reset search_path'];

/**
 * Restores a `pg_dump -Fc` archive into `databaseUrl` in one transaction (all or nothing),
 * owned by the connecting role, without the source's grants.
 */
export async function restoreDatabase(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  await execute(databaseUrl, EARTHDISTANCE_FIRST);
  await runTool(
    'pg_restore',
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
  await execute(databaseUrl, EARTHDISTANCE_AFTER);
}

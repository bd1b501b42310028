import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminAccount } from '../../src/auth/admin-account.ts';
import { checkToolVersion } from '../../src/backup/postgres-tools.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { seedSampleData } from '../../src/db/seed/sample-data.ts';
import { createFileStore } from '../../src/files/create-file-store.ts';
import type { FileStore } from '../../src/files/file-store.ts';
import { createServerDatabase } from '../helpers/database.ts';
import { openStoreEnvironment, type StoreEnvironment } from '../helpers/file-stores.ts';

const ROOT = new URL('../../../../', import.meta.url).pathname;
/** Seeding, dumping and copying a few hundred files through s3rver, on a busy two-core machine. */
const DRILL_TIMEOUT_MS = 180_000;
const SERVER_URL = process.env.DATABASE_URL;
const pgToolsInstalled = ['pg_dump', 'pg_restore'].every(
  (tool) => spawnSync(tool, ['--version']).status === 0,
);

if (SERVER_URL && !pgToolsInstalled && process.env.CI === 'true') {
  throw new Error(
    'pg_dump/pg_restore not found; CI needs them for the backup test. Install: apt-get install postgresql-client',
  );
}
if (!SERVER_URL || !pgToolsInstalled) {
  console.info(
    `Skipping the backup and restore drill: ${SERVER_URL ? 'pg_dump/pg_restore are not installed (apt-get install postgresql-client)' : 'it needs PostgreSQL (DATABASE_URL)'}.`,
  );
}

/** Runs an npm script's command as an operator would, with `env` added to the environment. */
function runCommand(
  script: 'backup' | 'restore' | 'reapply-withdrawals',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, `apps/api/src/backup/${script}-command.ts`), ...args],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: 'test', ...env } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Rows of every table of the database (application tables and the migration journal). */
async function rowCounts(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const result = await client.query<{ n: string }>(`select count(*) as n from ${name}`);
      counts[name] = Number(result.rows[0]?.n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** Every file key a row points to: image rows' files and profile images. */
async function referencedKeys(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = [
      'community_post_images',
      'food_images',
      'food_review_images',
      'notice_images',
      'notice_comment_images',
    ];
    const images = tables.map(
      (table) => `select path from ${table} union all select thumb_path from ${table}`,
    );
    const result = await client.query<{ path: string }>(
      `${images.join(' union all ')} union all
       select profile_image from users where profile_image is not null and profile_image !~ '^https?://'`,
    );
    return result.rows.map((row) => row.path);
  } finally {
    await client.end();
  }
}

async function keysOf(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of store.list('')) keys.push(file.key);
  return keys.sort();
}

/** A data directory and the store the environment `env` configures in it. */
async function openStore(env: NodeJS.ProcessEnv) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'daengnyang-backup-store-'));
  const fullEnv = { NODE_ENV: 'test', DATA_DIR: dataDir, ...env };
  const config = loadConfig(fullEnv);
  return { env: fullEnv, store: createFileStore(config.files, config.publicUrl), dataDir };
}

describe.skipIf(!SERVER_URL || !pgToolsInstalled).each(['local', 's3'] as const)(
  'npm run backup, then npm run restore into a new database and store (%s)',
  (driver) => {
    const serverUrl = SERVER_URL ?? '';
    let environment: StoreEnvironment;
    const cleanups: Array<() => Promise<unknown>> = [];
    let backupDir: string;
    let archive: string;
    let source: { url: string; drop: () => Promise<void> };
    let sourceStore: Awaited<ReturnType<typeof openStore>>;
    let countsBefore: Record<string, number>;
    let keysBefore: string[];

    beforeAll(async () => {
      environment = await openStoreEnvironment(driver);
      cleanups.push(() => environment.close());
      backupDir = await mkdtemp(path.join(tmpdir(), 'daengnyang-backups-'));
      cleanups.push(() => rm(backupDir, { recursive: true, force: true }));

      source = await createServerDatabase(serverUrl);
      cleanups.push(() => source.drop());
      sourceStore = await openStore(await environment.env());
      cleanups.push(() => rm(sourceStore.dataDir, { recursive: true, force: true }));
      const database = await openDatabase({ databaseUrl: source.url, pgliteDir: '' });
      try {
        await database.migrate();
        const adminUserId = await ensureAdminAccount(database.db, {
          username: 'admin',
          password: 'backup-drill-password',
        });
        await seedSampleData({
          db: database.db,
          storage: sourceStore.store,
          adminUserId,
          log: () => undefined,
        });
      } finally {
        await database.close();
      }
      countsBefore = await rowCounts(source.url);
      keysBefore = await keysOf(sourceStore.store);
    }, DRILL_TIMEOUT_MS);
    afterAll(async () => {
      sourceStore.store.close();
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it(
      'writes one timestamped archive, readable by its owner only',
      async () => {
        const result = await runCommand('backup', ['--dir', backupDir], {
          ...sourceStore.env,
          DATABASE_URL: source.url,
        });
        expect(result.output).toContain('Backup written:');
        expect(result.code).toBe(0);
        const names = await readdir(backupDir);
        expect(names).toHaveLength(1);
        expect(names[0]).toMatch(/^daengnyang-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar$/);
        archive = path.join(backupDir, names[0] ?? '');
        expect((await stat(archive)).mode & 0o777).toBe(0o600);
        expect(result.output).toContain(`${keysBefore.length} files`);
      },
      DRILL_TIMEOUT_MS,
    );

    it(
      'brings every row and every image file back after the originals are gone',
      async () => {
        // The disaster: the database and every file are lost.
        await source.drop();
        for (const key of keysBefore) await sourceStore.store.delete(key);
        expect(await keysOf(sourceStore.store)).toEqual([]);

        const target = await createServerDatabase(serverUrl);
        cleanups.push(() => target.drop());
        const targetStore = await openStore(await environment.env());
        cleanups.push(() => rm(targetStore.dataDir, { recursive: true, force: true }));
        try {
          const result = await runCommand('restore', [archive, '--database-url', target.url], {
            ...targetStore.env,
            DATABASE_URL: '',
          });
          expect(result.output).toContain(`Restored the database and ${keysBefore.length} files`);
          expect(result.code).toBe(0);

          expect(await rowCounts(target.url)).toEqual(countsBefore);
          expect(Object.values(countsBefore).reduce((sum, rows) => sum + rows, 0)).toBeGreaterThan(
            100,
          );
          const referenced = await referencedKeys(target.url);
          expect(referenced.length).toBeGreaterThan(50);
          const missing: string[] = [];
          for (const key of referenced) {
            if ((await targetStore.store.stat(key)) === null) missing.push(key);
          }
          expect(missing).toEqual([]);
          expect(await keysOf(targetStore.store)).toEqual(keysBefore);

          // Members who withdrew after the archive was written leave again.
          const client = new pg.Client({ connectionString: target.url });
          await client.connect();
          const member = await client.query<{ id: number; profile_image: string }>(
            `select u.id, u.profile_image from users u
            where u.profile_image like 'seed/%'
              and exists (select 1 from community_posts p where p.user_id = u.id)
            order by u.id limit 1`,
          );
          const [leaver] = member.rows;
          if (!leaver) throw new Error('no seeded member with a picture and a post');
          const reapplied = await runCommand(
            'reapply-withdrawals',
            ['--with-content', String(leaver.id)],
            { ...targetStore.env, DATABASE_URL: target.url },
          );
          expect(reapplied.output).toContain('Withdrew 1 members again.');
          const after = await client.query<{ name: string; posts: string }>(
            `select name, (select count(*) from community_posts where user_id = $1) as posts
             from users where id = $1`,
            [leaver.id],
          );
          await client.end();
          expect(after.rows[0]).toEqual({ name: '탈퇴한 사용자', posts: '0' });
          expect(await targetStore.store.stat(leaver.profile_image)).toBeNull();

          // A restore never merges into data that is already there.
          const again = await runCommand('restore', [archive, '--database-url', target.url], {
            ...targetStore.env,
          });
          expect(again.code).toBe(1);
          expect(again.output).toContain('The target database already has');
        } finally {
          targetStore.store.close();
        }
      },
      DRILL_TIMEOUT_MS,
    );
  },
);

describe('backups on the embedded database', () => {
  it('explain that they need PostgreSQL, and what to do instead', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'daengnyang-backup-pglite-'));
    try {
      const result = await runCommand('backup', ['--dir', path.join(dataDir, 'backups')], {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      });
      expect(result.code).toBe(1);
      expect(result.output).toContain('Backups need PostgreSQL: DATABASE_URL is not set');
      expect(result.output).toContain('copy DATA_DIR');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the PostgreSQL client tools', () => {
  it('are refused when older than the server or the archive', () => {
    expect(
      checkToolVersion('pg_dump', 'pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)', 15),
    ).toBe(15);
    expect(() => checkToolVersion('pg_dump', 'pg_dump (PostgreSQL) 15.18', 16)).toThrow(
      'pg_dump 15 is older than the server (PostgreSQL 16). Install the client of PostgreSQL 16 or newer (Debian: apt-get install postgresql-client-16',
    );
    expect(() => checkToolVersion('pg_restore', 'pg_restore (PostgreSQL) 14.1', 15)).toThrow(
      'pg_restore 14 is older than the archive (PostgreSQL 15)',
    );
  });
});

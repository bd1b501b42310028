import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pack as tarPack } from 'tar-stream';
import type { FileStore } from '../files/file-store.ts';
import {
  addEntry,
  DATABASE_ENTRY,
  type Digest,
  digesting,
  emptyDigest,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  type Manifest,
} from './archive.ts';
import { BackupError, dumpDatabase, requireTool, serverMajor } from './postgres-tools.ts';

export type BackupSummary = {
  archive: string;
  files: number;
  /** Bytes of the archive. */
  bytes: number;
  /** Files listed but deleted before they were read (their rows went after the dump). */
  vanished: number;
};

/**
 * The embedded database is one developer's: no server for pg_dump to reach, and its data
 * directory only opens in the same PGlite version. Production runs PostgreSQL.
 */
export const PGLITE_REFUSAL =
  'Backups need PostgreSQL: DATABASE_URL is not set, so the data is in the embedded PGlite ' +
  'database (DATA_DIR/pg), which pg_dump cannot reach. Stop the server and copy DATA_DIR ' +
  '(pg/ and uploads/) instead, or set DATABASE_URL to back up a PostgreSQL database.';

/** `2026-05-01T03:30:00.123Z` → `2026-05-01T03-30-00Z`: sortable, and valid on every disk. */
const stampOf = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

/**
 * Writes `daengnyang-<UTC time>.tar` into `directory`: the database first (one consistent
 * snapshot), then every file of the store, then the manifest. The archive appears under its
 * name only once complete (it is written as `.partial` and renamed), readable by its owner
 * only: it holds members' personal data.
 */
export async function createBackup(options: {
  databaseUrl: string | undefined;
  storage: FileStore;
  directory: string;
  now?: Date;
  log?: (line: string) => void;
}): Promise<BackupSummary> {
  const { databaseUrl, storage, log = () => undefined } = options;
  if (!databaseUrl) throw new BackupError(PGLITE_REFUSAL);
  const server = await serverMajor(databaseUrl);
  const pgDump = await requireTool('pg_dump', server);

  await mkdir(options.directory, { recursive: true, mode: 0o700 });
  const archive = path.join(
    options.directory,
    `daengnyang-${stampOf(options.now ?? new Date())}.tar`,
  );
  const partial = `${archive}.partial`;
  const work = await mkdtemp(path.join(options.directory, '.backup-'));
  try {
    const dumpFile = path.join(work, DATABASE_ENTRY);
    log(`Dumping the database (pg_dump ${pgDump}, server ${server})…`);
    await dumpDatabase(databaseUrl, dumpFile);

    const pack = tarPack();
    const written = pipeline(pack, createWriteStream(partial, { mode: 0o600 }));
    const database: Digest = emptyDigest();
    await addEntry(
      pack,
      { name: DATABASE_ENTRY, size: (await stat(dumpFile)).size },
      digesting(createReadStream(dumpFile), database),
    );

    log(`Copying the files of the store (${storage.location.driver})…`);
    const entries: Manifest['files']['entries'] = [];
    let vanished = 0;
    for await (const listed of storage.list('')) {
      const file = await storage.get(listed.key);
      if (!file) {
        vanished += 1;
        continue;
      }
      const digest = emptyDigest();
      await addEntry(
        pack,
        { name: `${FILES_PREFIX}${file.key}`, size: file.size, mtime: file.lastModified },
        digesting(file.body, digest),
      );
      entries.push({ key: file.key, ...digest });
    }

    const manifest: Manifest = {
      format: 'daengnyang-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: { ...database, serverMajor: server, pgDumpMajor: pgDump },
      files: { driver: storage.location.driver, entries },
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 1));
    await addEntry(pack, { name: MANIFEST_ENTRY, size: manifestBytes.length }, [manifestBytes]);
    pack.finalize();
    await written;
    await rename(partial, archive);
    return { archive, files: entries.length, bytes: (await stat(archive)).size, vanished };
  } finally {
    await rm(partial, { force: true });
    await rm(work, { recursive: true, force: true });
  }
}

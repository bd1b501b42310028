import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { extract as tarExtract } from 'tar-stream';
import type { FileStore } from '../files/file-store.ts';
import {
  DATABASE_ENTRY,
  type Digest,
  digesting,
  emptyDigest,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  type Manifest,
  ManifestSchema,
} from './archive.ts';
import { PGLITE_REFUSAL } from './backup.ts';
import { BackupError, requireTool, restoreDatabase, userTableCount } from './postgres-tools.ts';

export type RestoreSummary = { files: number; bytes: number };

/** Up to five of `keys`, for a message a person can read. */
const some = (keys: string[]) =>
  `${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ` and ${keys.length - 5} more` : ''}`;

/** Refuses anything but a new database and an empty store: a restore never merges. */
async function requireEmptyTargets(databaseUrl: string, storage: FileStore): Promise<void> {
  const tables = await userTableCount(databaseUrl);
  if (tables > 0) {
    throw new BackupError(
      `The target database already has ${tables} tables: restore into a new, empty database ` +
        "(CREATE DATABASE … TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8').",
    );
  }
  for await (const file of storage.list('')) {
    const where =
      storage.location.driver === 'local'
        ? storage.location.directory
        : `bucket ${storage.location.bucket}`;
    throw new BackupError(
      `The target file store (${where}) is not empty (it holds ${file.key}): restore into an empty one.`,
    );
  }
}

/** Every file of the manifest restored with the same bytes, and nothing else. */
function verifyFiles(manifest: Manifest, restored: Map<string, Digest>): void {
  const differing = manifest.files.entries
    .filter((entry) => restored.get(entry.key)?.sha256 !== entry.sha256)
    .map((entry) => entry.key);
  const listed = new Set(manifest.files.entries.map((entry) => entry.key));
  const unlisted = [...restored.keys()].filter((key) => !listed.has(key));
  if (differing.length > 0 || unlisted.length > 0) {
    throw new BackupError(
      `The archive is damaged: ${differing.length > 0 ? `files missing or changed: ${some(differing)}. ` : ''}${unlisted.length > 0 ? `files not in its manifest: ${some(unlisted)}.` : ''} The database was not restored.`,
    );
  }
}

/**
 * Brings an archive of backup.ts back into a new, empty database and an empty store. Files
 * are written as they are read and checked against the manifest at the end; the database is
 * restored only when every check passed, in one transaction.
 */
export async function restoreBackup(options: {
  archive: string;
  databaseUrl: string | undefined;
  storage: FileStore;
  log?: (line: string) => void;
}): Promise<RestoreSummary> {
  const { databaseUrl, storage, log = () => undefined } = options;
  if (!databaseUrl) throw new BackupError(PGLITE_REFUSAL);
  await requireTool('pg_restore', 0);
  await requireEmptyTargets(databaseUrl, storage);

  const work = await mkdtemp(path.join(tmpdir(), 'daengnyang-restore-'));
  try {
    const dumpFile = path.join(work, DATABASE_ENTRY);
    const database = emptyDigest();
    const restored = new Map<string, Digest>();
    let manifest: Manifest | null = null;

    log(`Reading ${options.archive}…`);
    const entries = tarExtract();
    const reading = pipeline(createReadStream(options.archive), entries);
    try {
      for await (const entry of entries) {
        const { name } = entry.header;
        if (name === DATABASE_ENTRY) {
          await pipeline(digesting(entry, database), createWriteStream(dumpFile));
        } else if (name.startsWith(FILES_PREFIX)) {
          const digest = emptyDigest();
          await storage.put(
            name.slice(FILES_PREFIX.length),
            Readable.from(digesting(entry, digest)),
          );
          restored.set(name.slice(FILES_PREFIX.length), digest);
        } else if (name === MANIFEST_ENTRY) {
          const parsed = ManifestSchema.safeParse(JSON.parse((await buffer(entry)).toString()));
          if (!parsed.success)
            throw new BackupError(`${MANIFEST_ENTRY} is not a daengnyang backup manifest.`);
          manifest = parsed.data;
        } else {
          throw new BackupError(`Unexpected entry in the archive: ${name}`);
        }
      }
    } catch (error) {
      entries.destroy();
      await reading.catch(() => undefined);
      throw error;
    }
    await reading;

    if (!manifest) throw new BackupError(`The archive has no ${MANIFEST_ENTRY}: it is incomplete.`);
    if (database.sha256 !== manifest.database.sha256) {
      throw new BackupError('The archive is damaged: the database dump differs from its manifest.');
    }
    verifyFiles(manifest, restored);
    log(`Restored ${restored.size} files; restoring the database…`);
    await requireTool('pg_restore', manifest.database.pgDumpMajor);
    await restoreDatabase(databaseUrl, dumpFile);
    const bytes = [...restored.values()].reduce((sum, digest) => sum + digest.bytes, 0);
    return { files: restored.size, bytes };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

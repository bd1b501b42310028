import { lstat, opendir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { runUnderLease } from '../shared-state/leases.ts';
import { UPLOAD_FOLDERS } from './folders.ts';
import { findReferencedKeys } from './orphan-repository.ts';

/**
 * An upload writes its files before the transaction that points rows at them, and a request
 * lasts seconds: a file younger than this may still be about to be referenced.
 */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** Keys looked up per query. */
const BATCH_SIZE = 500;
/** The first sweep waits a little after listen, so that it never slows a start. */
const FIRST_SWEEP_DELAY_MS = 60_000;

export type SweepResult = {
  /** Image files older than the grace period. */
  checked: number;
  /** Of those, the ones no row pointed to, removed. */
  removed: number;
  /** Request temporary directories left by a crash, removed. */
  temporaryRemoved: number;
};

export type SweepOptions = {
  db: Database;
  storage: FileStore;
  /** Request temporaries (multipart files) live on this machine's disk whatever the store. */
  tempDir: string;
  graceMs?: number;
  /** Files last written before this count as old; default: `graceMs` ago. */
  writtenBefore?: Date;
  /** Ends a sweep between two files (the server closing). */
  signal?: AbortSignal;
};

/** Whether `error` says the path is not there (a folder never written, a file gone since). */
const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** Last-modified time in ms, or null when the entry is gone. */
async function modifiedAt(target: string): Promise<number | null> {
  try {
    return (await lstat(target)).mtimeMs;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Removes the request directories under `tempDir` untouched since `before`. */
async function removeStaleTemporary(tempDir: string, before: number): Promise<number> {
  let directory: Awaited<ReturnType<typeof opendir>>;
  try {
    directory = await opendir(tempDir);
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  let removed = 0;
  for await (const entry of directory) {
    const target = path.join(tempDir, entry.name);
    const modified = await modifiedAt(target);
    if (modified === null || modified >= before) continue;
    await rm(target, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Removes image files no row points to (left by a crash between storing and committing),
 * older than the grace period, in the upload folders only, and stale request temporaries.
 * The store lists a page at a time and keys are checked in batches: memory stays flat
 * however many files there are.
 */
export async function sweepOrphanImages(options: SweepOptions): Promise<SweepResult> {
  const before =
    options.writtenBefore?.getTime() ?? Date.now() - (options.graceMs ?? ORPHAN_GRACE_MS);
  const result: SweepResult = { checked: 0, removed: 0, temporaryRemoved: 0 };
  const removeUnreferenced = async (keys: string[]) => {
    const referenced = await findReferencedKeys(options.db, keys);
    for (const key of keys) {
      if (referenced.has(key)) continue;
      await options.storage.delete(key);
      result.removed += 1;
    }
  };
  for (const folder of UPLOAD_FOLDERS) {
    let batch: string[] = [];
    for await (const file of options.storage.list(`${folder}/`)) {
      options.signal?.throwIfAborted();
      if (file.lastModified.getTime() >= before) continue;
      result.checked += 1;
      batch.push(file.key);
      if (batch.length === BATCH_SIZE) {
        await removeUnreferenced(batch);
        batch = [];
      }
    }
    await removeUnreferenced(batch);
  }
  result.temporaryRemoved = await removeStaleTemporary(options.tempDir, before);
  return result;
}

/**
 * Sweeps every `config.uploads.orphanSweepMs` while the server listens (not under `inject`),
 * on one instance at a time (shared-state/leases.ts); closing the app ends a sweep in
 * progress at its next file. Logs counts only.
 */
export function registerOrphanSweeper(app: FastifyInstance): void {
  const intervalMs = app.config.uploads.orphanSweepMs;
  runUnderLease(app, {
    name: 'orphan-image-sweep',
    everyMs: intervalMs,
    firstAfterMs: FIRST_SWEEP_DELAY_MS,
    async run(signal) {
      const result = await sweepOrphanImages({
        db: app.database.db,
        storage: app.storage,
        tempDir: app.config.uploads.tempDir,
        signal,
      });
      app.log.info(result, 'orphan image sweep');
    },
  });
}

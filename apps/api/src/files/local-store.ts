import { randomUUID } from 'node:crypto';
import { constants, type Dir } from 'node:fs';
import { lstat, mkdir, open, opendir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  contentTypeOf,
  type FileInfo,
  type FileStore,
  isSafeKey,
  urlOfKey,
} from './file-store.ts';

/** Whether `error` says the path is not there (a folder never written, a file gone since). */
const isMissing = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/** The folder `prefix` lies in (`community/ab` → `community`), or null for an unsafe one. */
function folderOf(prefix: string): string | null {
  const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1).replace(/\/$/, '');
  return folder === '' || isSafeKey(folder) ? folder : null;
}

/**
 * Files on this machine's disk under `directory` (`DATA_DIR/uploads`), served by the server
 * itself at `{publicUrl}/uploads/{key}`. A file is written aside (`.partial-…`, which `list`
 * and keys never name) and renamed into place, so a failed or interrupted write never leaves
 * a partial file under its key. Symbolic links are never followed.
 */
export function createLocalFileStore(options: { directory: string; publicUrl: string }): FileStore {
  const { directory } = options;
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(directory, key);
  };

  /** The regular file's info; null when it is missing or not a regular file. */
  async function infoOf(key: string): Promise<FileInfo | null> {
    try {
      const stats = await lstat(fileOf(key));
      return stats.isFile() ? { key, size: stats.size, lastModified: stats.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Walks `folder` streaming its entries, so a folder of a million files is never listed whole. */
  async function* walk(folder: string, prefix: string): AsyncGenerator<FileInfo> {
    let entries: Dir;
    try {
      entries = await opendir(path.join(directory, folder));
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for await (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* walk(key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        const info = await infoOf(key);
        if (info) yield info;
      }
    }
  }

  return {
    location: { driver: 'local', directory },

    async put(key, body) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = path.join(path.dirname(target), `.partial-${randomUUID()}`);
      try {
        if (body instanceof Readable) {
          const file = await open(partial, 'wx');
          await pipeline(body, file.createWriteStream());
        } else {
          await writeFile(partial, body, { flag: 'wx' });
        }
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      let file: Awaited<ReturnType<typeof open>>;
      try {
        file = await open(fileOf(key), constants.O_RDONLY | constants.O_NOFOLLOW);
      } catch (error) {
        if (
          isMissing(error) ||
          (error instanceof Error && 'code' in error && error.code === 'ELOOP')
        ) {
          return null;
        }
        throw error;
      }
      const stats = await file.stat();
      if (!stats.isFile()) {
        await file.close();
        return null;
      }
      return {
        key,
        size: stats.size,
        lastModified: stats.mtime,
        contentType: contentTypeOf(key),
        cacheControl: null,
        body: file.createReadStream(),
      };
    },

    stat: infoOf,

    list(prefix) {
      const folder = folderOf(prefix);
      if (folder === null) throw new Error(`Unsafe file key prefix: ${JSON.stringify(prefix)}`);
      return walk(folder, prefix);
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    publicUrl: (key) => urlOfKey(`${options.publicUrl}/uploads`, key),

    close() {},
  };
}

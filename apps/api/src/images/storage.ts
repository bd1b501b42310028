import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where stored images live; keys are relative paths such as `community/ab/abcd….webp`. */
export type ImageStorage = {
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** The bytes stored under `key`; null when there are none. */
  get: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
  /** The absolute URL a client loads the image from. */
  url: (key: string) => string;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

export function createLocalImageStorage(options: {
  uploadsDir: string;
  publicUrl: string;
}): ImageStorage {
  return {
    async put(key, bytes) {
      assertSafeKey(key);
      const target = path.join(options.uploadsDir, key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    },
    async get(key) {
      assertSafeKey(key);
      try {
        return await readFile(path.join(options.uploadsDir, key));
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      await rm(path.join(options.uploadsDir, key), { force: true });
    },
    url(key) {
      return `${options.publicUrl}/uploads/${key}`;
    },
  };
}

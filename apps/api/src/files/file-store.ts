import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

/**
 * Where the server keeps files (uploaded images, sample illustrations, generated share
 * cards): one interface, a local-disk driver (local-store.ts, the default) and an
 * S3-compatible one (s3-store.ts, when S3_BUCKET is set). Keys are relative paths such as
 * `community/0f3c….webp`; a key is written once and never rewritten with other content, so
 * stored files may be cached forever.
 */
export type FileStore = {
  /** Which driver, and where: the `/uploads` route and the backup tool need to know. */
  readonly location: FileStoreLocation;
  /**
   * Stores `body` (bytes in memory or a stream) under `key`. Either the whole file is stored
   * or, when the write fails, nothing is: no partial file is left behind under the key.
   */
  put: (key: string, body: Buffer | Readable, options?: PutOptions) => Promise<void>;
  /** The file's bytes and headers; null when there is none under `key`. */
  get: (key: string) => Promise<StoredFile | null>;
  /** The file's size and dates; null when there is none under `key`. */
  stat: (key: string) => Promise<FileInfo | null>;
  /**
   * Every file whose key starts with `prefix`, a page at a time behind an async iterator, so
   * that a caller walking a million files never holds them all. No order is promised.
   */
  list: (prefix: string) => AsyncIterable<FileInfo>;
  /** Removes the file; removing a file that is not there is not an error. */
  delete: (key: string) => Promise<void>;
  /** The absolute URL a browser loads the file from. */
  publicUrl: (key: string) => string;
  /** Releases connections (the S3 client's sockets). */
  close: () => void;
};

export type FileStoreLocation =
  | { driver: 'local'; directory: string }
  | { driver: 's3'; bucket: string; endpoint: string | undefined };

export type PutOptions = {
  /** Default: from the key's extension (`.webp` → `image/webp`). */
  contentType?: string;
  /**
   * Default: cached for a year as immutable, since a key is never rewritten. The S3 driver
   * stores it with the object (the CDN and browsers receive it); the local driver's files are
   * all served under `/uploads` with that default.
   */
  cacheControl?: string;
};

export type FileInfo = { key: string; size: number; lastModified: Date };

export type StoredFile = FileInfo & {
  body: Readable;
  contentType: string;
  /** Null when the driver keeps none per file (local disk). */
  cacheControl: string | null;
};

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/** The content type a key's extension names; bytes of any other kind are opaque. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** S3's own limit on a key. */
const MAX_KEY_BYTES = 1024;
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * Whether `key` names a file inside the store: relative, `/`-separated segments, none empty,
 * none `.`-led (no `..`, no hidden files: the local driver writes its partial files as
 * `.partial-…`), no backslash or control character. Any other Unicode is allowed (Korean
 * file names included), so the same keys work on disk and in a bucket.
 */
export function isSafeKey(key: string): boolean {
  if (key === '' || Buffer.byteLength(key) > MAX_KEY_BYTES) return false;
  if (key.includes('\\') || CONTROL_CHARACTER.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && !segment.startsWith('.'));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${JSON.stringify(key)}`);
}

/** `base/` + the key with each segment URL-encoded (ASCII keys come out unchanged). */
export function urlOfKey(base: string, key: string): string {
  return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** The whole file in memory, for small files a caller transforms (a picture into a card). */
export async function readStoredBytes(store: FileStore, key: string): Promise<Buffer | null> {
  const stored = await store.get(key);
  return stored === null ? null : buffer(stored.body);
}

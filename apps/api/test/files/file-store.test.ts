import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createFileStore } from '../../src/files/create-file-store.ts';
import type { FileStore } from '../../src/files/file-store.ts';
import {
  FILE_STORE_DRIVERS,
  openStoreEnvironment,
  type StoreEnvironment,
} from '../helpers/file-stores.ts';
import { type S3Server, startS3Proxy, startS3Server } from '../helpers/s3-server.ts';

const MEBIBYTE = 1024 * 1024;

/** `size` bytes of a repeatable pattern, `chunk` bytes at a time; fails after `failAfter` bytes. */
function patternStream(size: number, options: { failAfter?: number } = {}): Readable {
  const chunk = Buffer.alloc(256 * 1024, 'daengnyang-');
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < size; sent += chunk.length) {
        if (options.failAfter !== undefined && sent >= options.failAfter) {
          throw new Error('the client went away');
        }
        yield chunk.subarray(0, Math.min(chunk.length, size - sent));
      }
    })(),
  );
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function keysUnder(store: FileStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of store.list(prefix)) keys.push(file.key);
  return keys.sort();
}

/** A store of `env`'s driver, on a fresh data directory. */
async function openStore(env: NodeJS.ProcessEnv) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'daengnyang-store-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
  const store = createFileStore(config.files, config.publicUrl);
  return {
    store,
    async close() {
      store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(FILE_STORE_DRIVERS)('the file store (%s)', (driver) => {
  let environment: StoreEnvironment;
  let store: FileStore;
  let closeStore: () => Promise<void>;

  beforeAll(async () => {
    environment = await openStoreEnvironment(driver);
    const opened = await openStore(await environment.env());
    store = opened.store;
    closeStore = opened.close;
  });
  afterAll(async () => {
    await closeStore();
    await environment.close();
  });

  it('gives back the bytes of a buffer, with the type its extension names', async () => {
    const bytes = Buffer.from('RIFF webp bytes');
    await store.put('community/first.webp', bytes);

    const stored = await store.get('community/first.webp');
    if (!stored) throw new Error('not stored');
    expect(await buffer(stored.body)).toEqual(bytes);
    expect(stored).toMatchObject({ key: 'community/first.webp', size: bytes.length });
    expect(stored.contentType).toBe('image/webp');
    expect(await store.stat('community/first.webp')).toMatchObject({ size: bytes.length });
    expect(Date.now() - (stored.lastModified.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('keeps Korean keys, and names them in an encoded public URL', async () => {
    const key = 'seed/강아지 사진.webp';
    await store.put(key, Buffer.from('멍멍'));
    expect(await keysUnder(store, 'seed/')).toEqual([key]);
    const stored = await store.get(key);
    expect(stored && (await buffer(stored.body)).toString()).toBe('멍멍');
    expect(store.publicUrl(key)).toMatch(
      /\/seed\/%EA%B0%95%EC%95%84%EC%A7%80%20%EC%82%AC%EC%A7%84\.webp$/,
    );
  });

  it('answers null for a file that is not there, and deletes idempotently', async () => {
    expect(await store.get('community/none.webp')).toBeNull();
    expect(await store.stat('community/none.webp')).toBeNull();
    await store.delete('community/none.webp');

    await store.put('community/gone.webp', Buffer.from('x'));
    await store.delete('community/gone.webp');
    expect(await store.stat('community/gone.webp')).toBeNull();
    expect(await keysUnder(store, 'community/gone')).toEqual([]);
  });

  // A thousand requests to s3rver: seconds alone, more on a busy machine.
  it('lists by prefix across more than one page', async () => {
    const keys = Array.from(
      { length: 1005 },
      (_, index) => `foods/page/${String(index).padStart(4, '0')}.webp`,
    );
    for (let start = 0; start < keys.length; start += 25) {
      await Promise.all(
        keys.slice(start, start + 25).map((key) => store.put(key, Buffer.from(key))),
      );
    }
    await store.put('foods-elsewhere/0001.webp', Buffer.from('x'));
    await store.put('foods/other.webp', Buffer.from('x'));

    expect(await keysUnder(store, 'foods/page/')).toEqual(keys);
    expect(await keysUnder(store, 'foods/page/000')).toEqual(keys.slice(0, 10));
    const sizes = new Set<number>();
    for await (const file of store.list('foods/page/')) sizes.add(file.size);
    expect([...sizes]).toEqual([Buffer.byteLength(keys[0] ?? '')]);
    expect(await keysUnder(store, 'foods/')).toHaveLength(1006);
  }, 120_000);

  it('stores a 12 MiB stream whole', async () => {
    const size = 12 * MEBIBYTE;
    await store.put('notices/large.bin', patternStream(size));
    const stored = await store.get('notices/large.bin');
    if (!stored) throw new Error('not stored');
    expect(stored.size).toBe(size);
    expect(sha256(await buffer(stored.body))).toBe(sha256(await buffer(patternStream(size))));
  });

  it('leaves nothing under the key when the stream fails halfway', async () => {
    await expect(
      store.put('notices/broken.bin', patternStream(12 * MEBIBYTE, { failAfter: 7 * MEBIBYTE })),
    ).rejects.toThrow();
    expect(await store.stat('notices/broken.bin')).toBeNull();
    expect(await keysUnder(store, 'notices/broken')).toEqual([]);
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of ['../escape.webp', '/absolute.webp', 'a//b.webp', '.hidden', 'a\\b.webp']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe file key/);
      await expect(store.get(key)).rejects.toThrow(/Unsafe file key/);
    }
  });
});

describe('the S3 driver', () => {
  let s3: S3Server;

  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.close());

  it('keeps the content type and cache headers, which the public URL answers with', async () => {
    const { store, close } = await openStore(await s3.newBucket());
    try {
      await store.put('cards/post-1.png', Buffer.from('png'), {
        contentType: 'image/png',
        cacheControl: 'public, max-age=600',
      });
      const stored = await store.get('cards/post-1.png');
      expect(stored).toMatchObject({
        contentType: 'image/png',
        cacheControl: 'public, max-age=600',
      });
      await stored?.body.resume();

      await store.put('community/default.webp', Buffer.from('webp'));
      const response = await fetch(store.publicUrl('community/default.webp'));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe('webp');
    } finally {
      await close();
    }
  });

  it('sends a long stream as a multipart upload in 5 MiB parts', async () => {
    const proxy = await startS3Proxy(s3.endpoint, { rejectChecksums: false });
    const { store, close } = await openStore(await s3.newBucket({ endpoint: proxy.endpoint }));
    try {
      await store.put('notices/parts.bin', patternStream(12 * MEBIBYTE));
      const parts = proxy.requests.filter((line) => /^PUT .*partNumber=/.test(line));
      expect(
        proxy.requests.some((line) => /^POST .*\/notices\/parts\.bin\?uploads/.test(line)),
      ).toBe(true);
      expect(parts).toHaveLength(3);
      expect(await store.stat('notices/parts.bin')).toMatchObject({ size: 12 * MEBIBYTE });
    } finally {
      await close();
      await proxy.close();
    }
  });

  it('works with a provider that refuses checksum headers only with S3_CHECKSUMS=when_required', async () => {
    const proxy = await startS3Proxy(s3.endpoint, { rejectChecksums: true });
    const strict = await openStore(await s3.newBucket({ endpoint: proxy.endpoint }));
    const lenient = await openStore({
      ...(await s3.newBucket({ endpoint: proxy.endpoint })),
      S3_CHECKSUMS: 'when_required',
    });
    try {
      await expect(strict.store.put('community/a.webp', Buffer.from('a'))).rejects.toThrow();

      await lenient.store.put('community/a.webp', Buffer.from('a'));
      await lenient.store.put('community/large.bin', patternStream(6 * MEBIBYTE));
      const stored = await lenient.store.get('community/a.webp');
      expect(stored && (await buffer(stored.body)).toString()).toBe('a');
      expect(await keysUnder(lenient.store, 'community/')).toEqual([
        'community/a.webp',
        'community/large.bin',
      ]);
      await lenient.store.delete('community/a.webp');
      expect(await lenient.store.stat('community/a.webp')).toBeNull();
    } finally {
      await strict.close();
      await lenient.close();
      await proxy.close();
    }
  });
});

import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Pack } from 'tar-stream';
import { z } from 'zod';

/**
 * A backup archive is one uncompressed tar file (its contents are compressed already: the
 * custom-format dump and WebP images), in this order:
 *
 * - `database.pgdump`: `pg_dump -Fc` of the whole database;
 * - `files/<key>`: every file of the store, one entry each;
 * - `manifest.json`: what the entries must be (sizes, SHA-256), written last since it is
 *   known last; a restore checks every entry against it.
 */
export const DATABASE_ENTRY = 'database.pgdump';
export const FILES_PREFIX = 'files/';
export const MANIFEST_ENTRY = 'manifest.json';

const DigestSchema = z.object({ bytes: z.number().int().min(0), sha256: z.string() });
export type Digest = z.infer<typeof DigestSchema>;

export const ManifestSchema = z.object({
  format: z.literal('daengnyang-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: DigestSchema.extend({
    serverMajor: z.number().int(),
    pgDumpMajor: z.number().int(),
  }),
  files: z.object({
    driver: z.enum(['local', 's3']),
    entries: z.array(DigestSchema.extend({ key: z.string() })),
  }),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/**
 * Passes the bytes of `source` through, counting and hashing them into `digest` as they go.
 * Tar entries are streamx streams, whose chunks are typed `unknown`: each is checked.
 */
export async function* digesting(
  source: AsyncIterable<unknown>,
  digest: Digest,
): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  for await (const chunk of source) {
    if (!(chunk instanceof Uint8Array)) throw new Error('A stream gave something else than bytes.');
    hash.update(chunk);
    digest.bytes += chunk.length;
    yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  }
  digest.sha256 = hash.digest('hex');
}

export const emptyDigest = (): Digest => ({ bytes: 0, sha256: '' });

/**
 * Adds one entry of `size` bytes read from `source`, with backpressure; rejects when the
 * source fails or does not hold exactly `size` bytes (the tar header already says it).
 */
export function addEntry(
  pack: Pack,
  header: { name: string; size: number; mtime?: Date },
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const sink = pack.entry({ ...header, mode: 0o600 }, (error) =>
      error ? reject(error) : resolve(),
    );
    (async () => {
      for await (const chunk of source) {
        if (!sink.write(chunk)) await once(sink, 'drain');
      }
      sink.end(null);
    })().catch((error: unknown) => {
      sink.destroy(error instanceof Error ? error : new Error(String(error)));
      reject(error);
    });
  });
}

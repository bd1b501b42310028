import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import type { CachedPayload } from '../shared-state/tagged-cache.ts';

type Compression = 'br' | 'gzip';
type ContentEncoding = Compression | 'identity';

/** One kept page as the bytes sent for one content encoding. */
export type EncodedPage = { encoding: ContentEncoding; bytes: Buffer };

/**
 * Done once per kept page, so a better ratio than @fastify/compress's per-answer quality 4 is
 * worth its few milliseconds.
 */
const COMPRESS: Record<Compression, (text: string) => Buffer> = {
  br: (text) =>
    brotliCompressSync(text, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 6,
      },
    }),
  gzip: (text) => gzipSync(text),
};

const COMPRESSIONS: Compression[] = ['br', 'gzip'];

/**
 * The bytes of each kept page per encoding, made on first use and dropped with the page: the
 * tagged cache hands out the same payload object for as long as it keeps an entry, so this
 * weak map lives exactly as long. A page served from the cache is then stored bytes — no UTF-8
 * encoding, no compression of its 50–75 kB on every request (@fastify/compress passes an
 * answer that already has a Content-Encoding through).
 */
const encodedPages = new WeakMap<CachedPayload, Partial<Record<ContentEncoding, Buffer>>>();

/** `page` in the best encoding `request` accepts: brotli, gzip, or as it is. */
export function encodedPage(request: FastifyRequest, page: CachedPayload): EncodedPage {
  const accepted = request.headers['accept-encoding'];
  const encoding: ContentEncoding =
    (typeof accepted === 'string' ? negotiate(accepted, COMPRESSIONS) : null) ?? 'identity';
  const encoded = encodedPages.get(page) ?? {};
  encodedPages.set(page, encoded);
  const bytes =
    encoded[encoding] ??
    (encoding === 'identity' ? Buffer.from(page.body) : COMPRESS[encoding](page.body));
  encoded[encoding] = bytes;
  return { encoding, bytes };
}

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPayload } from '../shared-state/tagged-cache.ts';

type Compression = 'br' | 'gzip';
type ContentEncoding = Compression | 'identity';

/**
 * Done once per kept answer, so a better ratio than @fastify/compress's per-answer quality 4
 * is worth its few milliseconds.
 */
const COMPRESS: Record<Compression, (text: string | Buffer) => Buffer> = {
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
/** @fastify/compress's own threshold: below it, compression saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The bytes of each kept answer (a server-rendered page, a cached JSON answer) per encoding,
 * made on first use and dropped with the answer: the tagged cache hands out the same payload
 * object for as long as it keeps an entry, so this weak map lives exactly as long. An answer
 * served from the cache is then stored bytes — no UTF-8 encoding, no compression of its tens
 * of kilobytes on every request (@fastify/compress passes an answer that already has a
 * Content-Encoding through).
 */
const keptEncodings = new WeakMap<CachedPayload, Partial<Record<ContentEncoding, Buffer>>>();

function encodingFor(request: FastifyRequest, payload: CachedPayload): ContentEncoding {
  if (payload.body.length < COMPRESS_FROM_BYTES) return 'identity';
  const accepted = request.headers['accept-encoding'];
  return (typeof accepted === 'string' ? negotiate(accepted, COMPRESSIONS) : null) ?? 'identity';
}

const asBytes = (body: string | Buffer) => (typeof body === 'string' ? Buffer.from(body) : body);

/**
 * Sends a kept answer in the best encoding the request accepts (brotli, gzip, or as it is),
 * from the bytes made the first time that encoding was asked for.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, payload: CachedPayload) {
  const encoding = encodingFor(request, payload);
  const encoded = keptEncodings.get(payload) ?? {};
  keptEncodings.set(payload, encoded);
  const bytes =
    encoded[encoding] ??
    (encoding === 'identity' ? asBytes(payload.body) : COMPRESS[encoding](payload.body));
  encoded[encoding] = bytes;
  const vary = reply.getHeader('vary');
  // Whatever was sent, a shared cache must tell apart the encodings a client may ask for.
  reply.header('vary', vary === undefined ? 'Accept-Encoding' : `${vary}, Accept-Encoding`);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(bytes);
}

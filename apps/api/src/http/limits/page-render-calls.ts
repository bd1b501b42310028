import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The API calls a page render makes in-process (http/pages.ts) for the page a visitor asked
 * for. The page request itself counts once against the visitor's address, as the JSON call
 * their browser would otherwise have made; its inner calls are part of that one request, so
 * they count nothing more and are never refused for the address. They carry a header with a
 * secret drawn when the process starts, which no client can know. (An AsyncLocalStorage
 * context does not survive `app.inject`'s dispatch into the route's hooks.)
 */
const RENDER_HEADER = 'x-daengnyang-page-render';
const RENDER_SECRET = randomBytes(32);

/** The headers that mark a request as the page render's own. */
export const pageRenderHeaders = (): Record<string, string> => ({
  [RENDER_HEADER]: RENDER_SECRET.toString('hex'),
});

/** Whether `request` is one of the page render's own API calls. */
export function isPageRenderCall(request: FastifyRequest): boolean {
  const sent = request.headers[RENDER_HEADER];
  if (typeof sent !== 'string') return false;
  const bytes = Buffer.from(sent, 'hex');
  return bytes.length === RENDER_SECRET.length && timingSafeEqual(bytes, RENDER_SECRET);
}

import { MESSAGES } from '@daengnyang/contract/messages';
import { Piscina } from 'piscina';
import { HttpError } from '../../http/errors.ts';
import { RETRY_AFTER_SECONDS } from '../../http/unavailable.ts';
import type { CardTask } from './card-worker.ts';

const CARD_WORKER = new URL('./card-worker.ts', import.meta.url).href;

/**
 * One thread draws cards, one at a time: a burst of first requests (a post shared in a large
 * group chat) costs at most one core, and requests for the same card are joined before they get
 * here (card-service.ts). Beyond this many waiting, a request is refused with 503 and
 * Retry-After, which scrapers honour; a queue that long holds a few seconds of work.
 */
const MAX_WAITING = 32;
/**
 * The thread ends after a quiet minute, and its heap (the parsed font, layout engines: ~90 MB
 * after the first card) is freed for the rest of the process to reuse.
 */
const IDLE_MS = 60_000;

export type CardRenderer = {
  render: (task: CardTask) => Promise<Buffer>;
  close: () => Promise<void>;
};

export function createCardRenderer(): CardRenderer {
  let pool: Piscina<CardTask, Uint8Array> | null = null;
  let closed = false;
  return {
    async render(task) {
      if (closed) throw new Error('The share-card renderer is closed.');
      pool ??= new Piscina<CardTask, Uint8Array>({
        filename: CARD_WORKER,
        minThreads: 0,
        maxThreads: 1,
        concurrentTasksPerWorker: 1,
        idleTimeout: IDLE_MS,
      });
      if (pool.queueSize >= MAX_WAITING) {
        throw new HttpError(503, MESSAGES.serviceUnavailable, null, {
          retryAfterSeconds: RETRY_AFTER_SECONDS,
        });
      }
      const bytes = await pool.run(task);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    },
    async close() {
      closed = true;
      await pool?.destroy();
      pool = null;
    },
  };
}

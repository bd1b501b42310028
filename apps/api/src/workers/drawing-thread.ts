import { MESSAGES } from '@daengnyang/contract/messages';
import { Piscina } from 'piscina';
import { HttpError } from '../http/errors.ts';
import { RETRY_AFTER_SECONDS } from '../http/unavailable.ts';

/**
 * One thread draws, one drawing at a time: a burst of first requests (a post shared in a large
 * group chat) costs at most one core, and requests for the same drawing are joined before they
 * get here (by the services). Beyond this many waiting, a request is refused with 503 and
 * Retry-After, which scrapers honour; a queue that long holds a few seconds of work.
 */
const MAX_WAITING = 32;
/**
 * The thread ends after a quiet minute, and its heap (parsed fonts, layout engines: ~90 MB
 * after the first drawing) is freed for the rest of the process to reuse.
 */
const IDLE_MS = 60_000;

export type DrawingThread<Task> = {
  render: (task: Task) => Promise<Buffer>;
  close: () => Promise<void>;
};

/**
 * A thread started on first use that runs `workerUrl`'s default export (a task in, the drawn
 * file's bytes out): drawing and encoding are CPU work that would hold the event loop.
 */
export function createDrawingThread<Task>(workerUrl: string, name: string): DrawingThread<Task> {
  let pool: Piscina<Task, Uint8Array> | null = null;
  let closed = false;
  return {
    async render(task) {
      if (closed) throw new Error(`The ${name} thread is closed.`);
      pool ??= new Piscina<Task, Uint8Array>({
        filename: workerUrl,
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

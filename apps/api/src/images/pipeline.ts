import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { Piscina } from 'piscina';
// Loaded here first on purpose: on glibc Linux the main thread must hold libvips before any
// worker thread loads it, or a worker's exit can unload the library under the others.
import 'sharp';
import type { FileStore } from '../files/file-store.ts';
import { badRequest, tooManyRequests } from '../http/errors.ts';
import type { Locks, Release } from '../shared-state/locks.ts';
import type { DecodeRefusal, DecodeResult, DecodeTask } from './decode-worker.ts';

/** Decompression-bomb guard, read from the header: 24 megapixels (6000×4000) at most. */
const MAX_INPUT_PIXELS = 24_000_000;
/** Ten phone photos take a decoding thread a few seconds. */
const BUSY_RETRY_AFTER_SECONDS = 5;
const DECODE_WORKER = new URL('./decode-worker.ts', import.meta.url).href;

const REFUSALS: Record<DecodeRefusal, string> = {
  unsupported: MESSAGES.imageUnsupported,
  tooManyPixels: SERVER_MESSAGES.imageTooManyPixels,
  unreadable: SERVER_MESSAGES.imageUnreadable,
};

/** A thread hands its buffers back as plain byte arrays; this views them without a copy. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

/** The alternative text its author sent with an image; null when none. */
type Described = { description: string | null };

export type ProcessedImage = Described & {
  bytes: Buffer;
  thumbBytes: Buffer;
  width: number;
  height: number;
};

export type StoredImage = Described & {
  path: string;
  thumbPath: string;
  width: number;
  height: number;
  position: number;
};

export type ImagePipeline = {
  /**
   * Starts the member's image job, or refuses with 429 while their previous one is still
   * read or decoded — on any instance: one member cannot fill the decoding queues. Returns
   * its release.
   */
  startJob: (userId: number) => Promise<Release>;
  /** Decodes every upload first, so a bad file refuses the request before anything is stored. */
  processAll: (uploads: ReadonlyArray<{ path: string } & Described>) => Promise<ProcessedImage[]>;
  close: () => Promise<void>;
};

/**
 * The upload pipeline of one server: images are decoded by `workers` threads (started on
 * the first upload), each with one libvips thread, so that concurrent uploads wait in the
 * pool's queue while the event loop and the other cores keep serving reads. A member's job
 * holds a lock in the shared state (`locks`) for at most `jobTtlMs`, so the one-job cap holds
 * across instances.
 */
export function createImagePipeline(options: {
  workers: number;
  locks: Locks;
  jobTtlMs: number;
}): ImagePipeline {
  let pool: Piscina<DecodeTask, DecodeResult> | null = null;
  let closed = false;

  const decode = (task: DecodeTask): Promise<DecodeResult> => {
    if (closed) throw new Error('The image pipeline is closed.');
    pool ??= new Piscina<DecodeTask, DecodeResult>({
      filename: DECODE_WORKER,
      minThreads: options.workers,
      maxThreads: options.workers,
      concurrentTasksPerWorker: 1,
    });
    return pool.run(task);
  };

  return {
    async startJob(userId) {
      const release = await options.locks.acquire(`image-job:${userId}`, options.jobTtlMs);
      if (!release)
        throw tooManyRequests(SERVER_MESSAGES.imageJobBusy, BUSY_RETRY_AFTER_SECONDS, 'image_job');
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await release();
      };
    },

    async processAll(uploads) {
      const processed: ProcessedImage[] = [];
      // One at a time: a request's ten images take one thread, others' requests the rest.
      for (const upload of uploads) {
        const result = await decode({ inputPath: upload.path, maxInputPixels: MAX_INPUT_PIXELS });
        if (!result.ok) throw badRequest(REFUSALS[result.refusal]);
        processed.push({
          bytes: asBuffer(result.bytes),
          thumbBytes: asBuffer(result.thumbBytes),
          width: result.width,
          height: result.height,
          description: upload.description,
        });
      }
      return processed;
    },

    async close() {
      closed = true;
      await pool?.destroy();
      pool = null;
    },
  };
}

const WEBP = 'image/webp';

/**
 * Stores processed images under random keys, runs `write` (the database transaction) with
 * them, and removes the files again when `write` fails: a failed request leaves nothing.
 */
export async function withStoredImages<T>(
  storage: FileStore,
  folder: string,
  images: ProcessedImage[],
  write: (stored: StoredImage[]) => Promise<T>,
): Promise<T> {
  const stored: StoredImage[] = [];
  try {
    for (const [position, image] of images.entries()) {
      const key = `${folder}/${randomUUID()}`;
      const entry = {
        path: `${key}.webp`,
        thumbPath: `${key}-thumb.webp`,
        width: image.width,
        height: image.height,
        position,
        description: image.description,
      };
      // Listed before it is written: a write failing halfway leaves nothing to remove either.
      stored.push(entry);
      await storage.put(entry.path, image.bytes, { contentType: WEBP });
      await storage.put(entry.thumbPath, image.thumbBytes, { contentType: WEBP });
    }
    return await write(stored);
  } catch (error) {
    await removeImageFiles(storage, stored);
    throw error;
  }
}

/** Removes the files of deleted image rows (after their transaction committed). */
export async function removeImageFiles(
  storage: FileStore,
  images: Array<{ path: string; thumbPath: string }>,
): Promise<void> {
  await Promise.all(
    images.flatMap((image) => [storage.delete(image.path), storage.delete(image.thumbPath)]),
  );
}

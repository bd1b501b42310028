import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@daengnyang/contract/messages';
import sharp from 'sharp';
import { badRequest } from '../http/errors.ts';
import type { ImageStorage } from './storage.ts';

/** Formats accepted, decided from the bytes by libvips (never the name or the header). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** Decompression-bomb guard: 40 megapixels (a 10000×10000 image is refused). */
export const MAX_INPUT_PIXELS = 40_000_000;
const MAX_SIDE = 1920;
const THUMB_SIDE = 400;

export type ProcessedImage = {
  bytes: Buffer;
  thumbBytes: Buffer;
  width: number;
  height: number;
};

export type StoredImage = {
  path: string;
  thumbPath: string;
  width: number;
  height: number;
  position: number;
};

const decoder = (input: Buffer) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });

/**
 * Decodes and re-encodes one upload: auto-rotated, every metadata block (EXIF with GPS, ICC,
 * XMP) dropped, longest side at most 1920 px, WebP, plus a 400 px thumbnail for lists.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  let format: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(input).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    throw badRequest(MESSAGES.imageUnsupported);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest(MESSAGES.imageUnsupported);
  if (pixels > MAX_INPUT_PIXELS) throw badRequest(MESSAGES.imageTooManyPixels);
  try {
    const main = await decoder(input)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbBytes = await sharp(main.data)
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { bytes: main.data, thumbBytes, width: main.info.width, height: main.info.height };
  } catch {
    throw badRequest(MESSAGES.imageUnreadable);
  }
}

/** Processes every upload first, so a bad file refuses the request before anything is stored. */
export async function processImages(inputs: Buffer[]): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  for (const input of inputs) processed.push(await processImage(input));
  return processed;
}

/**
 * Stores processed images under random keys, runs `write` (the database transaction) with
 * them, and removes the files again when `write` fails: a failed request leaves nothing.
 */
export async function withStoredImages<T>(
  storage: ImageStorage,
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
      };
      await storage.put(entry.path, image.bytes);
      await storage.put(entry.thumbPath, image.thumbBytes);
      stored.push(entry);
    }
    return await write(stored);
  } catch (error) {
    await removeImageFiles(storage, stored);
    throw error;
  }
}

/** Removes the files of deleted image rows (after their transaction committed). */
export async function removeImageFiles(
  storage: ImageStorage,
  images: Array<{ path: string; thumbPath: string }>,
): Promise<void> {
  await Promise.all(
    images.flatMap((image) => [storage.remove(image.path), storage.remove(image.thumbPath)]),
  );
}

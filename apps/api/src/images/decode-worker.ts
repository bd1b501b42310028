import sharp from 'sharp';

/**
 * Runs in the image pool's worker threads (pipeline.ts), loaded by Node itself rather than
 * through the app's imports, so it stays erasable TypeScript with sharp as its only import.
 */

// One libvips thread per image and no operation cache: the pool alone decides how much CPU
// decoding takes, and decoded uploads are never read twice.
sharp.concurrency(1);
sharp.cache(false);

/** Formats accepted, decided from the bytes by libvips (never the name or the header). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
const MAX_SIDE = 1920;
const THUMB_SIDE = 400;

export type DecodeTask = { inputPath: string; maxInputPixels: number };
export type DecodeRefusal = 'unsupported' | 'tooManyPixels' | 'unreadable';
/** Refusals are values: an error's class does not survive the way back from a thread. */
export type DecodeResult =
  | { ok: true; bytes: Uint8Array; thumbBytes: Uint8Array; width: number; height: number }
  | { ok: false; refusal: DecodeRefusal };

/**
 * Decodes and re-encodes one upload: auto-rotated, every metadata block (EXIF with GPS, ICC,
 * XMP) dropped, longest side at most 1920 px, WebP, plus a 400 px thumbnail for lists. The
 * size is read from the header first, so a decompression bomb is refused undecoded.
 */
export default async function decodeImage(task: DecodeTask): Promise<DecodeResult> {
  let format: string | undefined;
  let pixels = 0;
  try {
    const metadata = await sharp(task.inputPath).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    return { ok: false, refusal: 'unsupported' };
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) return { ok: false, refusal: 'unsupported' };
  if (pixels > task.maxInputPixels) return { ok: false, refusal: 'tooManyPixels' };
  try {
    const main = await sharp(task.inputPath, {
      limitInputPixels: task.maxInputPixels,
      failOn: 'error',
      animated: false,
    })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbBytes = await sharp(main.data)
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return {
      ok: true,
      bytes: main.data,
      thumbBytes,
      width: main.info.width,
      height: main.info.height,
    };
  } catch {
    return { ok: false, refusal: 'unreadable' };
  }
}

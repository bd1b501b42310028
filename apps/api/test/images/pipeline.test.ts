import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/http/errors.ts';
import { createImagePipeline, type ImagePipeline } from '../../src/images/pipeline.ts';
import { createLocalLocks } from '../../src/shared-state/locks.ts';
import {
  hugePng,
  jpegWithGps,
  phpNamedJpg,
  pngClaiming,
  pngImage,
  svgImage,
  truncatedJpeg,
} from '../fixtures/images.ts';

describe('the image pipeline', () => {
  let directory: string;
  let pipeline: ImagePipeline;
  let written = 0;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'daengnyang-pipeline-'));
    pipeline = createImagePipeline({ workers: 1, locks: createLocalLocks(), jobTtlMs: 60_000 });
  });
  afterAll(async () => {
    await pipeline.close();
    await rm(directory, { recursive: true, force: true });
  });

  /** The upload as the pipeline gets it: a file in a request's temporary directory. */
  async function upload(bytes: Buffer): Promise<{ path: string; description: null }> {
    written += 1;
    const file = path.join(directory, String(written));
    await writeFile(file, bytes);
    return { path: file, description: null };
  }

  async function processOne(input: Buffer) {
    const [output] = await pipeline.processAll([await upload(input)]);
    if (!output) throw new Error('no output');
    return output;
  }

  async function refusal(input: Buffer): Promise<HttpError> {
    try {
      await processOne(input);
    } catch (error) {
      if (error instanceof HttpError) return error;
      throw error;
    }
    throw new Error('the image was accepted');
  }

  it('re-encodes a JPEG as WebP without its EXIF, GPS included', async () => {
    const input = await jpegWithGps(1200, 800);
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const output = await processOne(input);
    const metadata = await sharp(output.bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(output.bytes.includes(Buffer.from('DaengnyangCam'))).toBe(false);
    expect([output.width, output.height]).toEqual([1200, 800]);
    const thumb = await sharp(output.thumbBytes).metadata();
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBe(400);
  });

  it('keeps the longest side at 1920 px', async () => {
    const output = await processOne(await jpegWithGps(4000, 1000));
    expect([output.width, output.height]).toEqual([1920, 480]);
  });

  it('accepts PNG', async () => {
    const output = await processOne(await pngImage());
    expect((await sharp(output.bytes).metadata()).format).toBe('webp');
  });

  it('answers every upload of a request, in order', async () => {
    const outputs = await pipeline.processAll([
      await upload(await pngImage(64, 48)),
      await upload(await jpegWithGps(300, 200)),
    ]);
    expect(outputs.map((output) => [output.width, output.height])).toEqual([
      [64, 48],
      [300, 200],
    ]);
  });

  it.each([
    [
      'a PHP script named .jpg',
      phpNamedJpg,
      '지원하지 않는 이미지 형식입니다. JPEG, PNG, WebP, GIF, AVIF 이미지를 올려주세요.',
    ],
    [
      'an SVG',
      svgImage,
      '지원하지 않는 이미지 형식입니다. JPEG, PNG, WebP, GIF, AVIF 이미지를 올려주세요.',
    ],
  ])('refuses %s', async (_label, input, message) => {
    const error = await refusal(input);
    expect(error.status).toBe(400);
    expect(error.message).toBe(message);
  });

  it('refuses a truncated image', async () => {
    const error = await refusal(await truncatedJpeg());
    expect(error.status).toBe(400);
    expect(error.message).toBe('이미지를 읽을 수 없습니다. 파일이 손상되지 않았는지 확인해주세요.');
  });

  it('refuses a 10000×10000 image before decoding it', async () => {
    const error = await refusal(await hugePng());
    expect(error.status).toBe(400);
    expect(error.message).toBe('이미지 해상도가 너무 큽니다. 더 작은 이미지를 올려주세요.');
  });

  // A header with no pixel data behind it: decoding it would fail as unreadable, so the
  // resolution message proves the refusal came from the header alone.
  it('refuses more than 24 megapixels from the header, without decoding', async () => {
    const error = await refusal(pngClaiming(6000, 4001));
    expect(error.message).toBe('이미지 해상도가 너무 큽니다. 더 작은 이미지를 올려주세요.');
  });

  it('lets 24 megapixels exactly through the header check', async () => {
    const error = await refusal(pngClaiming(6000, 4000));
    expect(error.message).toBe('이미지를 읽을 수 없습니다. 파일이 손상되지 않았는지 확인해주세요.');
  });

  it('refuses a real 5000×5000 image (25 megapixels)', async () => {
    const input = await sharp({
      create: { width: 5000, height: 5000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const error = await refusal(input);
    expect(error.message).toBe('이미지 해상도가 너무 큽니다. 더 작은 이미지를 올려주세요.');
  });

  it('lets one image job per member run at a time', async () => {
    const end = await pipeline.startJob(7);
    const busy = await pipeline.startJob(7).then(
      () => null,
      (error: unknown) => (error instanceof HttpError ? error : null),
    );
    expect(busy?.status).toBe(429);
    expect(busy?.message).toBe('이전 이미지를 처리하고 있습니다. 잠시 후 다시 시도해주세요.');
    expect(busy?.retryAfterSeconds).toBeGreaterThan(0);
    const other = await pipeline.startJob(8);
    await end();
    await end();
    await other();
    const again = await pipeline.startJob(7);
    await again();
  });
});

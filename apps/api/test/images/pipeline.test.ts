import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/http/errors.ts';
import { processImage } from '../../src/images/pipeline.ts';
import {
  hugePng,
  jpegWithGps,
  phpNamedJpg,
  pngImage,
  svgImage,
  truncatedJpeg,
} from '../fixtures/images.ts';

async function refusal(input: Buffer): Promise<HttpError> {
  try {
    await processImage(input);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the image was accepted');
}

describe('the image pipeline', () => {
  it('re-encodes a JPEG as WebP without its EXIF, GPS included', async () => {
    const input = await jpegWithGps(1200, 800);
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const output = await processImage(input);
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
    const output = await processImage(await jpegWithGps(4000, 1000));
    expect([output.width, output.height]).toEqual([1920, 480]);
  });

  it('accepts PNG', async () => {
    const output = await processImage(await pngImage());
    expect((await sharp(output.bytes).metadata()).format).toBe('webp');
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
});

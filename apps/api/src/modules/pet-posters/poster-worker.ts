import type { Font } from 'satori';
import sharp from 'sharp';
import { type PretendardWeight, readPretendard } from '../../workers/pretendard.ts';
import { drawElement } from '../../workers/satori-drawing.ts';
import type { PosterContent } from './poster-content.ts';
import { POSTER_FONT_FAMILY, photoBox, posterDrawing } from './poster-drawing.ts';
import { posterPdf } from './poster-pdf.ts';
import { POSTER_PNG_SIZE } from './poster-style.ts';

/**
 * Runs in the posters' thread (poster-service.ts): laying out, subsetting the font and encoding
 * are CPU work (hundreds of milliseconds the first time, when the fonts are parsed).
 */

// One libvips thread and no operation cache, as in the upload decoder: the pool decides.
sharp.concurrency(1);
sharp.cache(false);

export type PosterTask = {
  format: 'pdf' | 'png';
  content: PosterContent;
  /** The post's first picture as stored; null when it has none (or it is gone). */
  photo: Uint8Array | null;
};

/** Stored pictures were checked at upload; this only guards against a store that lies. */
const MAX_PHOTO_PIXELS = 24_000_000;
/** The PDF's photo: enough for a 180 mm print at about 170 dpi, a JPEG of ~150 KB. */
const PDF_PHOTO = { width: 1200, height: 700, quality: 82 } as const;

const fontFiles = new Map<PretendardWeight, Promise<Buffer>>();
const font = (weight: PretendardWeight) => {
  let file = fontFiles.get(weight);
  if (!file) {
    file = readPretendard(weight);
    fontFiles.set(weight, file);
  }
  return file;
};

const satoriFonts = async (): Promise<Font[]> => [
  { name: POSTER_FONT_FAMILY, data: await font('Regular'), weight: 400, style: 'normal' },
  { name: POSTER_FONT_FAMILY, data: await font('Bold'), weight: 700, style: 'normal' },
];

/** The picture fitted whole inside `box` as a JPEG; null when it cannot be read. */
async function fittedPhoto(
  photo: Uint8Array,
  box: { width: number; height: number },
  quality: number,
) {
  try {
    const { data, info } = await sharp(photo, {
      limitInputPixels: MAX_PHOTO_PIXELS,
      failOn: 'error',
    })
      .resize(box.width, box.height, { fit: 'inside' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

async function png(task: PosterTask): Promise<Buffer> {
  const fitted = task.photo ? await fittedPhoto(task.photo, photoBox(task.content), 88) : null;
  const photo = fitted && {
    source: `data:image/jpeg;base64,${fitted.data.toString('base64')}`,
    width: fitted.width,
    height: fitted.height,
  };
  const drawn = await drawElement(
    posterDrawing(task.content, photo),
    POSTER_PNG_SIZE,
    await satoriFonts(),
  );
  // 256 colours, dithered: type and flat colours stay sharp, a photo stays recognisable, and the
  // file stays a few hundred KB (full colour with a photo passes 1 MB).
  return drawn
    .flatten()
    .png({ palette: true, quality: 90, effort: 8, compressionLevel: 9 })
    .toBuffer();
}

async function pdf(task: PosterTask): Promise<Buffer> {
  const fitted = task.photo ? await fittedPhoto(task.photo, PDF_PHOTO, PDF_PHOTO.quality) : null;
  return posterPdf(
    task.content,
    { bold: await font('Bold'), regular: await font('Regular') },
    fitted?.data ?? null,
  );
}

export default async function renderPoster(task: PosterTask): Promise<Uint8Array> {
  return task.format === 'pdf' ? pdf(task) : png(task);
}

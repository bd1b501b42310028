import { SHARE_CARD_SIZE } from '@daengnyang/contract/share-cards';
import type { Font } from 'satori';
import sharp from 'sharp';
import { readPretendard } from '../../workers/pretendard.ts';
import { drawElement } from '../../workers/satori-drawing.ts';
import { CARD_FONT_FAMILY, siteCard, titleCard } from './card-drawing.ts';

/**
 * Runs in the share-card thread (card-renderer.ts): drawing and encoding are CPU work that
 * would hold the event loop for tens of milliseconds, the first drawing for a few hundred
 * (the font is parsed then, once per thread).
 */

// One libvips thread and no operation cache, as in the upload decoder: the pool decides.
sharp.concurrency(1);
sharp.cache(false);

export type CardTask =
  | { site: true }
  | {
      site: false;
      title: string;
      categoryName: string;
      /** The item's first picture as stored; null when it has none (or it is gone). */
      photo: Uint8Array | null;
    };

/** Stored pictures were checked at upload; this only guards against a store that lies. */
const MAX_PHOTO_PIXELS = 24_000_000;
/** Pictures narrower than this ratio are shown whole over a blurred copy, not cropped. */
const CROP_MIN_ASPECT = 1.5;
/** The blurred backdrop is drawn from a copy this many times smaller than the card. */
const BACKDROP_SHRINK = 40;

/** Pretendard Bold: the only weight the cards use (one 1.5 MB font, parsed once). */
let fonts: Promise<Font[]> | null = null;
const loadFonts = () => {
  fonts ??= readPretendard('Bold').then((data) => [
    { name: CARD_FONT_FAMILY, data, weight: 700, style: 'normal' },
  ]);
  return fonts;
};

async function draw(task: CardTask): Promise<Buffer> {
  const { width, height } = SHARE_CARD_SIZE;
  const tree = task.site ? siteCard() : titleCard(task);
  const drawn = await drawElement(tree, { width, height }, await loadFonts());
  // Flat colours and type: no chroma subsampling, which would blur the letters' edges.
  return drawn.flatten().jpeg({ quality: 88, chromaSubsampling: '4:4:4' }).toBuffer();
}

/**
 * A picture as a 1200×600 card: a landscape one cropped to 2:1 around what stands out, a
 * portrait or square one (most phone photos of a pet) shown whole over a blurred, darkened
 * copy of itself filling the frame.
 */
async function crop(photo: Uint8Array): Promise<Buffer> {
  const { width, height } = SHARE_CARD_SIZE;
  const source = () => sharp(photo, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
  const metadata = await source().metadata();
  const aspect = (metadata.width ?? 1) / (metadata.height ?? 1);
  if (aspect >= CROP_MIN_ASPECT) {
    return source()
      .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
      .jpeg({ quality: 84 })
      .toBuffer();
  }
  // The picture is decoded once; the backdrop is that copy shrunk to a few pixels, darkened and
  // stretched back, which blurs it for a fraction of what a wide blur at full size costs.
  const whole = await source()
    .resize(width, height, { fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const tiny = await sharp(whole.data, { raw: whole.info })
    .resize(width / BACKDROP_SHRINK, height / BACKDROP_SHRINK, { fit: 'cover' })
    .modulate({ brightness: 0.5 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(tiny.data, { raw: tiny.info })
    .resize(width, height, { kernel: 'cubic' })
    .blur(10)
    .composite([{ input: whole.data, raw: whole.info, gravity: 'center' }])
    .jpeg({ quality: 84 })
    .toBuffer();
}

/** Draws or crops one card; a picture that cannot be read gives the drawn card instead. */
export default async function renderCard(task: CardTask): Promise<Uint8Array> {
  if (!task.site && task.photo) {
    try {
      return await crop(task.photo);
    } catch {
      return draw({ ...task, photo: null });
    }
  }
  return draw(task);
}

import sharp from 'sharp';
import type { FileStore } from '../../files/file-store.ts';
import { FRAME_SIZES, type Illustration, illustrationSvg } from './illustrations.ts';

/** What an image row stores (see `imageColumns`). */
export type StoredImage = { path: string; thumbPath: string; width: number; height: number };

export type SeedImages = {
  /** Stores the illustration at `${key}.webp` and its thumbnail at `${key}-thumb.webp`. */
  image: (key: string, illustration: Illustration) => Promise<StoredImage>;
  /** Stores a profile picture at `${key}.webp` (no thumbnail: avatars are small already). */
  avatar: (key: string, illustration: Illustration) => Promise<string>;
};

const THUMB_LONGEST_SIDE = 320;
/** Flat illustrations compress as well at low effort, which encodes twice as fast. */
const WEBP = { quality: 80, effort: 2 } as const;

type Render = { full: Buffer; thumb: Buffer; width: number; height: number };

/**
 * Sample images. Each row gets its own storage keys, so deleting one post's images never
 * breaks another's, but the pictures behind them are a few dozen illustrations rendered once
 * and written many times: rendering is the slow part, writing a file is not.
 */
export function createSeedImages(storage: FileStore): SeedImages {
  const renders = new Map<string, Promise<Render>>();

  const render = (illustration: Illustration): Promise<Render> => {
    const { subject, variant, framing, coat = '' } = illustration;
    const id = `${subject}:${variant}:${framing}:${coat}`;
    let rendered = renders.get(id);
    if (!rendered) {
      rendered = renderIllustration(illustration);
      renders.set(id, rendered);
    }
    return rendered;
  };

  return {
    async image(key, illustration) {
      const { full, thumb, width, height } = await render(illustration);
      const path = `${key}.webp`;
      const thumbPath = `${key}-thumb.webp`;
      await Promise.all([storage.put(path, full), storage.put(thumbPath, thumb)]);
      return { path, thumbPath, width, height };
    },
    async avatar(key, illustration) {
      const { full } = await render(illustration);
      const path = `${key}.webp`;
      await storage.put(path, full);
      return path;
    },
  };
}

async function renderIllustration(illustration: Illustration): Promise<Render> {
  const { width, height } = FRAME_SIZES[illustration.framing];
  const { data, info } = await sharp(Buffer.from(illustrationSvg(illustration)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raster = () => sharp(data, { raw: info });
  const [full, thumb] = await Promise.all([
    raster().webp(WEBP).toBuffer(),
    raster()
      .resize({ width: THUMB_LONGEST_SIDE, height: THUMB_LONGEST_SIDE, fit: 'inside' })
      .webp(WEBP)
      .toBuffer(),
  ]);
  return { full, thumb, width, height };
}

import { z } from 'zod';
import { IdSchema } from './common.ts';

/**
 * The path parameters of the share-card routes (share-cards.ts has the paths themselves). Apart
 * from share-cards.ts so that a page computing its `og:image` does not load zod.
 *
 * Any plausible version is accepted: one that is not the current version is answered with a
 * redirect to it, so an old scrape still gets an image.
 */
const ShareCardVersionSchema = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/);
export const ShareCardParamsSchema = z.object({ id: IdSchema, version: ShareCardVersionSchema });
export const SiteShareCardParamsSchema = z.object({ version: ShareCardVersionSchema });

import { z } from 'zod';
import { idSchema } from './common.ts';
import { MAP_CATEGORIES, MAP_DEFAULTS } from './constants.ts';
import { MESSAGES } from './messages.ts';

/**
 * The nearest places answered at most: a 20 km radius in a city could hold thousands, and the
 * map frame at its default zoom (about 5 × 2.3 km) with its list beside it shows no more.
 */
export const MAP_MAX_PLACES = 100;

/**
 * A number from the query string: present, finite and within bounds, otherwise `message`.
 * (A bare `z.coerce.number()` would read `lat=` as 0, a valid latitude.)
 */
function boundedNumber(min: number, max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .pipe(z.coerce.number<string>({ error: message }).min(min, message).max(max, message));
}

export const MapCategoryParamsSchema = z.object({
  categoryId: idSchema(MESSAGES.mapCategoryInvalid).refine(
    (id) => MAP_CATEGORIES.some((category) => category.id === id),
    MESSAGES.mapCategoryInvalid,
  ),
});

/** `lat`, `lng` required; `radius` in metres; other parameters (e.g. `categoryId`) ignored. */
export const MapQuerySchema = z.object({
  lat: boundedNumber(-90, 90, MESSAGES.mapLatitudeInvalid).describe(
    'Latitude of the centre, a number from -90 to 90',
  ),
  lng: boundedNumber(-180, 180, MESSAGES.mapLongitudeInvalid).describe(
    'Longitude of the centre, a number from -180 to 180',
  ),
  radius: boundedNumber(1, MAP_DEFAULTS.maxRadiusMetres, MESSAGES.mapRadiusInvalid)
    .default(MAP_DEFAULTS.radiusMetres)
    .describe('Search radius in metres, 1 to 20000 (default 3000)'),
});
export type MapQuery = z.infer<typeof MapQuerySchema>;

export const PlaceSchema = z.object({
  mapInfoId: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  address: z.string(),
  phoneNumber: z.string().nullable(),
  operationTime: z.string().nullable(),
  breakTime: z.string().nullable(),
  /** Open around the clock. */
  fullTime: z.boolean(),
  content: z.string().nullable(),
  mapInfoLocationDto: z.object({ mapInfoLat: z.number(), mapInfoLng: z.number() }),
});
export type Place = z.infer<typeof PlaceSchema>;

export const PlaceListSchema = z.array(PlaceSchema);

import { z } from 'zod';

/** What the browser needs of the server's configuration (public values only). */
export const SiteConfigSchema = z.object({
  /** Null → the web app uses the Leaflet map with `mapTileUrl`. */
  googleMapsApiKey: z.string().nullable(),
  mapTileUrl: z.string(),
  mapTileAttribution: z.string(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

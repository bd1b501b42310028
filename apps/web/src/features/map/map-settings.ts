import type { SiteConfig } from '@daengnyang/contract/site-config';

/**
 * How the map is drawn. With a Google Maps key the Google provider is used; without one,
 * Leaflet with the tile server below (OpenStreetMap unless configured), so the map works on a
 * fresh clone with no key.
 */
export type MapSettings = {
  googleMapsApiKey?: string | undefined;
  /** Google's advanced markers need a map id; Google's demo id serves until one is configured. */
  googleMapId?: string | undefined;
  /** A Leaflet tile URL template with {z}, {x}, {y} (and optionally {s}). */
  tileUrl: string;
  /** HTML credit line the tile server's licence asks for. */
  tileAttribution: string;
};

export const OPENSTREETMAP_SETTINGS: MapSettings = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** The settings GET /api/site-config announces: Google with a key, otherwise its tile server. */
export function mapSettingsFromSiteConfig(config: SiteConfig): MapSettings {
  return {
    googleMapsApiKey: config.googleMapsApiKey ?? undefined,
    tileUrl: config.mapTileUrl,
    tileAttribution: config.mapTileAttribution,
  };
}

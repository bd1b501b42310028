import { useMemo } from 'react';
import { useSiteConfig } from '@/api/get-site-config.ts';
import type { TileSettings } from './pet-leaflet.ts';

/**
 * The tile server the site announces (the map page's Leaflet settings), once known: the
 * report's maps are small Leaflet maps whatever provider the map page uses (decision 037).
 */
export function useMapTiles(): TileSettings | null {
  const config = useSiteConfig();
  return useMemo(
    () =>
      config.data === undefined
        ? null
        : { tileUrl: config.data.mapTileUrl, attribution: config.data.mapTileAttribution },
    [config.data],
  );
}

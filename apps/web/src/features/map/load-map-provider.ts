import type { MapProvider } from './map-provider.ts';
import type { MapSettings } from './map-settings.ts';

/**
 * Picks the provider for `settings` and loads its code on demand, so Leaflet and the Google
 * loader are separate chunks fetched only by pages that show a map.
 */
export async function loadMapProvider(settings: MapSettings): Promise<MapProvider> {
  if (settings.googleMapsApiKey) {
    const { createGoogleMapProvider } = await import('./providers/google-map-provider.ts');
    return createGoogleMapProvider({
      apiKey: settings.googleMapsApiKey,
      mapId: settings.googleMapId,
    });
  }
  const { createLeafletMapProvider } = await import('./providers/leaflet-map-provider.ts');
  return createLeafletMapProvider({
    tileUrl: settings.tileUrl,
    attribution: settings.tileAttribution,
  });
}

import { describe, expect, it } from 'vitest';
import { loadMapProvider } from './load-map-provider.ts';
import { OPENSTREETMAP_SETTINGS } from './map-settings.ts';

describe('loadMapProvider', () => {
  it('draws with Leaflet when no Google Maps key is configured', async () => {
    await expect(loadMapProvider(OPENSTREETMAP_SETTINGS)).resolves.toMatchObject({
      name: 'leaflet',
    });
    await expect(
      loadMapProvider({ ...OPENSTREETMAP_SETTINGS, googleMapsApiKey: '' }),
    ).resolves.toMatchObject({ name: 'leaflet' });
  });

  it('draws with Google Maps when a key is configured', async () => {
    await expect(
      loadMapProvider({ ...OPENSTREETMAP_SETTINGS, googleMapsApiKey: 'test-key' }),
    ).resolves.toMatchObject({ name: 'google' });
  });
});

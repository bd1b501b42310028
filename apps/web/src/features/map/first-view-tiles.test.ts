import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import * as L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { firstViewTiles, tileUrl, worldPixel } from './first-view-tiles.ts';
import { OPENSTREETMAP_SETTINGS } from './map-settings.ts';

describe('the first view tiles', () => {
  it('projects a point as Leaflet does', () => {
    const { lat, lng } = MAP_DEFAULTS.centre;
    const leaflet = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lng), MAP_DEFAULTS.zoom);
    const ours = worldPixel(MAP_DEFAULTS.centre, MAP_DEFAULTS.zoom);
    expect(ours.x).toBeCloseTo(leaflet.x, 6);
    expect(ours.y).toBeCloseTo(leaflet.y, 6);
  });

  it('writes the addresses Leaflet asks for, and none for a template it does not know', () => {
    const map = L.map(document.createElement('div'), { center: [35.16, 129.06], zoom: 15 });
    const layer = L.tileLayer('https://{s}.tile.test/{z}/{x}/{y}{r}.png').addTo(map);
    const leaflet = layer.getTileUrl(Object.assign(L.point(27_930, 13_057), { z: 15 }));
    map.remove();
    expect(tileUrl('https://{s}.tile.test/{z}/{x}/{y}{r}.png', 27_930, 13_057, 15)).toBe(leaflet);
    expect(tileUrl('https://tile.test/{z}/{x}/{y}.png?key={apiKey}', 1, 2, 3)).toBeNull();
  });

  it('places five columns and three rows around the centre, its tile covering the centre', () => {
    const tiles = firstViewTiles(OPENSTREETMAP_SETTINGS.tileUrl, MAP_DEFAULTS.centre, 15);

    expect(tiles).toHaveLength(15);
    const covering = tiles.filter(
      (tile) => tile.left <= 0 && tile.left > -256 && tile.top <= 0 && tile.top > -256,
    );
    expect(covering).toHaveLength(1);
    const { x, y } = worldPixel(MAP_DEFAULTS.centre, 15);
    expect(covering[0]?.url).toBe(
      `https://tile.openstreetmap.org/15/${Math.floor(x / 256)}/${Math.floor(y / 256)}.png`,
    );
    expect(tiles.filter((tile) => tile.inSight)).toHaveLength(9);
  });
});

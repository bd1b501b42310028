import type { LatLng } from './map-provider.ts';

/** The raster tiles' size in CSS pixels (Leaflet's default, and every common tile server's). */
export const TILE_SIZE = 256;
/** Leaflet's default subdomains for `{s}`. */
const SUBDOMAINS = 'abc';
/** Tiles either side of the centre's: five columns cover the desktop frame's 850 px. */
const COLUMNS_AROUND = 2;
/** Rows either side of the centre's: three cover a phone's frame. */
const ROWS_AROUND = 1;

/** A tile of the first view: its address and where its top left corner is from the centre. */
export type FirstViewTile = { url: string; left: number; top: number; inSight: boolean };

/** The point's pixel in the Web Mercator world at `zoom` (Leaflet's EPSG:3857 projection). */
export function worldPixel({ lat, lng }: LatLng, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: (scale * (lng + 180)) / 360,
    y: scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  };
}

/**
 * The tile's address in a Leaflet URL template, as Leaflet writes it (so that the browser has
 * the picture already when Leaflet asks for it); null for a template with other placeholders.
 */
export function tileUrl(template: string, x: number, y: number, zoom: number): string | null {
  const values: Record<string, string> = {
    s: SUBDOMAINS[Math.abs(x + y) % SUBDOMAINS.length] ?? 'a',
    z: String(zoom),
    x: String(x),
    y: String(y),
    r: '',
  };
  let known = true;
  const url = template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) known = false;
    return value ?? '';
  });
  return known ? url : null;
}

/**
 * The tiles around `centre` at `zoom`, placed as Leaflet places them in a frame centred there:
 * what the server draws in the map's frame so that the map's first view arrives with the page,
 * before the map's code (and is not outdone, as the page's largest picture, by a tile drawn
 * later). `inSight`: the centre's column and its neighbours, which any frame shows.
 */
export function firstViewTiles(template: string, centre: LatLng, zoom: number): FirstViewTile[] {
  const pixel = worldPixel(centre, zoom);
  const column = Math.floor(pixel.x / TILE_SIZE);
  const row = Math.floor(pixel.y / TILE_SIZE);
  const tiles: FirstViewTile[] = [];
  for (let dy = -ROWS_AROUND; dy <= ROWS_AROUND; dy += 1) {
    for (let dx = -COLUMNS_AROUND; dx <= COLUMNS_AROUND; dx += 1) {
      const x = column + dx;
      const y = row + dy;
      const url = tileUrl(template, x, y, zoom);
      if (url === null) return [];
      tiles.push({
        url,
        left: Math.round(x * TILE_SIZE - pixel.x),
        top: Math.round(y * TILE_SIZE - pixel.y),
        inSight: Math.abs(dx) <= 1,
      });
    }
  }
  return tiles;
}

import 'leaflet/dist/leaflet.css';
import { publishedPoint } from '@daengnyang/contract/pet-reports';
import * as L from 'leaflet';

export type LatLng = { lat: number; lng: number };
export type TileSettings = { tileUrl: string; attribution: string };

/**
 * The published point is the centre of a cell about 200 m on a side: a circle of 150 m around it
 * (the cell's half-diagonal is about 141 m) always holds the exact point without naming it.
 */
export const PUBLISHED_AREA_RADIUS_METRES = 150;

// The site's accent (tokens.css --color-accent): Leaflet paths take colours, not variables.
const ACCENT = '#ffc421';

/** A Leaflet map with Korean zoom buttons and the tile server's credit, as the map page draws. */
export function createTiledMap(
  container: HTMLElement,
  { tileUrl, attribution }: TileSettings,
  centre: LatLng,
  zoom: number,
  options: L.MapOptions = {},
): L.Map {
  const map = L.map(container, { center: centre, zoom, zoomControl: false, ...options });
  if (options.zoomControl !== false) {
    L.control.zoom({ zoomInTitle: '확대', zoomOutTitle: '축소' }).addTo(map);
  }
  L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
  map.attributionControl.setPrefix(false);
  return map;
}

/** The area a point is published as: the circle around its grid cell's centre. */
export function publishedArea(point: LatLng): L.Circle {
  return L.circle(publishedPoint(point.lat, point.lng), {
    radius: PUBLISHED_AREA_RADIUS_METRES,
    color: ACCENT,
    weight: 2,
    fillOpacity: 0.15,
    interactive: false,
  });
}

/** The picked point, seen only by the member picking it. */
export function pickedPin(point: LatLng): L.CircleMarker {
  return L.circleMarker(point, {
    radius: 8,
    color: '#1f2329',
    weight: 2,
    fillColor: ACCENT,
    fillOpacity: 1,
    interactive: false,
  });
}

import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import type { Place } from '@daengnyang/contract/map';
import type { SiteConfig } from '@daengnyang/contract/site-config';
import { http } from 'msw';
import { ok } from './envelope.ts';
import { requestLog } from './request-log.ts';

/** No Google key: the map is Leaflet, and its tiles never load in tests. */
export const SITE_CONFIG: SiteConfig = {
  googleMapsApiKey: null,
  mapTileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png',
  mapTileAttribution: '&copy; OpenStreetMap contributors',
};

const { lat, lng } = MAP_DEFAULTS.centre;

/** A place of `categoryId` about `northMetres` north of the default centre. */
export function mapPlace(
  mapInfoId: number,
  name: string,
  categoryId: number,
  northMetres: number,
  overrides: Partial<Place> = {},
): Place {
  return {
    mapInfoId,
    name,
    categoryId,
    address: `부산광역시 부산진구 중앙대로 ${600 + mapInfoId}`,
    phoneNumber: `051-800-${String(mapInfoId).padStart(4, '0')}`,
    operationTime: '09:00 - 19:00',
    breakTime: '13:00 - 14:00',
    fullTime: false,
    content: null,
    mapInfoLocationDto: { mapInfoLat: lat + northMetres / 111_320, mapInfoLng: lng },
    ...overrides,
  };
}

/** Places by map category, nearest first as the API answers (wire contract §3). */
export const MAP_PLACES: Readonly<Record<number, readonly Place[]>> = {
  1: [
    mapPlace(1, '서면24시동물메디컬센터', 1, 300, {
      fullTime: true,
      operationTime: '00:00 - 24:00',
      breakTime: null,
    }),
    mapPlace(2, '전포튼튼동물병원', 1, 1500),
  ],
  2: [mapPlace(11, '멍냥이네 카페', 2, 800)],
  3: [mapPlace(21, '부산진구 유기동물보호소', 3, 2500)],
};

export const mapHandlers = [
  http.get('/api/site-config', () => ok<SiteConfig>(SITE_CONFIG)),
  http.get<{ categoryId: string }>('/api/map/:categoryId', ({ params }) =>
    ok<readonly Place[]>(MAP_PLACES[Number(params.categoryId)] ?? []),
  ),
];

/** Answers place searches like `mapHandlers` and records them (see request-log.ts). */
export function recordPlaceSearches() {
  const log = requestLog();
  const handler = http.get<{ categoryId: string }>(
    '/api/map/:categoryId',
    ({ request, params }) => {
      log.add(request);
      return ok<readonly Place[]>(MAP_PLACES[Number(params.categoryId)] ?? []);
    },
  );
  return { handler, searches: log.urls };
}

import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import type { Place } from '@daengnyang/contract/map';

const { lat, lng } = MAP_DEFAULTS.centre;

/** Sample places around the default centre for the map tests. */
export function testPlace(
  overrides: Partial<Place> & Pick<Place, 'mapInfoId' | 'name'>,
  offset: { lat: number; lng: number } = { lat: 0, lng: 0 },
): Place {
  return {
    categoryId: 1,
    address: '부산광역시 부산진구 중앙대로 672',
    phoneNumber: '051-123-4567',
    operationTime: '09:00 ~ 21:00',
    breakTime: '13:00 ~ 14:00',
    fullTime: false,
    content: '',
    mapInfoLocationDto: { mapInfoLat: lat + offset.lat, mapInfoLng: lng + offset.lng },
    ...overrides,
  };
}

import { places } from '../schema/map.ts';
import { AREAS, SAMPLE_PLACES, type SamplePlace } from './content/places.ts';
import type { Random } from './random.ts';
import type { SeedContext } from './seed-context.ts';

/** Opening hours by map category: 1 동물병원, 2 카페, 3 보호소. */
const HOURS: Record<SamplePlace['categoryId'], { open: string[]; breaks: (string | null)[] }> = {
  1: {
    open: ['09:00 - 19:00', '09:30 - 20:00', '10:00 - 21:00', '09:00 - 21:00'],
    breaks: ['13:00 - 14:00', '12:30 - 13:30', null],
  },
  2: {
    open: ['11:00 - 21:00', '12:00 - 22:00', '10:30 - 20:30', '11:00 - 20:00'],
    breaks: [null, null, '15:00 - 16:00'],
  },
  3: {
    open: ['10:00 - 17:00', '09:00 - 18:00', '10:00 - 16:00'],
    breaks: ['12:00 - 13:00', null],
  },
};

/** How far a place may sit from the centre of its neighbourhood. */
const SCATTER_METRES = 200;
const METRES_PER_DEGREE = 111_320;

/** Hospitals, cafes and shelters around Busan; returns how many were inserted. */
export async function seedPlaces(ctx: SeedContext): Promise<number> {
  const { random } = ctx;
  const createdAt = new Date(ctx.now.getTime() - 90 * 24 * 60 * 60 * 1000);
  const rows = SAMPLE_PLACES.map((place) => {
    const area = AREAS[place.area];
    const hours = HOURS[place.categoryId];
    const { lat, lng } = scatter(random, area.lat, area.lng);
    const floor = random.chance(0.4) ? ` ${random.int(1, 4)}층` : '';
    return {
      categoryId: place.categoryId,
      name: place.name,
      address: `부산광역시 ${area.district} ${random.pick(area.roads)} ${random.int(10, 320)}${floor}`,
      phoneNumber: `051-${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
      operationTime: place.fullTime ? '00:00 - 24:00' : random.pick(hours.open),
      breakTime: place.fullTime ? null : random.pick(hours.breaks),
      fullTime: place.fullTime === true,
      content: place.content,
      lat,
      lng,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await ctx.tx.insert(places).values(rows);
  return rows.length;
}

/** A point uniformly within SCATTER_METRES of the given one. */
function scatter(random: Random, lat: number, lng: number): { lat: number; lng: number } {
  const distance = SCATTER_METRES * Math.sqrt(random.next());
  const bearing = random.next() * 2 * Math.PI;
  const north = distance * Math.cos(bearing);
  const east = distance * Math.sin(bearing);
  return {
    lat: lat + north / METRES_PER_DEGREE,
    lng: lng + east / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180)),
  };
}

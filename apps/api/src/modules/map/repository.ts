import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { places } from '../../db/schema/map.ts';

export type RadiusSearch = {
  categoryId: number;
  lat: number;
  lng: number;
  radiusMetres: number;
  limit: number;
};

/**
 * Places of a category within the radius, nearest first. The earth_box test is answered
 * from the GiST index places_earth_idx (its expression is ll_to_earth(lat, lng)); the box is
 * a little larger than the circle, so earth_distance then keeps the places truly inside.
 * Returns the query itself (awaiting it runs it), so that its plan can be checked.
 */
export function findPlacesWithin(db: Executor, search: RadiusSearch) {
  const centre = sql`ll_to_earth(${search.lat}::float8, ${search.lng}::float8)`;
  const point = sql`ll_to_earth(${places.lat}, ${places.lng})`;
  const radius = sql`${search.radiusMetres}::float8`;
  const distance = sql<number>`earth_distance(${centre}, ${point})`;
  return db
    .select({
      id: places.id,
      name: places.name,
      categoryId: places.categoryId,
      address: places.address,
      phoneNumber: places.phoneNumber,
      operationTime: places.operationTime,
      breakTime: places.breakTime,
      fullTime: places.fullTime,
      content: places.content,
      lat: places.lat,
      lng: places.lng,
    })
    .from(places)
    .where(
      and(
        eq(places.categoryId, search.categoryId),
        sql`earth_box(${centre}, ${radius}) @> ${point}`,
        sql`${distance} <= ${radius}`,
      ),
    )
    .orderBy(distance, asc(places.id))
    .limit(search.limit);
}

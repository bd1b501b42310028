import { asc, type Placeholder, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { places } from '../../db/schema/map.ts';

export type RadiusSearch = {
  categoryId: number;
  lat: number;
  lng: number;
  radiusMetres: number;
  limit: number;
};

/**
 * The search's values, or the placeholders a prepared statement fills with them; `radius` is
 * the chord of the radius (chordOf).
 */
type SearchValues = Record<'categoryId' | 'lat' | 'lng' | 'radius', number | Placeholder>;

const PLACEHOLDERS: SearchValues = {
  categoryId: sql.placeholder('categoryId'),
  lat: sql.placeholder('lat'),
  lng: sql.placeholder('lng'),
  radius: sql.placeholder('radius'),
};

/** earthdistance's sphere (earth()): its radius in metres. */
const EARTH_RADIUS_METRES = 6_378_168;

/** The straight line through the sphere between two points `metres` apart along it. */
export const chordOf = (metres: number) =>
  2 * EARTH_RADIUS_METRES * Math.sin(metres / (2 * EARTH_RADIUS_METRES));

/**
 * Places of a category within the radius, nearest first (ties by id). The derived table is
 * the `limit` places of the category nearest to the centre: the GiST index
 * places_category_earth_idx holds the category and the point, so that scan is a
 * nearest-neighbour walk (`<->`) inside the category that stops after `limit` places. Of
 * those, the ones truly within the radius (great-circle distance) remain. (A bounding box in
 * the same WHERE is estimated at a handful of rows — there are no statistics for cube
 * containment — and planned as "fetch every place in the box, then sort": 4,500 rows for a
 * 3 km circle of the benchmark.) The derived table carries the table's name, so the columns
 * below read from it.
 */
export function selectPlacesWithin(db: Executor, values: SearchValues, limit: number) {
  // A subquery, so that the prepared statement's generic plan computes the centre once, not
  // in every distance the index walk measures.
  const centre = sql`(select ll_to_earth(${values.lat}::float8, ${values.lng}::float8))`;
  const point = sql`ll_to_earth(${places.lat}, ${places.lng})`;
  // The straight-line (chord) distance through the earth orders like the great-circle one;
  // computed once per place, where ordering by earth_distance computed it twice more.
  const nearest = sql`(select *, ${point} <-> ${centre} as chord from ${places}
    where ${places.categoryId} = ${values.categoryId}
    order by ${point} <-> ${centre} limit ${sql.raw(String(limit))}) as ${places}`;
  const chord = sql<number>`${places}.chord`;
  return db
    .select({
      id: sql<number>`${places.id}`,
      name: sql<string>`${places.name}`,
      categoryId: sql<number>`${places.categoryId}`,
      address: sql<string>`${places.address}`,
      phoneNumber: sql<string | null>`${places.phoneNumber}`,
      operationTime: sql<string | null>`${places.operationTime}`,
      breakTime: sql<string | null>`${places.breakTime}`,
      fullTime: sql<boolean>`${places.fullTime}`,
      content: sql<string | null>`${places.content}`,
      lat: sql<number>`${places.lat}`,
      lng: sql<number>`${places.lng}`,
    })
    .from(nearest)
    .where(sql`${chord} <= ${values.radius}::float8`)
    .orderBy(chord, asc(places.id));
}

export async function findPlacesWithin(db: Database, search: RadiusSearch) {
  const statement = prepared(db, `places_within_${search.limit}`, (name) =>
    selectPlacesWithin(db, PLACEHOLDERS, search.limit).prepare(name),
  );
  return statement.execute({
    categoryId: search.categoryId,
    lat: search.lat,
    lng: search.lng,
    radius: chordOf(search.radiusMetres),
  });
}

import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { petReports } from './schema/pet-reports.ts';

/**
 * Distances and areas around a point, on the reports' published points: SQL pieces for the
 * pet report repository's statements, as db/blocks.ts holds those of blocks. Each shape is
 * written with values (a statement built per call) or with a prepared statement's
 * placeholders (db/prepared.ts), which `centreValues` and `circleValues` fill.
 */

export type Point = { lat: number; lng: number };

/** A value of the SQL: itself, or a prepared statement's placeholder for it. */
type Value = number | Placeholder;

/** A centre with the length of a degree of longitude there, relative to one of latitude. */
export type Centre<V extends Value = Value> = { lat: V; lng: V; lngScale: V };

/** A circle, with the latitude/longitude box drawn around it. */
export type Circle<V extends Value = Value> = Centre<V> & {
  metres: V;
  latMin: V;
  latMax: V;
  lngMin: V;
  lngMax: V;
};

/** Metres in a degree of latitude on earthdistance's sphere (a degree of longitude: times cos). */
const METRES_PER_DEGREE = 111_319.5;
/** The plain box is drawn a little wider than the circle, so rounding never cuts a point off. */
const BOX_MARGIN = 1.01;

export const centreValues = (centre: Point): Centre<number> => ({
  lat: centre.lat,
  lng: centre.lng,
  lngScale: Math.cos((centre.lat * Math.PI) / 180),
});

export function circleValues(centre: Point, metres: number): Circle<number> {
  const values = centreValues(centre);
  const latDegrees = (metres * BOX_MARGIN) / METRES_PER_DEGREE;
  const lngDegrees = latDegrees / values.lngScale;
  return {
    ...values,
    metres,
    latMin: centre.lat - latDegrees,
    latMax: centre.lat + latDegrees,
    lngMin: centre.lng - lngDegrees,
    lngMax: centre.lng + lngDegrees,
  };
}

export const centrePlaceholders: Centre<Placeholder> = {
  lat: sql.placeholder('lat'),
  lng: sql.placeholder('lng'),
  lngScale: sql.placeholder('lngScale'),
};

export const circlePlaceholders: Circle<Placeholder> = {
  ...centrePlaceholders,
  metres: sql.placeholder('metres'),
  latMin: sql.placeholder('latMin'),
  latMax: sql.placeholder('latMax'),
  lngMin: sql.placeholder('lngMin'),
  lngMax: sql.placeholder('lngMax'),
};

/**
 * Metres from `centre` to the published point on a flat map at the centre's latitude: within
 * 0.2 % of the great circle at the 20 km a search reaches, and plain float arithmetic where
 * earth_distance costs ~10 µs a row over the thousands of rows a map tab or a match orders.
 */
export const flatMetres = (centre: Centre) => {
  // Squares are products, not power(): IEEE multiplication rounds alike in PostgreSQL and in
  // JavaScript, so `flatMetresTo` orders and rounds the reports kept in memory the same way.
  const dLat = sql`(${petReports.publishedLat} - ${centre.lat}::float8)`;
  const dLng = sql`((${petReports.publishedLng} - ${centre.lng}::float8) * ${centre.lngScale}::float8)`;
  return sql<number>`${METRES_PER_DEGREE}::float8 * sqrt(${dLat} * ${dLat} + ${dLng} * ${dLng})`;
};

/**
 * `flatMetres` in JavaScript, operation for operation, for reports kept in memory (a point's
 * coordinates apart: thousands are measured per request, with no object made for each).
 */
export function flatMetresTo(centre: Centre<number>, lat: number, lng: number): number {
  const dLat = lat - centre.lat;
  const dLng = (lng - centre.lng) * centre.lngScale;
  return METRES_PER_DEGREE * Math.sqrt(dLat * dLat + dLng * dLng);
}

/**
 * How far `flatMetresTo` measures at least from the centre, inside the box, to any point outside
 * it: the nearest side, on the same flat map (a point outside is beyond one side, by at least
 * that side's gap along one axis).
 */
export function metresToLeave(
  centre: Centre<number>,
  box: { latMin: number; latMax: number; lngMin: number; lngMax: number },
): number {
  return (
    METRES_PER_DEGREE *
    Math.min(
      centre.lat - box.latMin,
      box.latMax - centre.lat,
      (centre.lng - box.lngMin) * centre.lngScale,
      (box.lngMax - centre.lng) * centre.lngScale,
    )
  );
}

const publishedPointSql = sql`ll_to_earth(${petReports.publishedLat}, ${petReports.publishedLng})`;

/**
 * The published point within the circle. A latitude/longitude box is checked first, then the
 * distance. Without a time window (`spatialIndex`), the earth box walks the spatial index; with
 * one, the window's index narrows the rows far more than the box does in a city this dense,
 * and the planner, which cannot estimate the box, would combine both (4-60 ms on the benchmark
 * data).
 */
export function within(circle: Circle, spatialIndex: boolean): SQL {
  const box = sql`${petReports.publishedLat} between ${circle.latMin}::float8 and ${circle.latMax}::float8
    and ${petReports.publishedLng} between ${circle.lngMin}::float8 and ${circle.lngMax}::float8`;
  const distance = sql`${flatMetres(circle)} <= ${circle.metres}::float8`;
  if (!spatialIndex) return sql`${box} and ${distance}`;
  const centre = sql`ll_to_earth(${circle.lat}::float8, ${circle.lng}::float8)`;
  return sql`earth_box(${centre}, ${circle.metres}::float8) @> ${publishedPointSql} and ${box} and ${distance}`;
}

/** `within(circle, false)` in JavaScript, for reports kept in memory. */
export function isWithin(circle: Circle<number>, lat: number, lng: number): boolean {
  return (
    lat >= circle.latMin &&
    lat <= circle.latMax &&
    lng >= circle.lngMin &&
    lng <= circle.lngMax &&
    flatMetresTo(circle, lat, lng) <= circle.metres
  );
}

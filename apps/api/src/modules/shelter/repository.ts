import type { Species } from '@daengnyang/contract/pet-reports';
import { and, asc, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shelterAnimals } from '../../db/schema/pet-reports.ts';
import { shelterSyncState } from '../../db/schema/shelter-sync.ts';
import type { ShelterAnimalFields } from './animal-fields.ts';

/** A re-hosted photo, as the `images` list keeps it; `source`: its address on the service. */
export type ShelterImage = {
  path: string;
  thumbPath: string;
  width: number;
  height: number;
  source: string;
};

export type ShelterAnimalRow = Omit<ShelterAnimalFields, 'photoUrls' | 'sourceUpdatedAt'> & {
  images: ShelterImage[];
};

/** The states the public service gives an animal still in a shelter (공고중, 보호중). */
export const LISTED_STATES = ['공고중', '보호중'] as const;

const isShelterImage = (value: unknown): value is ShelterImage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ShelterImage).path === 'string' &&
  typeof (value as ShelterImage).thumbPath === 'string';

/** The `images` column read back: the entries that have their files' keys. */
const imagesOf = (value: unknown): ShelterImage[] =>
  Array.isArray(value) ? value.filter(isShelterImage) : [];

/** The photos each of these animals has now (an animal not stored yet is absent). */
export async function findShelterImages(
  db: Executor,
  desertionNos: string[],
): Promise<Map<string, ShelterImage[]>> {
  if (desertionNos.length === 0) return new Map();
  const rows = await db
    .select({ desertionNo: shelterAnimals.desertionNo, images: shelterAnimals.images })
    .from(shelterAnimals)
    .where(inArray(shelterAnimals.desertionNo, desertionNos));
  return new Map(rows.map((row) => [row.desertionNo, imagesOf(row.images)]));
}

/** Every column an upsert rewrites from what the service said (all but the key and creation). */
const REWRITTEN = [
  'species',
  'kindName',
  'colorText',
  'colors',
  'age',
  'weight',
  'sex',
  'neutered',
  'specialMark',
  'happenDate',
  'happenPlace',
  'noticeNo',
  'noticeStart',
  'noticeEnd',
  'processState',
  'careName',
  'careTel',
  'careAddr',
  'orgName',
  'rfid',
  'images',
  'sourceUpdatedAt',
] as const;

/**
 * Inserts the animals or updates them by desertion number, in one statement. Answers the
 * numbers of the animals it inserted (not seen before).
 */
export async function upsertShelterAnimals(
  db: Executor,
  animals: Array<Omit<ShelterAnimalFields, 'photoUrls'> & { images: ShelterImage[] }>,
): Promise<string[]> {
  if (animals.length === 0) return [];
  const set: Record<string, SQL> = { updatedAt: sql`now()` };
  for (const key of REWRITTEN) set[key] = sql.raw(`excluded."${shelterAnimals[key].name}"`);
  const rows = await db
    .insert(shelterAnimals)
    .values(animals)
    .onConflictDoUpdate({ target: shelterAnimals.desertionNo, set })
    // xmax is 0 on a row this statement inserted, set on one it updated.
    .returning({ desertionNo: shelterAnimals.desertionNo, inserted: sql<boolean>`(xmax = 0)` });
  return rows.filter((row) => row.inserted).map((row) => row.desertionNo);
}

/** When the last complete run over `region` started; null before the first. */
export async function findLastRunStart(db: Executor, region: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: shelterSyncState.lastRunStartedAt })
    .from(shelterSyncState)
    .where(eq(shelterSyncState.region, region));
  return row?.at ?? null;
}

export async function saveLastRunStart(db: Executor, region: string, at: Date): Promise<void> {
  await db
    .insert(shelterSyncState)
    .values({ region, lastRunStartedAt: at })
    .onConflictDoUpdate({
      target: shelterSyncState.region,
      set: { lastRunStartedAt: at, updatedAt: sql`now()` },
    });
}

/** Deletes the animals whose notice ended before `day` (`YYYY-MM-DD`): how many, and their photos. */
export async function deleteAnimalsNoticedBefore(
  db: Executor,
  day: string,
): Promise<{ removed: number; images: ShelterImage[] }> {
  const rows = await db
    .delete(shelterAnimals)
    .where(lt(shelterAnimals.noticeEnd, day))
    .returning({ images: shelterAnimals.images });
  return { removed: rows.length, images: rows.flatMap((row) => imagesOf(row.images)) };
}

export type ShelterListFilter = {
  species: Species | undefined;
  /** `YYYY-MM-DD` in Seoul: notices ending from today on come first. */
  today: string;
  limit: number;
  offset: number;
};

/**
 * Animals still in a shelter (공고중, 보호중): the notices still running, ending soonest first,
 * then those whose notice has ended, the latest first. The table holds one region's last weeks
 * (a few thousand rows), so the count is exact.
 */
export async function listShelterAnimals(
  db: Executor,
  filter: ShelterListFilter,
): Promise<{ rows: ShelterAnimalRow[]; total: number }> {
  const where = and(
    inArray(shelterAnimals.processState, [...LISTED_STATES]),
    filter.species ? eq(shelterAnimals.species, filter.species) : undefined,
  );
  const ended = sql`${shelterAnimals.noticeEnd} < ${filter.today}::date`;
  const rows = await db
    .select()
    .from(shelterAnimals)
    .where(where)
    .orderBy(
      asc(ended),
      asc(sql`case when not ${ended} then ${shelterAnimals.noticeEnd} end`),
      desc(shelterAnimals.noticeEnd),
      asc(shelterAnimals.desertionNo),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(shelterAnimals).where(where);
  return {
    rows: rows.map((row) => ({
      ...row,
      species: row.species as Species,
      sex: row.sex as ShelterAnimalRow['sex'],
      colors: row.colors as ShelterAnimalRow['colors'],
      images: imagesOf(row.images),
    })),
    total: counted?.total ?? 0,
  };
}

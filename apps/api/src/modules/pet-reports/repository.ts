import type { PetMatchDismiss } from '@daengnyang/contract/pet-reports';
import { and, asc, desc, eq, gte, inArray, lt, lte, ne, not, or, type SQL, sql } from 'drizzle-orm';
import { authorColumns } from '../../db/authors.ts';
import { notBlockedBy } from '../../db/blocks.ts';
import type { Database, Executor } from '../../db/client.ts';
import {
  type Centre,
  centrePlaceholders,
  centreValues,
  circlePlaceholders,
  circleValues,
  flatMetres,
  type Point,
  within,
} from '../../db/pet-report-areas.ts';
import { prepared } from '../../db/prepared.ts';
import { communityPostImages, communityPosts } from '../../db/schema/community.ts';
import {
  petMatchDismissals,
  petMatchNotices,
  petReports,
  shelterAnimals,
} from '../../db/schema/pet-reports.ts';
import { users } from '../../db/schema/users.ts';
import type { ShownImage } from '../../images/urls.ts';

/** What scoring compares of a candidate report (scoring.ts), read for hundreds of rows. */
const profileColumns = {
  postId: petReports.postId,
  kind: petReports.kind,
  species: petReports.species,
  breed: petReports.breed,
  sex: petReports.sex,
  ageBand: petReports.ageBand,
  size: petReports.size,
  colors: petReports.colors,
  marks: petReports.marks,
  registrationNumber: petReports.registrationNumber,
  windowAt: petReports.windowAt,
  areaText: petReports.areaText,
  region: petReports.region,
};

/**
 * What list rows and match cards read of a report (wire.ts `toListedReport` sends the public
 * part): no exact point, withheld detail or phone.
 */
const listedColumns = {
  ...profileColumns,
  neutered: petReports.neutered,
  eventAt: petReports.eventAt,
  publishedLat: petReports.publishedLat,
  publishedLng: petReports.publishedLng,
  contact: petReports.contact,
  reward: petReports.reward,
  vaccinated: petReports.vaccinated,
  conditions: petReports.conditions,
  status: petReports.status,
  statusChangedAt: petReports.statusChangedAt,
};

/** The whole report, the exact point and the withheld fields included. */
const storedColumns = {
  ...listedColumns,
  secretDetail: petReports.secretDetail,
  lat: petReports.lat,
  lng: petReports.lng,
  phone: petReports.phone,
  active: petReports.active,
  revision: petReports.revision,
};

/** A report as stored, the exact point and withheld fields included: never sent as it is. */
export type StoredReport = NonNullable<Awaited<ReturnType<typeof findReport>>>;
export type ProfiledReport = Pick<StoredReport, keyof typeof profileColumns>;
export type ListedReport = Pick<StoredReport, keyof typeof listedColumns>;
type ReportWrite = Omit<StoredReport, 'postId' | 'statusChangedAt' | 'revision'>;

export async function findReport(db: Executor, postId: number) {
  const [row] = await db
    .select(storedColumns)
    .from(petReports)
    .where(eq(petReports.postId, postId));
  return row ?? null;
}

/**
 * The report and its post's author, category and visibility (status changes, matches), and
 * whether its match pairs are stored as it is now (decision 042).
 */
export async function findReportWithPost(db: Executor, postId: number) {
  const [row] = await selectReportWithPost(db).where(eq(petReports.postId, postId));
  return row ?? null;
}

/** `findReportWithPost` for reads outside a transaction, planned once per connection. */
export async function readReportWithPost(db: Database, postId: number) {
  const statement = prepared(db, 'pet_report_with_post', (name) =>
    selectReportWithPost(db)
      .where(eq(petReports.postId, sql.placeholder('postId')))
      .prepare(name),
  );
  const [row] = await statement.execute({ postId });
  return row ?? null;
}

function selectReportWithPost(db: Executor) {
  return db
    .select({
      report: storedColumns,
      authorId: communityPosts.userId,
      categoryId: communityPosts.categoryId,
      title: communityPosts.title,
      hidden: communityPosts.hidden,
      pairsCurrent: petReports.pairsCurrent,
    })
    .from(petReports)
    .innerJoin(communityPosts, eq(communityPosts.id, petReports.postId));
}

/** Writes a new report, or a changed one with its revision raised (status time kept unless it moved). */
export async function saveReport(
  db: Executor,
  postId: number,
  values: ReportWrite,
  stored: StoredReport | null,
): Promise<void> {
  if (!stored) {
    await db.insert(petReports).values({ postId, ...values });
    return;
  }
  await db
    .update(petReports)
    .set({
      ...values,
      revision: sql`${petReports.revision} + 1`,
      pairsCurrent: false,
      updatedAt: sql`now()`,
      ...(values.status === stored.status ? {} : { statusChangedAt: sql`now()` }),
    })
    .where(eq(petReports.postId, postId));
}

export async function deleteReport(db: Executor, postId: number): Promise<void> {
  await db.delete(petReports).where(eq(petReports.postId, postId));
}

export async function setReportStatus(
  db: Executor,
  postId: number,
  status: string,
  active: boolean,
): Promise<void> {
  await db
    .update(petReports)
    .set({
      status,
      active,
      statusChangedAt: sql`now()`,
      updatedAt: sql`now()`,
      revision: sql`${petReports.revision} + 1`,
    })
    .where(eq(petReports.postId, postId));
}

const firstImage = sql<ShownImage | null>`(select json_build_object('path', ${communityPostImages.path},
    'thumbPath', ${communityPostImages.thumbPath}, 'description', ${communityPostImages.description})
  from ${communityPostImages} where ${communityPostImages.postId} = ${communityPosts.id}
  order by ${communityPostImages.position}, ${communityPostImages.id} limit 1)`;

const distanceFrom = (centre: Centre | null) =>
  centre === null ? sql<number | null>`null::float8` : flatMetres(centre);

/** What a report's list row and match card show. */
export const reportRowColumns = (centre: Centre | null) => ({
  report: listedColumns,
  title: communityPosts.title,
  categoryId: communityPosts.categoryId,
  postCreatedAt: communityPosts.createdAt,
  image: firstImage,
  distanceMetres: distanceFrom(centre),
  ...authorColumns,
});

/** A report with what its list row and match card show. */
function selectReportRows(db: Executor, centre: Centre | null) {
  return db
    .select(reportRowColumns(centre))
    .from(petReports)
    .innerJoin(communityPosts, eq(communityPosts.id, petReports.postId))
    .innerJoin(users, eq(users.id, communityPosts.userId));
}
export type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReportRows>['execute']>>[number];

/**
 * Every shown report whose window began at `since` or later, newest first, with what the
 * filters compare (recent-reports.ts keeps them in memory). The window's start is read to the
 * microsecond, as the statements' order compares it.
 */
export async function findRecentReportRows(db: Executor, since: Date) {
  return db
    .select({
      ...reportRowColumns(null),
      active: petReports.active,
      windowMicros: sql<number>`(extract(epoch from ${petReports.windowAt}) * 1000000)::float8`,
    })
    .from(petReports)
    .innerJoin(communityPosts, eq(communityPosts.id, petReports.postId))
    .innerJoin(users, eq(users.id, communityPosts.userId))
    .where(and(gte(petReports.windowAt, since), not(petReports.postHidden)))
    .orderBy(desc(petReports.windowAt), desc(petReports.postId));
}
export type RecentReportRow = Awaited<ReturnType<typeof findRecentReportRows>>[number];

export type ReportSearch = {
  kinds: readonly string[];
  species: string | null;
  /** `active`, `resolved`, `all` or one status. */
  status: string;
  since: Date | null;
  centre: Point | null;
  radiusMetres: number | null;
  readerId: number | null;
  offset: number;
  size: number;
};

/** Totals are counted up to this many: a page count beyond it is never needed to browse. */
export const COUNTED_AT_MOST = 1000;

/**
 * Which filters a search gives, not their values. A search's statements are built from this
 * alone and named after it (one per shape, prepared once per connection; db/prepared.ts), so
 * two searches of one name always run the same SQL. Bounded: four statuses, species or not,
 * window or not, four areas, a reader or not.
 */
type SearchShape = {
  status: 'active' | 'resolved' | 'all' | 'one';
  species: boolean;
  window: boolean;
  area: 'none' | 'near' | 'circle' | 'circle-in-window';
  reader: boolean;
};

function shapeOf(search: ReportSearch): SearchShape {
  const { status } = search;
  return {
    status: status === 'active' || status === 'resolved' || status === 'all' ? status : 'one',
    species: search.species !== null,
    window: search.since !== null,
    area:
      search.centre === null
        ? 'none'
        : search.radiusMetres === null
          ? 'near'
          : search.since === null
            ? 'circle'
            : 'circle-in-window',
    reader: search.readerId !== null,
  };
}

const nameOf = (shape: SearchShape) =>
  [
    shape.status,
    shape.species ? 's' : 'x',
    shape.window ? 'w' : 'x',
    shape.area.replaceAll('-', '_'),
    shape.reader ? 'r' : 'x',
  ].join('_');

const STATUS_FILTERS: Record<SearchShape['status'], SQL | undefined> = {
  active: eq(petReports.active, true),
  resolved: eq(petReports.active, false),
  all: undefined,
  one: eq(petReports.status, sql.placeholder('status')),
};

/** The shape's filters, their values as placeholders (filled by `searchValues`). */
function searchFilter(shape: SearchShape): SQL | undefined {
  const circle = shape.area === 'circle' || shape.area === 'circle-in-window';
  return and(
    sql`${petReports.kind} = any(${sql.placeholder('kinds')}::text[])`,
    STATUS_FILTERS[shape.status],
    shape.species ? eq(petReports.species, sql.placeholder('species')) : undefined,
    shape.window ? gte(petReports.windowAt, sql.placeholder('since')) : undefined,
    circle ? within(circlePlaceholders, shape.area === 'circle') : undefined,
    not(petReports.postHidden),
    notBlockedBy(shape.reader ? sql.placeholder('readerId') : null, petReports.postId),
  );
}

/** The values of the placeholders `searchFilter` wrote for `shape`. */
function searchValues(search: ReportSearch, shape: SearchShape) {
  const { centre, radiusMetres } = search;
  return {
    kinds: [...search.kinds],
    ...(shape.status === 'one' ? { status: search.status } : {}),
    ...(search.species === null ? {} : { species: search.species }),
    // As the column would encode it (a placeholder's value goes to the driver as it is).
    ...(search.since === null ? {} : { since: search.since.toISOString() }),
    ...(centre === null
      ? {}
      : radiusMetres === null
        ? centreValues(centre)
        : circleValues(centre, radiusMetres)),
    ...(search.readerId === null ? {} : { readerId: search.readerId }),
  };
}

/**
 * One page of reports (nearest first when a centre is given, else newest event first) and a
 * capped total. The page is chosen on pet_reports alone; only its rows are joined to their
 * post, author and first picture.
 */
export async function findReportPage(db: Database, search: ReportSearch) {
  const shape = shapeOf(search);
  const values = searchValues(search, shape);
  const centre = shape.area === 'none' ? null : centrePlaceholders;
  const page = prepared(db, `pet_report_page_${nameOf(shape)}_${search.size}`, (name) => {
    const order =
      centre === null
        ? sql`${petReports.windowAt} desc, ${petReports.postId} desc`
        : sql`${flatMetres(centre)}, ${petReports.postId} desc`;
    // The page's ids on pet_reports alone, in the index's order (newest first walks the index
    // and stops after the page). The size is written into the statement: its plan is made
    // once for any values (POSTGRES_SESSION_SETTINGS), and a LIMIT placeholder makes
    // PostgreSQL assume a tenth of the table and hash-join all of it.
    const pageIds = sql`select ${petReports.postId} from ${petReports} where ${searchFilter(shape)}
      order by ${order} limit ${sql.raw(String(search.size))} offset ${sql.placeholder('offset')}`;
    return selectReportRows(db, centre)
      .where(sql`${petReports.postId} in (${pageIds})`)
      .orderBy(order)
      .prepare(name);
  });
  const rows = await page.execute({ ...values, offset: search.offset });
  // A first page that is not full is the whole list: nothing to count.
  if (search.offset === 0 && rows.length < search.size) return { rows, total: rows.length };
  const total = await countedAtMost(
    db,
    `pet_report_count_${nameOf(shape)}`,
    searchFilter(shape),
    values,
  );
  return { rows, total };
}

/**
 * How many reports a search without a place finds whose window began before `before`, up to
 * COUNTED_AT_MOST: the part of a total that the reports kept in memory (recent-reports.ts,
 * which hold every report from `before` on) do not hold.
 */
export async function countReportsBefore(db: Database, search: ReportSearch, before: Date) {
  const shape = shapeOf(search);
  return countedAtMost(
    db,
    `pet_report_count_before_${nameOf(shape)}`,
    and(searchFilter(shape), lt(petReports.windowAt, sql.placeholder('before'))),
    { ...searchValues(search, shape), before: before.toISOString() },
  );
}

/** Reports matching `filter`, counted up to COUNTED_AT_MOST by the prepared statement `name`. */
async function countedAtMost(
  db: Database,
  name: string,
  filter: SQL | undefined,
  values: Record<string, unknown>,
) {
  const count = prepared(db, name, (statementName) => {
    const counted = db
      .select({ one: sql`1` })
      .from(petReports)
      .where(filter)
      .limit(COUNTED_AT_MOST)
      .as('counted');
    return db.select({ n: sql<number>`count(*)::int` }).from(counted).prepare(statementName);
  });
  const [total] = await count.execute(values);
  return total?.n ?? 0;
}

export type CandidateSearch = {
  kinds: readonly string[];
  species: string;
  from: Date;
  to: Date;
  /** Within the area, or anywhere when the registration number is the same. */
  centre: Point | null;
  radiusMetres: number;
  registrationNumber: string | null;
  /** The report itself and its author's other posts are no candidates. */
  excludePostId: number;
  excludeAuthorId: number;
  /**
   * Only reports still searching and shown (notices of a new match), or any (the stored pairs,
   * decision 042: whether a candidate is shown is decided when a list is read).
   */
  open: boolean;
  limit: number;
};

/**
 * Reports that may be the same animal: the species, kinds, time window and area (no area
 * without a centre: a shelter animal's side has no point).
 */
export async function findReportCandidates(db: Executor, search: CandidateSearch) {
  const centre = search.centre === null ? null : centreValues(search.centre);
  // Measured on the rows of the window, which the (species, kind, window_at) indexes narrow to
  // a few hundred: a dog's 20 km box would hold most of the city (decision 034).
  const near =
    search.centre === null
      ? undefined
      : within(circleValues(search.centre, search.radiusMetres), false);
  const area =
    near === undefined || search.registrationNumber === null
      ? near
      : or(near, eq(petReports.registrationNumber, search.registrationNumber));
  return db
    .select({
      report: profileColumns,
      authorId: communityPosts.userId,
      title: communityPosts.title,
      categoryId: communityPosts.categoryId,
      distanceMetres: distanceFrom(centre),
    })
    .from(petReports)
    .innerJoin(communityPosts, eq(communityPosts.id, petReports.postId))
    .where(
      and(
        search.open ? eq(petReports.active, true) : undefined,
        eq(petReports.species, search.species),
        inArray(petReports.kind, [...search.kinds]),
        gte(petReports.windowAt, search.from),
        lte(petReports.windowAt, search.to),
        area,
        search.centre === null ? undefined : sql`${petReports.publishedLat} is not null`,
        ne(petReports.postId, search.excludePostId),
        ne(communityPosts.userId, search.excludeAuthorId),
        search.open ? not(petReports.postHidden) : undefined,
      ),
    )
    .orderBy(centre === null ? desc(petReports.windowAt) : asc(distanceFrom(centre)))
    .limit(search.limit);
}
export type CandidateRow = Awaited<ReturnType<typeof findReportCandidates>>[number];

/** What scoring compares of a shelter animal (profiles.ts). */
const shelterProfileColumns = {
  desertionNo: shelterAnimals.desertionNo,
  species: shelterAnimals.species,
  kindName: shelterAnimals.kindName,
  colorText: shelterAnimals.colorText,
  colors: shelterAnimals.colors,
  age: shelterAnimals.age,
  weight: shelterAnimals.weight,
  sex: shelterAnimals.sex,
  specialMark: shelterAnimals.specialMark,
  happenDate: shelterAnimals.happenDate,
  happenPlace: shelterAnimals.happenPlace,
  careAddr: shelterAnimals.careAddr,
  rfid: shelterAnimals.rfid,
};

/** A shelter animal with what its match card shows. */
export const shelterColumns = {
  ...shelterProfileColumns,
  neutered: shelterAnimals.neutered,
  noticeNo: shelterAnimals.noticeNo,
  noticeStart: shelterAnimals.noticeStart,
  noticeEnd: shelterAnimals.noticeEnd,
  processState: shelterAnimals.processState,
  careName: shelterAnimals.careName,
  careTel: shelterAnimals.careTel,
  images: sql<ShownImage[]>`${shelterAnimals.images}`,
};
export type ShelterRow = Awaited<ReturnType<typeof findShelterAnimals>>[number];

export type ShelterCandidateRow = Awaited<ReturnType<typeof findShelterCandidates>>[number];

/** Animals still in the shelter's care: an ended case ("종료(반환)", …) can no longer be claimed. */
export const inCare = sql`${shelterAnimals.processState} not like '종료%'`;

/** Shelter animals of the species found within the window (`YYYY-MM-DD` bounds). */
export async function findShelterCandidates(
  db: Executor,
  search: { species: string; from: string; to: string; limit: number },
) {
  return db
    .select(shelterProfileColumns)
    .from(shelterAnimals)
    .where(
      and(
        eq(shelterAnimals.species, search.species),
        gte(shelterAnimals.happenDate, search.from),
        lte(shelterAnimals.happenDate, search.to),
        inCare,
      ),
    )
    .orderBy(desc(shelterAnimals.happenDate), asc(shelterAnimals.desertionNo))
    .limit(search.limit);
}

export async function findShelterAnimals(db: Executor, desertionNos: string[]) {
  if (desertionNos.length === 0) return [];
  return selectShelterAnimals(db, inArray(shelterAnimals.desertionNo, desertionNos));
}

/** The animals `chosen` names that are still in the shelter's care. */
function selectShelterAnimals(db: Executor, chosen: SQL) {
  return db.select(shelterColumns).from(shelterAnimals).where(and(chosen, inCare));
}

/** `type:id` of the candidates the report's author dismissed. */
/** How a candidate is named among the dismissed ones: `post:12`, `shelter:448567202600123`. */
export const candidateKeyOf = (type: string, id: string | number) => `${type}:${id}`;

export async function findDismissed(db: Executor, postId: number): Promise<Set<string>> {
  const rows = await db
    .select({ type: petMatchDismissals.candidateType, id: petMatchDismissals.candidateId })
    .from(petMatchDismissals)
    .where(eq(petMatchDismissals.postId, postId));
  return new Set(rows.map((row) => candidateKeyOf(row.type, row.id)));
}

/** Whether the candidate is a report (other than the subject's) or a kept shelter animal. */
export async function candidateExists(
  db: Executor,
  postId: number,
  candidate: PetMatchDismiss,
): Promise<boolean> {
  const [row] =
    candidate.type === 'post'
      ? await db
          .select({ id: petReports.postId })
          .from(petReports)
          .where(and(eq(petReports.postId, candidate.candidateId), ne(petReports.postId, postId)))
      : await db
          .select({ id: shelterAnimals.desertionNo })
          .from(shelterAnimals)
          .where(eq(shelterAnimals.desertionNo, candidate.candidateId));
  return row !== undefined;
}

export async function insertDismissal(
  db: Executor,
  postId: number,
  candidate: { type: string; id: string },
): Promise<void> {
  await db
    .insert(petMatchDismissals)
    .values({ postId, candidateType: candidate.type, candidateId: candidate.id })
    .onConflictDoNothing();
}

/** Records that the report's author was told of the pair; false when they already were. */
export async function claimMatchNotice(
  db: Executor,
  postId: number,
  candidate: { type: string; id: string },
): Promise<boolean> {
  const rows = await db
    .insert(petMatchNotices)
    .values({ postId, candidateType: candidate.type, candidateId: candidate.id })
    .onConflictDoNothing()
    .returning({ postId: petMatchNotices.postId });
  return rows.length > 0;
}

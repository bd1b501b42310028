import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { communityPosts } from './community.ts';

/**
 * The structured report of a post of category 6 (실종·목격) or 7 (임보·입양) (issue 23), one per
 * post, gone with it. `lat`/`lng` is the exact point the author picked: it never leaves the
 * server; reads, maps, posters and cards use `published_lat`/`published_lng` (the contract's
 * `publishedPoint`, about 200 m). `registration_number` and `secret_detail` are never shown.
 * `revision` rises with every change of the report (a poster is made once per revision).
 * `window_at` is `event_at`, or the post's time when there is none: the time windows of the
 * filters and of matching read it.
 */
export const petReports = pgTable(
  'pet_reports',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    species: text('species').notNull(),
    breed: text('breed'),
    sex: text('sex').notNull(),
    neutered: boolean('neutered'),
    ageBand: text('age_band').notNull(),
    size: text('size').notNull(),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    marks: text('marks'),
    registrationNumber: text('registration_number'),
    secretDetail: text('secret_detail'),
    eventAt: timestamp('event_at', { withTimezone: true, mode: 'date' }),
    windowAt: timestamp('window_at', { withTimezone: true, mode: 'date' }).notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    publishedLat: doublePrecision('published_lat'),
    publishedLng: doublePrecision('published_lng'),
    areaText: text('area_text'),
    contact: text('contact').notNull().default('comments'),
    phone: text('phone'),
    reward: integer('reward'),
    vaccinated: boolean('vaccinated'),
    region: text('region'),
    conditions: text('conditions'),
    status: text('status').notNull(),
    /** Whether the status is searching, sighted or sheltering (kept with `status`). */
    active: boolean('active').notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    revision: integer('revision').notNull().default(1),
    /**
     * The post's `hidden`, kept by triggers (migration 0018, decision 039): lists and their
     * totals filter on it without reading the post.
     */
    postHidden: boolean('post_hidden').notNull().default(false),
    /**
     * Whether `pet_match_pairs` holds this report's pairs as its fields are now (decision 042):
     * false when it was written and until they are stored.
     */
    pairsCurrent: boolean('pairs_current').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('pet_reports_point_check', sql`(${t.lat} is null) = (${t.lng} is null)`),
    check(
      'pet_reports_registration_check',
      sql`${t.registrationNumber} is null or ${t.registrationNumber} ~ '^[0-9]{15}$'`,
    ),
    /** Filters and matching: shown active reports of a kind and species in a time window. */
    index('pet_reports_active_window_idx')
      .on(t.active, t.species, t.kind, t.windowAt)
      .where(sql`not ${t.postHidden}`),
    /** Within N km, and matching's area: the published point in the spatial index. */
    index('pet_reports_earth_idx')
      .using('gist', sql`ll_to_earth(${t.publishedLat}, ${t.publishedLng})`)
      .where(sql`${t.publishedLat} is not null`),
    /**
     * Lists newest event first without a species (the map tab, `status=active`; `all` and
     * `resolved` through the second): an index walk that stops after a page (migration 0016).
     */
    // `kind` and the published point last: the capped total, and the map tab's nearest-first
    // order, are read from the index alone.
    index('pet_reports_active_recent_idx')
      .on(
        t.active,
        t.windowAt.desc().nullsFirst(),
        t.postId.desc().nullsFirst(),
        t.kind,
        t.publishedLat,
        t.publishedLng,
      )
      .where(sql`not ${t.postHidden}`),
    index('pet_reports_recent_idx')
      .on(t.windowAt.desc().nullsFirst(), t.postId.desc().nullsFirst(), t.kind)
      .where(sql`not ${t.postHidden}`),
    /** Storing a report's match pairs: candidates of any status in the window (decision 042). */
    index('pet_reports_match_window_idx').on(t.species, t.kind, t.windowAt),
    index('pet_reports_registration_idx')
      .on(t.registrationNumber)
      .where(sql`${t.registrationNumber} is not null`),
  ],
);

/**
 * Every storage key of a shelter animal's `images` (main files and thumbnails) as one JSON array
 * of strings, indexed so that `?|` finds the rows pointing to any of some keys.
 */
export const shelterImageKeys = (images: AnyPgColumn) =>
  sql`(jsonb_path_query_array(${images}, '$[*].path') || jsonb_path_query_array(${images}, '$[*].thumbPath'))`;

/**
 * An animal of the public shelter service (구조동물 조회), kept by the hourly sync (issue 23):
 * the notice outlives the public site's listing. `images`: the photos re-hosted through the
 * image pipeline, `[{ path, thumbPath, width, height }]`. `rfid`: its registration number when
 * the service gives one (matched exactly, never shown).
 */
export const shelterAnimals = pgTable(
  'shelter_animals',
  {
    desertionNo: text('desertion_no').primaryKey(),
    species: text('species').notNull(),
    kindName: text('kind_name').notNull(),
    colorText: text('color_text').notNull(),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    age: text('age').notNull(),
    weight: text('weight').notNull(),
    sex: text('sex').notNull(),
    neutered: boolean('neutered'),
    specialMark: text('special_mark').notNull(),
    happenDate: date('happen_date', { mode: 'string' }).notNull(),
    happenPlace: text('happen_place').notNull(),
    noticeNo: text('notice_no').notNull(),
    noticeStart: date('notice_start', { mode: 'string' }).notNull(),
    noticeEnd: date('notice_end', { mode: 'string' }).notNull(),
    processState: text('process_state').notNull(),
    careName: text('care_name').notNull(),
    careTel: text('care_tel').notNull(),
    careAddr: text('care_addr').notNull(),
    orgName: text('org_name').notNull(),
    rfid: text('rfid'),
    images: jsonb('images').notNull().default(sql`'[]'::jsonb`),
    /** The service's own last change (`updTm`). */
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shelter_animals_species_happen_idx').on(t.species, t.happenDate),
    index('shelter_animals_notice_end_idx').on(t.noticeEnd),
    index('shelter_animals_rfid_idx').on(t.rfid).where(sql`${t.rfid} is not null`),
    /** The 보호소 공고 tab (migration 0017): animals still listed, by the end of their notice. */
    index('shelter_animals_listed_idx')
      .on(t.species, t.noticeEnd)
      .where(sql`${t.processState} in ('공고중', '보호중')`),
    /** The orphan sweep's question "does a row point to this file?" (migration 0017). */
    index('shelter_animals_image_keys_idx').using('gin', shelterImageKeys(t.images)),
  ],
);

/** A report and one of its match candidates: `post` (the post's id) or `shelter` (desertion number). */
const candidatePairs = (name: string) =>
  pgTable(
    name,
    {
      postId: integer('post_id')
        .notNull()
        .references(() => communityPosts.id, { onDelete: 'cascade' }),
      candidateType: text('candidate_type').notNull(),
      candidateId: text('candidate_id').notNull(),
      createdAt: createdAt(),
    },
    (t) => [
      primaryKey({ name: `${name}_pkey`, columns: [t.postId, t.candidateType, t.candidateId] }),
    ],
  );

/** "내 아이가 아니에요": candidates the report's author left out of its matches for good. */
export const petMatchDismissals = candidatePairs('pet_match_dismissals');

/** Pairs whose author was told of the match: once per pair, whichever side came later. */
export const petMatchNotices = candidatePairs('pet_match_notices');

/**
 * A lost report and a sighting, sheltering report or shelter animal that may be the same
 * animal, scored once when either side was written (decision 042). One row a pair, read from
 * both sides; the reasons of the few shown are worded when a list is read. Whether the
 * candidate is shown (open, not withheld, not blocked, not dismissed, still in the shelter's
 * care) is decided then too.
 */
export const petMatchPairs = pgTable(
  'pet_match_pairs',
  {
    lostPostId: integer('lost_post_id')
      .notNull()
      .references(() => petReports.postId, { onDelete: 'cascade' }),
    foundPostId: integer('found_post_id').references(() => petReports.postId, {
      onDelete: 'cascade',
    }),
    desertionNo: text('desertion_no').references(() => shelterAnimals.desertionNo, {
      onDelete: 'cascade',
    }),
    score: integer('score').notNull(),
  },
  (t) => [
    check(
      'pet_match_pairs_candidate_check',
      sql`(${t.foundPostId} is null) <> (${t.desertionNo} is null)`,
    ),
    uniqueIndex('pet_match_pairs_lost_found_idx')
      .on(t.lostPostId, t.foundPostId)
      .where(sql`${t.foundPostId} is not null`),
    uniqueIndex('pet_match_pairs_lost_shelter_idx')
      .on(t.lostPostId, t.desertionNo)
      .where(sql`${t.desertionNo} is not null`),
    /** A lost report's list in its order, ties included (the walk stops at the page's end). */
    index('pet_match_pairs_lost_order_idx').on(
      t.lostPostId,
      t.score.desc(),
      t.foundPostId.desc(),
      t.desertionNo.desc(),
    ),
    /** A sighting's or sheltering report's list in its order. */
    index('pet_match_pairs_found_order_idx')
      .on(t.foundPostId, t.score.desc(), t.lostPostId.desc())
      .where(sql`${t.foundPostId} is not null`),
    index('pet_match_pairs_shelter_idx').on(t.desertionNo).where(sql`${t.desertionNo} is not null`),
  ],
);

/** A poster made for one revision of a report, kept in the file store under `path`. */
export const petPosters = pgTable(
  'pet_posters',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    format: text('format').notNull(),
    path: text('path').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'pet_posters_pkey', columns: [t.postId, t.revision, t.format] }),
    index('pet_posters_path_idx').on(t.path),
  ],
);

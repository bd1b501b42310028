import {
  CASE_SIGNALS,
  CASE_STATUSES,
  DECISION_ACTIONS,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  TARGET_STATES,
} from '@daengnyang/contract/moderation';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, imageColumns, updatedAt } from './columns.ts';
import { users } from './users.ts';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One case per reported item (target type and id), however many reports it gathered: opened
 * by the first report or a signal, closed by an administrator's decision, opened again (its
 * version raised) by a new report or the author's objection. No foreign key to the item: the
 * case and its snapshot outlive a deleted item as evidence. Decision 026.
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: CASE_STATUSES }).notNull().default('open'),
    /** Raised by every change a decision must have seen (a report, a decision, an objection). */
    version: integer('version').notNull().default(1),
    /** The open reports' combined weight. */
    weight: doublePrecision('weight').notNull().default(0),
    /** In category 6 or 7: listed first. */
    urgent: boolean('urgent').notNull().default(false),
    signals: text('signals', { enum: CASE_SIGNALS }).array().notNull().default(sql`'{}'::text[]`),
    /** What moderation made of the item: the item's own `hidden` follows it. */
    targetState: text('target_state', { enum: TARGET_STATES }).notNull().default('visible'),
    /** When the item was last withheld; null while it is shown. */
    hiddenAt: moment('hidden_at'),
    /** The item as the first report found it (its images: moderation_snapshot_images). */
    snapshotTitle: text('snapshot_title'),
    snapshotContent: text('snapshot_content').notNull(),
    capturedAt: moment('captured_at').notNull().defaultNow(),
    decision: text('decision', { enum: DECISION_ACTIONS }),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: moment('decided_at'),
    /** A 임시조치's end: the item returns by itself once it passes, unless decided since. */
    measureUntil: moment('measure_until'),
    objectionText: text('objection_text'),
    objectionAt: moment('objection_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('moderation_cases_target_key').on(t.targetType, t.targetId),
    index('moderation_cases_queue_idx').on(
      t.status,
      t.urgent.desc().nullsFirst(),
      t.weight.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('moderation_cases_newest_idx').on(t.status, t.id.desc().nullsFirst()),
    index('moderation_cases_author_idx').on(t.authorId, t.id.desc().nullsFirst()),
    index('moderation_cases_measure_idx')
      .on(t.measureUntil)
      .where(sql`${t.targetState} = 'temporaryMeasure'`),
  ],
);

/** Images of a case's snapshot: the same storage keys as the item's, kept while referenced here. */
export const moderationSnapshotImages = pgTable(
  'moderation_snapshot_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    ...imageColumns(),
  },
  (t) => [
    index('moderation_snapshot_images_case_idx').on(t.caseId, t.position),
    index('moderation_snapshot_images_path_idx').on(t.path),
    index('moderation_snapshot_images_thumb_idx').on(t.thumbPath),
  ],
);

/**
 * One row per member's report. At most one open report per member and case; `weight` is the
 * reporter's weight when they reported; `status` becomes upheld or dismissed with the decision
 * (the reporter's accuracy is counted from these).
 */
export const moderationReports = pgTable(
  'moderation_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    detail: text('detail'),
    weight: doublePrecision('weight').notNull(),
    status: text('status', { enum: ['open', 'upheld', 'dismissed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('moderation_reports_open_key')
      .on(t.caseId, t.reporterId)
      .where(sql`${t.status} = 'open'`),
    index('moderation_reports_case_idx').on(t.caseId, t.id),
    index('moderation_reports_reporter_idx').on(t.reporterId, t.status),
  ],
);

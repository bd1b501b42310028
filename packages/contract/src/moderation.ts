import { z } from 'zod';
import {
  DateTimeSchema,
  IdSchema,
  ImageSchema,
  pageQuerySchema,
  UserSummarySchema,
} from './common.ts';
import { PAGE_SIZES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import {
  MODERATION_NOTE_MAX_LENGTH,
  OBJECTION_MAX_LENGTH,
  REPORT_DETAIL_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_REASONS_NEEDING_DETAIL,
  REPORT_TARGET_TYPES,
  TEMPORARY_MEASURE_MAX_DAYS,
} from './moderation-constants.ts';
import { pagedSchema } from './paging.ts';
import { SanctionCreateSchema, SanctionSchema } from './sanctions.ts';
import { multiLineText } from './text.ts';

export * from './moderation-constants.ts';

const detailText = multiLineText(MESSAGES.reportDetailTooLong).max(
  REPORT_DETAIL_MAX_LENGTH,
  MESSAGES.reportDetailTooLong,
);

/** `POST /api/reports`: one open report per member per item. */
export const ReportCreateSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES, MESSAGES.reportTargetInvalid),
    targetId: IdSchema,
    reason: z.enum(REPORT_REASONS, MESSAGES.reportReasonInvalid),
    detail: detailText.optional().transform((text) => text || undefined),
  })
  .refine((report) => !REPORT_REASONS_NEEDING_DETAIL.includes(report.reason) || report.detail, {
    message: MESSAGES.reportDetailRequired,
    path: ['detail'],
  });
export type ReportCreate = z.infer<typeof ReportCreateSchema>;
/** The created report's id; the envelope's message is `MESSAGES.reportReceived`. */
export const ReportCreatedSchema = z.object({ reportId: z.number().int() });

export const CASE_STATUSES = ['open', 'closed'] as const;
export const CASE_SORTS = ['weight', 'newest'] as const;
/** Where the item stands now: shown, withheld (pending review or decided), under 임시조치, deleted. */
export const TARGET_STATES = ['visible', 'hidden', 'temporaryMeasure', 'deleted'] as const;
export type TargetState = (typeof TARGET_STATES)[number];
/** What opened a case: members' reports, or a signal the server saw by itself (item 7). */
export const CASE_SIGNALS = ['moneyWords', 'manyAdoptionOffers'] as const;
export const DECISION_ACTIONS = ['dismiss', 'hide', 'delete', 'temporaryMeasure'] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

export const AdminReportsQuerySchema = pageQuerySchema(PAGE_SIZES.adminList).extend({
  status: z.enum(CASE_STATUSES).catch('open').default('open'),
  sort: z.enum(CASE_SORTS).catch('weight').default('weight'),
});
export type AdminReportsQuery = z.infer<typeof AdminReportsQuerySchema>;

/** What was reported, as it was when the first report arrived (kept as evidence). */
export const ReportSnapshotSchema = z.object({
  title: z.string().nullable(),
  content: z.string(),
  images: z.array(ImageSchema),
  capturedAt: DateTimeSchema,
});

/** The item as it is now; `link` is the web path that shows it (null once deleted). */
export const ReportedItemSchema = z.object({
  title: z.string().nullable(),
  content: z.string(),
  images: z.array(ImageSchema),
  state: z.enum(TARGET_STATES),
  communityCategoryId: z.number().int().nullable(),
  link: z.string().nullable(),
});

export const CaseReportSchema = z.object({
  reportId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  detail: z.string().nullable(),
  reporter: UserSummarySchema,
  /** The reporter's weight when they reported (account age, past accuracy). */
  weight: z.number(),
  status: z.enum(['open', 'upheld', 'dismissed']),
  createdAt: DateTimeSchema,
});

export const CaseDecisionSchema = z.object({
  action: z.enum(DECISION_ACTIONS),
  note: z.string(),
  decidedBy: UserSummarySchema,
  decidedAt: DateTimeSchema,
});

/** A 임시조치: until when the item is withheld, and the author's one objection. */
export const TemporaryMeasureSchema = z.object({
  until: DateTimeSchema,
  objection: z.object({ text: z.string(), createdAt: DateTimeSchema }).nullable(),
});

/** The author's record: earlier cases about their items and their sanctions. */
export const AuthorHistorySchema = z.object({
  cases: z.array(
    z.object({
      caseId: z.number().int(),
      targetType: z.enum(REPORT_TARGET_TYPES),
      decision: z.enum(DECISION_ACTIONS).nullable(),
      createdAt: DateTimeSchema,
    }),
  ),
  sanctions: z.array(SanctionSchema),
});

/** One case per reported item, however many reports it gathered. */
export const ReportCaseSchema = z.object({
  caseId: z.number().int(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  status: z.enum(CASE_STATUSES),
  /** The reporters' combined weight. */
  weight: z.number(),
  /** Optimistic concurrency: a decision names the version it was made on (stale → 409). */
  version: z.number().int(),
  /** Category 6 or 7: listed first. */
  urgent: z.boolean(),
  signals: z.array(z.enum(CASE_SIGNALS)),
  reports: z.array(CaseReportSchema),
  snapshot: ReportSnapshotSchema,
  item: ReportedItemSchema,
  author: UserSummarySchema,
  authorHistory: AuthorHistorySchema,
  decision: CaseDecisionSchema.nullable(),
  temporaryMeasure: TemporaryMeasureSchema.nullable(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type ReportCase = z.infer<typeof ReportCaseSchema>;
export const ReportCasePageSchema = pagedSchema(ReportCaseSchema);
/** The sidebar's badge: open cases and open appeals. */
export const ModerationOpenCountSchema = z.object({
  cases: z.number().int(),
  appeals: z.number().int(),
});
export type ModerationOpenCount = z.infer<typeof ModerationOpenCountSchema>;

export const CaseParamsSchema = z.object({ caseId: IdSchema });

const noteText = multiLineText(MESSAGES.moderationNoteTooLong).max(
  MODERATION_NOTE_MAX_LENGTH,
  MESSAGES.moderationNoteTooLong,
);

/**
 * `POST /api/admin/reports/{caseId}/decision`. `dismiss` restores a hidden item and lowers the
 * reporters' accuracy; `hide` and `delete` raise it; `temporaryMeasure` (only for a case with a
 * `rightsInfringement` report) withholds the item for `days` (≤ 30, default 30). `sanction`
 * sanctions the item's author in the same step.
 */
export const CaseDecisionCreateSchema = z.object({
  action: z.enum(DECISION_ACTIONS, MESSAGES.decisionActionInvalid),
  version: z.number().int(),
  note: noteText.default(''),
  days: z.number().int().min(1).max(TEMPORARY_MEASURE_MAX_DAYS).optional(),
  sanction: SanctionCreateSchema.optional(),
});
export type CaseDecisionCreate = z.infer<typeof CaseDecisionCreateSchema>;

/** `POST /api/admin/reports/decisions`: one action on several cases, each at its version. */
export const BulkDecisionCreateSchema = z.object({
  cases: z
    .array(z.object({ caseId: IdSchema, version: z.number().int() }))
    .min(1)
    .max(100),
  action: z.enum(['dismiss', 'hide', 'delete'], MESSAGES.decisionActionInvalid),
  note: noteText.default(''),
});
export type BulkDecisionCreate = z.infer<typeof BulkDecisionCreateSchema>;
/** Per case: decided, or why not (stale version, already closed, not found). */
export const BulkDecisionResultSchema = z.array(
  z.object({ caseId: z.number().int(), decided: z.boolean(), message: z.string().nullable() }),
);

/** `POST /api/moderation/cases/{caseId}/objection`: the author objects once to a 임시조치. */
export const ObjectionCreateSchema = z.object({
  text: multiLineText(MESSAGES.objectionRequired)
    .min(1, MESSAGES.objectionRequired)
    .max(OBJECTION_MAX_LENGTH, MESSAGES.objectionTooLong),
});

/**
 * `GET /api/mypage/moderation`: the caller's items that are withheld now — what, why, since
 * when, until when (임시조치), and whether they may still object.
 */
export const MyModeratedItemSchema = z.object({
  caseId: z.number().int(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  excerpt: z.string(),
  state: z.enum(['hidden', 'temporaryMeasure']),
  since: DateTimeSchema,
  until: DateTimeSchema.nullable(),
  canObject: z.boolean(),
  link: z.string().nullable(),
});
export const MyModeratedItemsSchema = z.array(MyModeratedItemSchema);

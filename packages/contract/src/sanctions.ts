import { z } from 'zod';
import { DateTimeSchema, IdSchema, pageQuerySchema, UserSummarySchema } from './common.ts';
import { PAGE_SIZES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { pagedSchema } from './paging.ts';
import { multiLineText } from './text.ts';

/**
 * `warning` only records and tells; `writeBan` lets the member read and sign in but refuses
 * every write (403 `MESSAGES.sanctioned(until)`); `suspension` also revokes every token and
 * refuses every call but the sanction notice, the appeal and sign-out.
 */
export const SANCTION_TYPES = ['warning', 'writeBan', 'suspension'] as const;
export type SanctionType = (typeof SANCTION_TYPES)[number];
/** A sanction lasts 1, 7 or 30 days, or without `days` until an administrator lifts it. */
export const SANCTION_DAYS = [1, 7, 30] as const;
export const SANCTION_REASON_MAX_LENGTH = 1000;
export const APPEAL_MAX_LENGTH = 1000;

export const SANCTION_TYPE_LABELS: Record<SanctionType, string> = {
  warning: '경고',
  writeBan: '글쓰기 제한',
  suspension: '이용 정지',
};

/** `POST /api/admin/users/{userId}/sanctions` (and a case decision's `sanction`). */
export const SanctionCreateSchema = z.object({
  type: z.enum(SANCTION_TYPES, MESSAGES.sanctionTypeInvalid),
  days: z
    .union(
      SANCTION_DAYS.map((days) => z.literal(days)),
      MESSAGES.sanctionDaysInvalid,
    )
    .optional(),
  reason: multiLineText(MESSAGES.sanctionReasonRequired)
    .min(1, MESSAGES.sanctionReasonRequired)
    .max(SANCTION_REASON_MAX_LENGTH, MESSAGES.sanctionReasonTooLong),
});
export type SanctionCreate = z.infer<typeof SanctionCreateSchema>;

export const AppealSchema = z.object({
  appealId: z.number().int(),
  text: z.string(),
  status: z.enum(['open', 'upheld', 'lifted']),
  createdAt: DateTimeSchema,
  decidedAt: DateTimeSchema.nullable(),
  note: z.string().nullable(),
});

/**
 * A sanction. `until` null means permanent; `active` is `until > now()` and not lifted
 * (expiry needs no job). `caseId` names the report case it came from, if any.
 */
export const SanctionSchema = z.object({
  sanctionId: z.number().int(),
  userId: z.number().int(),
  type: z.enum(SANCTION_TYPES),
  reason: z.string(),
  createdAt: DateTimeSchema,
  until: DateTimeSchema.nullable(),
  liftedAt: DateTimeSchema.nullable(),
  active: z.boolean(),
  caseId: z.number().int().nullable(),
  appeal: AppealSchema.nullable(),
});
export type Sanction = z.infer<typeof SanctionSchema>;

export const SanctionParamsSchema = z.object({ sanctionId: IdSchema });
export const UserSanctionsParamsSchema = z.object({ userId: IdSchema });

/**
 * `GET /api/sanctions/me`: the caller's active write ban or suspension (the banner and the
 * notice page) and every sanction they received. Answered under suspension too.
 */
export const MySanctionsSchema = z.object({
  active: SanctionSchema.nullable(),
  history: z.array(SanctionSchema),
});
export type MySanctions = z.infer<typeof MySanctionsSchema>;

/** `POST /api/sanctions/{sanctionId}/appeal`: once per sanction. */
export const AppealCreateSchema = z.object({
  text: multiLineText(MESSAGES.appealRequired)
    .min(1, MESSAGES.appealRequired)
    .max(APPEAL_MAX_LENGTH, MESSAGES.appealTooLong),
});

/** `GET /api/admin/appeals?status=open|closed`: appeals with their sanction and member. */
export const AdminAppealsQuerySchema = pageQuerySchema(PAGE_SIZES.adminList).extend({
  status: z.enum(['open', 'closed']).catch('open').default('open'),
});
export const AdminAppealRowSchema = z.object({
  appeal: AppealSchema,
  sanction: SanctionSchema,
  member: UserSummarySchema,
});
export const AdminAppealPageSchema = pagedSchema(AdminAppealRowSchema);
export const AppealParamsSchema = z.object({ appealId: IdSchema });
/** `POST /api/admin/appeals/{appealId}/decision`: keep the sanction, or lift it. */
export const AppealDecisionSchema = z.object({
  action: z.enum(['uphold', 'lift'], MESSAGES.decisionActionInvalid),
  note: multiLineText(MESSAGES.moderationNoteTooLong)
    .max(1000, MESSAGES.moderationNoteTooLong)
    .default(''),
});

/** `GET /api/admin/users/{userId}/sanctions`: a member's sanctions, newest first. */
export const UserSanctionListSchema = z.array(SanctionSchema);

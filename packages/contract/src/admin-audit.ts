import { z } from 'zod';
import { DateTimeSchema, pageQuerySchema } from './common.ts';
import { PAGE_SIZES } from './constants.ts';
import { pagedSchema } from './paging.ts';

export const AdminAuditQuerySchema = pageQuerySchema(PAGE_SIZES.adminList);

/** One administrator change: who did what (`user.delete`, …) to which ids, and when. */
export const AuditRowSchema = z.object({
  auditId: z.number().int(),
  adminUserId: z.number().int(),
  adminName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetIds: z.array(z.number().int()),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: DateTimeSchema,
});
export type AuditRow = z.infer<typeof AuditRowSchema>;
export const AuditPageSchema = pagedSchema(AuditRowSchema);

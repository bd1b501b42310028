import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/audit.ts';
import { users } from '../../../db/schema/users.ts';
import { offsetOf, type PageRequest } from '../../../http/paging.ts';

/** A page of the audit log, newest first (audit_log_created_idx); awaitable. */
export function auditPageQuery(db: Executor, page: PageRequest) {
  return db
    .select({
      auditId: auditLog.id,
      adminUserId: auditLog.adminUserId,
      adminName: users.name,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetIds: auditLog.targetIds,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.adminUserId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.size)
    .offset(offsetOf(page));
}

export async function findAuditEntries(db: Executor, page: PageRequest) {
  const rows = await auditPageQuery(db, page);
  const [total] = await db.select({ n: count() }).from(auditLog);
  return { rows, total: total?.n ?? 0 };
}

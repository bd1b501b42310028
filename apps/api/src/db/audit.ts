import type { Executor } from './client.ts';
import type { ContentKind } from './content-kinds.ts';
import { auditLog } from './schema/audit.ts';

export type AuditEntry = {
  adminUserId: number;
  action: string;
  targetType: string;
  targetIds: number[];
  detail?: Record<string, unknown>;
};

/** Records an administrator change; call it inside the change's transaction. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, detail: entry.detail ?? null });
}

/**
 * The audit entry of an administrator's delete of someone else's content (the kind names the
 * target and action, content-kind registry); written inside the delete's transaction.
 */
export function auditContentDelete(
  db: Executor,
  kind: ContentKind,
  adminUserId: number,
  ids: number[],
): Promise<void> {
  return recordAudit(db, {
    adminUserId,
    action: kind.audit.deleteAction,
    targetType: kind.audit.targetType,
    targetIds: ids,
  });
}

import type { Executor } from './client.ts';
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

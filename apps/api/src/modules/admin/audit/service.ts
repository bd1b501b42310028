import type { AuditRow } from '@daengnyang/contract/admin-audit';
import type { Paged } from '@daengnyang/contract/paging';
import { formatSeoulDateTime } from '../../../http/dates.ts';
import { type PageRequest, toPage } from '../../../http/paging.ts';
import type { ModuleDeps } from '../../deps.ts';
import { findAuditEntries } from './repository.ts';

/** `detail` is written by recordAudit as an object or null; anything else reads as null. */
function asDetail(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value));
}

/** The administrators' audit log, for the admin audit view. */
export function createAdminAuditService(deps: Pick<ModuleDeps, 'db'>) {
  return {
    async list(page: PageRequest): Promise<Paged<AuditRow>> {
      const { rows, total } = await findAuditEntries(deps.db, page);
      const content = rows.map((row) => ({
        ...row,
        detail: asDetail(row.detail),
        createdAt: formatSeoulDateTime(row.createdAt),
      }));
      return toPage(content, total, page);
    },
  };
}
export type AdminAuditService = ReturnType<typeof createAdminAuditService>;

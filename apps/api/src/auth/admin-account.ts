import type { Database } from '../db/client.ts';
import {
  findAnyByUsername,
  insertAdminUnlessTaken,
  restoreAdmin,
} from '../modules/users/repository.ts';
import { hashPassword, verifyPassword } from './password.ts';

export const ADMIN_DISPLAY_NAME = '댕냥 운영팀';

/**
 * Creates the administrator from configuration, or updates its password when it changed
 * (which also revokes the tokens issued under the old one). Returns the admin's user id.
 */
export async function ensureAdminAccount(
  db: Database,
  admin: { username: string; password: string },
): Promise<number> {
  const existing = await findAnyByUsername(db, admin.username);
  if (!existing) {
    // Several instances may start at once: the unique username decides, then re-read.
    await insertAdminUnlessTaken(db, {
      name: ADMIN_DISPLAY_NAME,
      username: admin.username,
      passwordHash: await hashPassword(admin.password),
    });
    return ensureAdminAccount(db, admin);
  }
  const samePassword =
    existing.passwordHash !== null && (await verifyPassword(existing.passwordHash, admin.password));
  if (!samePassword || existing.role !== 'ROLE_ADMIN') {
    await restoreAdmin(db, existing.id, {
      passwordHash: await hashPassword(admin.password),
      endSessions: !samePassword,
    });
  }
  return existing.id;
}

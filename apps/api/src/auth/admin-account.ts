import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
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
  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, role: users.role })
    .from(users)
    .where(eq(users.username, admin.username));
  if (!existing) {
    // Several instances may start at once: the unique username decides, then re-read.
    await db
      .insert(users)
      .values({
        name: ADMIN_DISPLAY_NAME,
        username: admin.username,
        passwordHash: await hashPassword(admin.password),
        role: 'ROLE_ADMIN',
      })
      .onConflictDoNothing({ target: users.username });
    return ensureAdminAccount(db, admin);
  }
  const samePassword =
    existing.passwordHash !== null && (await verifyPassword(existing.passwordHash, admin.password));
  if (!samePassword || existing.role !== 'ROLE_ADMIN') {
    await db
      .update(users)
      .set({
        passwordHash: await hashPassword(admin.password),
        role: 'ROLE_ADMIN',
        withdrawnAt: null,
        tokenVersion: samePassword ? users.tokenVersion : sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, existing.id));
  }
  return existing.id;
}

import type { Database } from '../db/client.ts';
import type { DomainEvents } from '../events/domain-events.ts';
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
 * A server passes its `events`: the update is then recorded as `member.admin-restored`, so that
 * instances already running drop the account's identity row they keep; a command preparing a
 * database before any server runs has nobody to tell.
 */
export async function ensureAdminAccount(
  db: Database,
  admin: { username: string; password: string },
  events?: Pick<DomainEvents, 'transaction'>,
): Promise<number> {
  const existing = await findAnyByUsername(db, admin.username);
  if (!existing) {
    // Several instances may start at once: the unique username decides, then re-read.
    await insertAdminUnlessTaken(db, {
      name: ADMIN_DISPLAY_NAME,
      username: admin.username,
      passwordHash: await hashPassword(admin.password),
    });
    return ensureAdminAccount(db, admin, events);
  }
  const samePassword =
    existing.passwordHash !== null && (await verifyPassword(existing.passwordHash, admin.password));
  if (!samePassword || existing.role !== 'ROLE_ADMIN') {
    const values = { passwordHash: await hashPassword(admin.password), endSessions: !samePassword };
    if (events) {
      await events.transaction(async (tx, record) => {
        await restoreAdmin(tx, existing.id, values);
        record({
          kind: 'member.admin-restored',
          subjectId: existing.id,
          actorId: null,
          payload: { sessionsEnded: values.endSessions },
        });
      });
    } else {
      await restoreAdmin(db, existing.id, values);
    }
  }
  return existing.id;
}

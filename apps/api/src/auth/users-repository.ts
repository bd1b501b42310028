import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { users } from '../db/schema/users.ts';

/** The columns that decide whether a token still stands. */
export async function findActiveIdentity(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.withdrawnAt)));
  return row ?? null;
}

export async function findAdminByUsername(db: Executor, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      passwordHash: users.passwordHash,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(and(eq(users.username, username), isNull(users.withdrawnAt)));
  return row ?? null;
}

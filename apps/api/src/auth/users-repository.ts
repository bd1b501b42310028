import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { users } from '../db/schema/users.ts';

/** The columns that decide whether a token still stands (read on every signed-in call). */
export async function findActiveIdentity(db: Database, userId: number) {
  const statement = prepared(db, 'active_identity', (name) =>
    db
      .select({
        id: users.id,
        role: users.role,
        tokenVersion: users.tokenVersion,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.withdrawnAt)))
      .prepare(name),
  );
  const [row] = await statement.execute({ userId });
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

/** Ends every session of the user: tokens carrying the old version are refused from now on. */
export async function raiseTokenVersion(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

import { and, inArray, isNull, sql } from 'drizzle-orm';
import { WITHDRAWN_USER_NAME } from '../../db/authors.ts';
import type { Executor } from '../../db/client.ts';
import { LIKE_TARGETS } from '../../db/likes.ts';
import { users } from '../../db/schema/users.ts';

const identifier = (column: { name: string }) => sql.identifier(column.name);

/** The unique index on `users.name_key` among active accounts (migration 0006). */
export const NAME_KEY_INDEX = 'users_name_key_key';

/** The active accounts' keys among `keys`, from NAME_KEY_INDEX; awaitable. */
export function heldNameKeysQuery(db: Executor, keys: string[]) {
  return db
    .select({ nameKey: users.nameKey })
    .from(users)
    .where(and(inArray(users.nameKey, keys), isNull(users.withdrawnAt)));
}

/** Which of the nickname keys an active account holds. */
export async function takenNameKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  const rows = await heldNameKeysQuery(db, keys);
  return new Set(rows.map((row) => row.nameKey).filter((key) => key !== null));
}

/**
 * Locks the accounts that are still active among `userIds` until the transaction ends: a
 * concurrent like by one of them (whose foreign key needs a share lock on the user row) waits,
 * so no like slips in between removing the likes and erasing the account.
 */
export async function lockActiveUsers(db: Executor, userIds: number[]) {
  return db
    .select({ id: users.id, role: users.role, profileImage: users.profileImage })
    .from(users)
    .where(and(inArray(users.id, userIds), isNull(users.withdrawnAt)))
    .orderBy(users.id)
    .for('update');
}

/**
 * Deletes every like of the users and lowers each liked item's kept counter by exactly the
 * likes deleted for it: one statement per kind, so the count and the delete cannot disagree.
 */
export async function removeLikesOf(db: Executor, userIds: number[]): Promise<void> {
  for (const { likes, userColumn, targetColumn, counted, countedId, counter } of Object.values(
    LIKE_TARGETS,
  )) {
    await db.execute(sql`
      with removed as (
        delete from ${likes} where ${inArray(userColumn, userIds)}
        returning ${identifier(targetColumn)} as target_id
      )
      update ${counted} set ${identifier(counter)} = ${counter} - gone.n
      from (select target_id, count(*)::int as n from removed group by target_id) as gone
      where ${countedId} = gone.target_id`);
  }
}

/**
 * Erases the personal data of the accounts and ends their sessions: the raised token version
 * refuses every token issued before, and the erased provider id lets the same social
 * account sign up again as a new user. The row stays so that posts keep an author.
 */
export async function eraseUsers(db: Executor, userIds: number[]): Promise<void> {
  await db
    .update(users)
    .set({
      name: WITHDRAWN_USER_NAME,
      nameKey: null,
      email: null,
      profileImage: null,
      provider: null,
      providerId: null,
      username: null,
      passwordHash: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      withdrawnAt: new Date(),
    })
    .where(inArray(users.id, userIds));
}

import type { OAuthProvider, Role } from '@daengnyang/contract/constants';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { WITHDRAWN_USER_NAME } from '../../db/authors.ts';
import { blocksAnyoneOf } from '../../db/blocks.ts';
import type { Database, Executor } from '../../db/client.ts';
import { LIKE_TARGETS } from '../../db/content-kinds.ts';
import { prepared } from '../../db/prepared.ts';
import { drafts } from '../../db/schema/drafts.ts';
import { users } from '../../db/schema/users.ts';
import { restrictionOf, toRestriction } from '../sanctions/repository.ts';

/**
 * Every query of the `users` table lives here: the sign-in flows (auth/), the caller check on
 * every request, nicknames, withdrawal. Lists that show authors join `users` in their own
 * repositories through db/authors.ts.
 */

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
  for (const { likes, userColumn, targetColumn, counted, countedId, counter } of LIKE_TARGETS) {
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
 * account sign up again as a new user. Their unpublished drafts go. The row stays so that
 * posts keep an author.
 */
export async function eraseUsers(db: Executor, userIds: number[]): Promise<void> {
  await db.delete(drafts).where(inArray(drafts.userId, userIds));
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

/**
 * The columns that decide whether a token still stands and what the member may do (for every
 * signed-in call, kept per instance by auth/identity-cache.ts): the sanction that restricts
 * them and whether they blocked anyone ride along in the same query. A write that changes any
 * of them records a domain event that drops the kept row (events/identity-invalidation.ts).
 * Of several members at once (auth/identity-reads.ts gathers the callers of one turn of the
 * event loop); a withdrawn or unknown one is not among the rows.
 */
export async function findActiveIdentities(db: Database, userIds: readonly number[]) {
  const statement = prepared(db, 'active_identities', (name) =>
    db
      .select({
        id: users.id,
        role: users.role,
        tokenVersion: users.tokenVersion,
        createdAt: users.createdAt,
        restriction: restrictionOf(users.id),
        blocksAnyone: blocksAnyoneOf(users.id),
      })
      .from(users)
      .where(
        and(
          sql`${users.id} = any(${sql.placeholder('userIds')}::int[])`,
          isNull(users.withdrawnAt),
        ),
      )
      .prepare(name),
  );
  const rows = await statement.execute({ userIds });
  return rows.map((row) => ({ ...row, restriction: toRestriction(row.restriction) }));
}
export type ActiveIdentity = Awaited<ReturnType<typeof findActiveIdentities>>[number];

/** An active account's role, for rules that spare administrators (sanctions, blocks). */
export async function findActiveRole(db: Executor, userId: number): Promise<Role | null> {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.withdrawnAt)));
  return row?.role ?? null;
}

/**
 * Ends every session of the user: tokens carrying the old version are refused from now on,
 * once the caller's event (`member.signed-out`, `sanction.imposed`) has dropped the kept
 * identity row.
 */
export async function raiseTokenVersion(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** What a token is signed with. */
export type SignInIdentity = { userId: number; role: Role; tokenVersion: number };
const signInColumns = { userId: users.id, role: users.role, tokenVersion: users.tokenVersion };

/** An active account with a password, by its administrator username. */
export async function findActiveByUsername(db: Executor, username: string) {
  const [row] = await db
    .select({ ...signInColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.username, username), isNull(users.withdrawnAt)));
  return row ?? null;
}

/** The account holding a username, withdrawn or not (the configured administrator's). */
export async function findAnyByUsername(db: Executor, username: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, role: users.role })
    .from(users)
    .where(eq(users.username, username));
  return row ?? null;
}

/** Creates an administrator unless the username is taken (several instances may start at once). */
export async function insertAdminUnlessTaken(
  db: Executor,
  values: { name: string; username: string; passwordHash: string },
): Promise<void> {
  await db
    .insert(users)
    .values({ ...values, role: 'ROLE_ADMIN' })
    .onConflictDoNothing({ target: users.username });
}

/**
 * Makes the account an active administrator with this password; `endSessions` also refuses
 * every token issued before (the password changed).
 */
export async function restoreAdmin(
  db: Executor,
  userId: number,
  values: { passwordHash: string; endSessions: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash: values.passwordHash,
      role: 'ROLE_ADMIN',
      withdrawnAt: null,
      tokenVersion: values.endSessions ? sql`${users.tokenVersion} + 1` : users.tokenVersion,
    })
    .where(eq(users.id, userId));
}

/** The active account of a social identity. */
export async function findSocialIdentity(
  db: Executor,
  provider: OAuthProvider,
  providerId: string,
): Promise<SignInIdentity | null> {
  const [row] = await db
    .select(signInColumns)
    .from(users)
    .where(
      and(
        eq(users.provider, provider),
        eq(users.providerId, providerId),
        isNull(users.withdrawnAt),
      ),
    );
  return row ?? null;
}

/**
 * Creates the account of a social identity; a concurrent first sign-in of the same identity
 * leaves one row, which both get (`created` tells the one that inserted it). A nickname
 * another account holds throws the unique violation of NAME_KEY_INDEX.
 */
export async function insertSocialUser(
  db: Executor,
  values: {
    name: string;
    nameKey: string;
    email: string | null;
    profileImage: string | null;
    provider: OAuthProvider;
    providerId: string;
  },
): Promise<SignInIdentity & { created: boolean }> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: [users.provider, users.providerId],
      set: { updatedAt: new Date() },
    })
    // xmax is 0 on a row this statement inserted, set on one it updated.
    .returning({ ...signInColumns, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('Could not create the social account');
  return row;
}

/** The newest active accounts of a provider, for the development stand-in's list. */
export async function findRecentSocialUsers(db: Executor, provider: OAuthProvider, limit: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.provider, provider), isNull(users.withdrawnAt)))
    .orderBy(desc(users.id))
    .limit(limit);
}

/** The provider id of an active account of that provider (the stand-in signs in as it). */
export async function findProviderId(
  db: Executor,
  provider: OAuthProvider,
  userId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ providerId: users.providerId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.provider, provider), isNull(users.withdrawnAt)));
  return row?.providerId ?? null;
}

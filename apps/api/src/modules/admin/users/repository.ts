import { and, count, desc, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import { offsetOf, type PageRequest } from '../../../http/paging.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Active users whose name or e-mail contains the text (the trigram indexes on both answer
 * it), or all active users.
 */
function usersWhere(searchText: string | undefined): SQL | undefined {
  const conditions: SQL[] = [isNull(users.withdrawnAt)];
  if (searchText) {
    const pattern = `%${escapeLike(searchText)}%`;
    const matches = or(ilike(users.name, pattern), ilike(users.email, pattern));
    if (matches) conditions.push(matches);
  }
  return and(...conditions);
}

/** A page of users, newest first (users_created_at_idx); awaitable. */
export function usersPageQuery(db: Executor, searchText: string | undefined, page: PageRequest) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      profileImage: users.profileImage,
      provider: users.provider,
      providerId: users.providerId,
      role: users.role,
    })
    .from(users)
    .where(usersWhere(searchText))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.size)
    .offset(offsetOf(page));
}

/** How many users match; awaitable. */
export function usersCountQuery(db: Executor, searchText: string | undefined) {
  return db.select({ n: count() }).from(users).where(usersWhere(searchText));
}

export async function findUsers(db: Executor, searchText: string | undefined, page: PageRequest) {
  const rows = await usersPageQuery(db, searchText, page);
  const [total] = await usersCountQuery(db, searchText);
  return { rows, total: total?.n ?? 0 };
}

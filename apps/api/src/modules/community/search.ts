import { and, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { communityPosts } from '../../db/schema/community.ts';
import { users } from '../../db/schema/users.ts';
import { textSearchCondition } from '../../db/search.ts';

/** More authors than this matching a name fragment: only the first ones count. */
const MAX_MATCHED_AUTHORS = 1000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Posts whose title or content contain every word of `searchText`, or whose author's name
 * contains it. The authors are looked up first (trigram index on `users.name`) and passed as
 * values, so the planner sees one condition on `community_posts` it can estimate and answer
 * with a BitmapOr of the syllable-gram GIN index and the user index. As a join, a UNION or a
 * subquery it ended in plans that rescan the matches per post or walk every post for a rare
 * word (measured on 100k posts: seconds instead of milliseconds).
 */
export async function postSearchCondition(db: Executor, searchText: string): Promise<SQL> {
  const inText = textSearchCondition(
    communityPosts.searchGrams,
    [communityPosts.title, communityPosts.content],
    searchText,
  );
  const authors = await db
    .select({ id: users.id })
    .from(users)
    // A withdrawn account's name is gone from the site; its posts are not found by it.
    .where(and(ilike(users.name, `%${escapeLike(searchText)}%`), isNull(users.withdrawnAt)))
    .limit(MAX_MATCHED_AUTHORS);
  const byAuthor =
    authors.length > 0
      ? inArray(
          communityPosts.userId,
          authors.map((author) => author.id),
        )
      : undefined;
  return or(inText ?? undefined, byAuthor) ?? sql`false`;
}

import { and, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { communityPosts } from '../../db/schema/community.ts';
import { users } from '../../db/schema/users.ts';
import { textSearchCondition } from '../../db/search.ts';
import {
  countSearchMatches,
  findSearchPageIds,
  type SearchCounts,
  type SearchSpec,
} from '../../db/search-page.ts';
import { inCategory, keptPostCount, ORDER } from './repository.ts';

/** More authors than this matching a name fragment: only the first ones count. */
const MAX_MATCHED_AUTHORS = 1000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A community search: the text, the category (1 = all) and the authors whose name holds it. */
export type PostSearch = { categoryId: number; searchText: string; authorIds: number[] };

/**
 * The active accounts whose name contains the text. A withdrawn account's name is gone from
 * the site; its posts are not found by it.
 */
export async function findAuthorIdsNamed(db: Executor, searchText: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ilike(users.name, `%${escapeLike(searchText)}%`), isNull(users.withdrawnAt)))
    .limit(MAX_MATCHED_AUTHORS);
  return rows.map((row) => row.id);
}

/**
 * Posts whose title or content hold every word (the syllable-gram GIN index), or whose author
 * is one of `authorIds` (passed as values, so the planner sees one condition on
 * community_posts it can answer with a BitmapOr of the GIN and the author index). Null when
 * nothing can match.
 */
function postMatch(search: PostSearch): SQL | null {
  const inText = textSearchCondition(
    communityPosts.searchGrams,
    [communityPosts.title, communityPosts.content],
    search.searchText,
  );
  const byAuthor =
    search.authorIds.length > 0 ? inArray(communityPosts.userId, search.authorIds) : undefined;
  return or(inText ?? undefined, byAuthor) ?? null;
}

function searchSpec(search: PostSearch, match: SQL): SearchSpec {
  return {
    table: communityPosts,
    id: communityPosts.id,
    order: ORDER.new,
    scope: inCategory(search.categoryId),
    scopeSize: keptPostCount(search.categoryId),
    match,
  };
}

/** How many posts match, and how many the category holds (its kept counter). */
export async function countPostMatches(db: Executor, search: PostSearch): Promise<SearchCounts> {
  const match = postMatch(search);
  if (!match) return { matches: 0, rows: 0 };
  return countSearchMatches(db, searchSpec(search, match));
}

/** One page of the ids of matching posts, newest first (see findSearchPageIds). */
export async function findPostMatchIds(
  db: Executor,
  search: PostSearch,
  page: { offset: number; size: number },
  counts: SearchCounts,
): Promise<number[]> {
  const match = postMatch(search);
  if (!match) return [];
  return findSearchPageIds(db, searchSpec(search, match), page, counts);
}

import { and, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.ts';
import type { Executor } from '../../db/client.ts';
import { communityPosts } from '../../db/schema/community.ts';
import { users } from '../../db/schema/users.ts';
import { textSearchCondition } from '../../db/search.ts';
import {
  countSearchMatches,
  findSearchPage,
  type SearchCounts,
  type SearchSpec,
} from '../../db/search-page.ts';
import { viewerOf, viewerValues } from '../../db/viewer.ts';
import { inCategory, keptPostCount, ORDER, type PostRow, selectPosts } from './repository.ts';

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
  // One array parameter, however many authors (a list of 400 parameters cost planning time).
  const byAuthor =
    search.authorIds.length > 0
      ? sql`${communityPosts.userId} = any(${sql.param(search.authorIds)}::int[])`
      : undefined;
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

/**
 * One page of matching posts, newest first (see findSearchPage): `rowsOf` reads the rows of
 * the page's ids subquery in the shape its caller needs.
 */
export async function findPostMatches<Row>(
  db: Executor,
  search: PostSearch,
  page: { offset: number; size: number },
  counts: SearchCounts,
  rowsOf: (ids: SQL) => Promise<Row[]>,
): Promise<Row[]> {
  const match = postMatch(search);
  if (!match) return [];
  return findSearchPage(db, searchSpec(search, match), page, counts, rowsOf);
}

/** One page of matching posts in the list shape, the caller's likes included. */
export function findPostMatchPage(
  db: Executor,
  caller: Caller,
  search: PostSearch,
  page: { offset: number; size: number },
  counts: SearchCounts,
): Promise<PostRow[]> {
  return findPostMatches(db, search, page, counts, (ids) =>
    selectPosts(db, viewerOf(caller))
      .where(sql`${communityPosts.id} in (${ids})`)
      .orderBy(...ORDER.new)
      .execute(viewerValues(caller)),
  );
}

import { COMMUNITY_ALL_CATEGORY_ID } from '@daengnyang/contract/constants';
import { and, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { communityPosts } from '../../db/schema/community.ts';
import { users } from '../../db/schema/users.ts';
import { placeholderBinding, textSearchCondition } from '../../db/search.ts';
import {
  countSearchMatches,
  findSearchPage,
  MAX_PREPARED_WORDS,
  type SearchCounts,
  type SearchRows,
  type SearchSpec,
} from '../../db/search-page.ts';
import { type Reader, viewerOf, viewerValues } from '../../db/viewer.ts';
import { keptPostCount, ORDER, type PostRow, selectPosts, shownPosts } from './repository.ts';

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
 * is one of `authorIds` (one array value, so the planner sees one condition on
 * community_posts it can answer with a BitmapOr of the GIN and the author index), in the
 * category (1 = all). Null when nothing can match.
 */
function searchSpec(search: PostSearch): SearchSpec | null {
  const binding = placeholderBinding();
  const inText = textSearchCondition(
    communityPosts.searchGrams,
    [communityPosts.title, communityPosts.content],
    search.searchText,
    binding,
  );
  const authors = search.authorIds.length > 0 ? binding.bind('authors', search.authorIds) : null;
  // `= any(array)` lets the index path OR the author index with the GIN; row by row, in a
  // prepared (generic) plan, it compares with every author in turn (381 for 털), where a
  // hashed subquery looks each row up once.
  const byAuthor = authors && sql`${communityPosts.userId} = any(${authors}::int[])`;
  const byAuthorHashed =
    authors && sql`${communityPosts.userId} in (select unnest(${authors}::int[]))`;
  const match = or(inText ?? undefined, byAuthor ?? undefined);
  if (!match) return null;
  const all = search.categoryId === COMMUNITY_ALL_CATEGORY_ID;
  const categoryId = binding.bind('categoryId', search.categoryId);
  const shape = [all ? 'all' : 'category', ...binding.shape, byAuthor ? 'authors' : 'text'];
  return {
    name: binding.shape.length <= MAX_PREPARED_WORDS ? `community_search_${shape.join('_')}` : null,
    table: communityPosts,
    id: communityPosts.id,
    order: ORDER.new,
    scope: and(shownPosts, all ? undefined : sql`${communityPosts.categoryId} = ${categoryId}`),
    scopeSize: keptPostCount(sql.placeholder('categoryId')),
    match,
    walkMatch: or(inText ?? undefined, byAuthorHashed ?? undefined),
    values: binding.values,
  };
}

/** How many posts match, and how many the category holds (its kept counter). */
export async function countPostMatches(db: Database, search: PostSearch): Promise<SearchCounts> {
  const spec = searchSpec(search);
  return spec ? countSearchMatches(db, spec) : { matches: 0, rows: 0 };
}

/**
 * One page of matching posts, newest first (see findSearchPage), read by `rows` in the
 * shape its caller needs.
 */
export async function findPostMatches<Row>(
  db: Database,
  search: PostSearch,
  page: { offset: number; size: number },
  counts: SearchCounts,
  rows: SearchRows<Row>,
): Promise<Row[]> {
  const spec = searchSpec(search);
  return spec ? findSearchPage(db, spec, page, counts, rows) : [];
}

/** One page of matching posts in the list shape, the reader's likes included. */
export function findPostMatchPage(
  db: Database,
  reader: Reader,
  search: PostSearch,
  page: { offset: number; size: number },
  counts: SearchCounts,
): Promise<PostRow[]> {
  const viewer = viewerOf(reader);
  return findPostMatches(db, search, page, counts, {
    name: `posts_${viewer}`,
    query: (ids) =>
      selectPosts(db, viewer)
        .where(sql`${communityPosts.id} in (${ids})`)
        .orderBy(...ORDER.new),
    values: viewerValues(reader),
  });
}

import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { authorColumns } from '../../../db/authors.ts';
import type { Executor } from '../../../db/client.ts';
import { communityCategories, communityPosts } from '../../../db/schema/community.ts';
import { users } from '../../../db/schema/users.ts';
import { inCategory } from '../../community/repository.ts';
import {
  countPostMatches,
  findAuthorIdsNamed,
  findPostMatches,
} from '../../community/search-repository.ts';

function selectAdminRows(db: Executor) {
  return db
    .select({
      communityId: communityPosts.id,
      categoryName: communityCategories.name,
      title: communityPosts.title,
      content: communityPosts.content,
      createdAt: communityPosts.createdAt,
      ...authorColumns,
    })
    .from(communityPosts)
    .innerJoin(communityCategories, eq(communityCategories.id, communityPosts.categoryId))
    .innerJoin(users, eq(users.id, communityPosts.userId));
}
export type AdminPostRow = Awaited<ReturnType<typeof adminRowsIn>>[number];

/** What the admin community table can be narrowed by: a category (1 = all) and a search. */
export type AdminPostFilter = { categoryId: number; searchText: string | undefined };
type RowWindow = { limit: number; offset: number };

/**
 * One page of a category, newest first, along `community_posts_(category_)new_idx`, and the
 * category's kept total.
 */
async function findCategoryPage(db: Executor, categoryId: number, page: RowWindow) {
  const rows = await selectAdminRows(db)
    .where(inCategory(categoryId))
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: communityCategories.postCount })
    .from(communityCategories)
    .where(eq(communityCategories.id, categoryId));
  return { rows, total: counted?.total ?? 0 };
}

/** The rows of a search's page: `ids` is the subquery of the page's ids, newest first. */
function adminRowsIn(db: Executor, ids: SQL) {
  return selectAdminRows(db)
    .where(sql`${communityPosts.id} in (${ids})`)
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id));
}

/**
 * One page of the admin table, newest first, and the total it pages through; a search finds
 * title, content or author name as the public search does, with its counts and budgets.
 */
export async function findAdminPosts(
  db: Executor,
  filter: AdminPostFilter,
  page: RowWindow,
): Promise<{ rows: AdminPostRow[]; total: number }> {
  if (!filter.searchText) return findCategoryPage(db, filter.categoryId, page);
  const search = {
    categoryId: filter.categoryId,
    searchText: filter.searchText,
    authorIds: await findAuthorIdsNamed(db, filter.searchText),
  };
  const counts = await countPostMatches(db, search);
  const rows = await findPostMatches(
    db,
    search,
    { offset: page.offset, size: page.limit },
    counts,
    { name: 'admin_rows', query: (ids) => adminRowsIn(db, ids), values: {} },
  );
  return { rows, total: counts.matches };
}

import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { authorColumns } from '../../../db/authors.ts';
import type { Executor } from '../../../db/client.ts';
import { communityCategories, communityPosts } from '../../../db/schema/community.ts';
import { users } from '../../../db/schema/users.ts';
import { inCategory } from '../../community/repository.ts';

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

/**
 * One page of a category (1 = all), newest first, along `community_posts_(category_)new_idx`,
 * and the category's kept total.
 */
export async function findAdminPostPage(
  db: Executor,
  options: { categoryId: number; limit: number; offset: number },
) {
  const rows = await selectAdminRows(db)
    .where(inCategory(options.categoryId))
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db
    .select({ total: communityCategories.postCount })
    .from(communityCategories)
    .where(eq(communityCategories.id, options.categoryId));
  return { rows, total: counted?.total ?? 0 };
}

/** The rows of a search's page: `ids` is the subquery of the page's ids, newest first. */
export function adminRowsIn(db: Executor, ids: SQL) {
  return selectAdminRows(db)
    .where(sql`${communityPosts.id} in (${ids})`)
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id));
}

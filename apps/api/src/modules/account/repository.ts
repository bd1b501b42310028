import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { communityComments, communityPosts } from '../../db/schema/community.ts';
import { foodLikes, foodReviews, foods } from '../../db/schema/food.ts';
import { noticeComments, notices } from '../../db/schema/notice.ts';
import { users } from '../../db/schema/users.ts';

const userId = sql.placeholder('userId');
const countWhere = (table: Parameters<typeof sql>[1], userColumn: Parameters<typeof sql>[1]) =>
  sql<number>`(select count(*)::int from ${table} where ${userColumn} = ${userId})`;

/**
 * The signed-in user and their activity counts in one round trip (wire-contract §2); each
 * count is an index-only scan of that user's entries in a (user_id, …) index.
 */
export async function findPrincipal(db: Database, id: number) {
  const statement = prepared(db, 'principal', (name) =>
    db
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        profileImage: users.profileImage,
        provider: users.provider,
        role: users.role,
        postCount: sql<number>`${countWhere(communityPosts, communityPosts.userId)}
        + ${countWhere(foods, foods.userId)}
        + ${countWhere(notices, notices.userId)}`,
        commentCount: sql<number>`${countWhere(communityComments, communityComments.userId)}
        + ${countWhere(foodReviews, foodReviews.userId)}
        + ${countWhere(noticeComments, noticeComments.userId)}`,
        likedFoodCount: countWhere(foodLikes, foodLikes.userId),
      })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.withdrawnAt)))
      .prepare(name),
  );
  const [row] = await statement.execute({ userId: id });
  return row ?? null;
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { communityComments, communityPosts } from '../../db/schema/community.ts';
import { foodLikes, foodReviews, foods } from '../../db/schema/food.ts';
import { noticeComments, notices } from '../../db/schema/notice.ts';
import { users } from '../../db/schema/users.ts';

const countWhere = (
  table: Parameters<typeof sql>[1],
  userColumn: Parameters<typeof sql>[1],
  userId: number,
) => sql<number>`(select count(*)::int from ${table} where ${userColumn} = ${userId})`;

/** The signed-in user and their activity counts in one round trip (wire-contract §2). */
export async function findPrincipal(db: Executor, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      profileImage: users.profileImage,
      provider: users.provider,
      role: users.role,
      postCount: sql<number>`${countWhere(communityPosts, communityPosts.userId, userId)}
        + ${countWhere(foods, foods.userId, userId)}
        + ${countWhere(notices, notices.userId, userId)}`,
      commentCount: sql<number>`${countWhere(communityComments, communityComments.userId, userId)}
        + ${countWhere(foodReviews, foodReviews.userId, userId)}
        + ${countWhere(noticeComments, noticeComments.userId, userId)}`,
      likedFoodCount: countWhere(foodLikes, foodLikes.userId, userId),
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.withdrawnAt)));
  return row ?? null;
}

import type { FastifyInstance } from 'fastify';
import { CONTENT_KINDS } from '../../src/db/content-kinds.ts';
import { setLike } from '../../src/db/likes.ts';
import { communityComments, communityPosts } from '../../src/db/schema/community.ts';
import { foodImages, foodReviews, foods } from '../../src/db/schema/food.ts';
import { noticeComments, notices } from '../../src/db/schema/notice.ts';

/** A moment `minutes` before a fixed instant: rows get distinct, known creation times. */
export const minutesAgo = (minutes: number) =>
  new Date(Date.UTC(2025, 4, 1, 3, 0, 0) - minutes * 60_000);

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Rows written straight into the database, as other modules would write them. */
export function contentOf(app: FastifyInstance) {
  const db = app.database.db;
  const adminId = () => {
    if (app.adminUserId === null) throw new Error('the test app has an administrator');
    return app.adminUserId;
  };
  return {
    async post(userId: number, values: { categoryId?: number; title?: string; at?: Date } = {}) {
      const row = first(
        await db
          .insert(communityPosts)
          .values({
            userId,
            categoryId: values.categoryId ?? 3,
            title: values.title ?? '산책 이야기',
            content: '오늘도 즐거운 산책',
            createdAt: values.at ?? new Date(),
          })
          .returning({ id: communityPosts.id }),
      );
      return row.id;
    },
    async communityComment(postId: number, userId: number, content: string, at = new Date()) {
      const row = first(
        await db
          .insert(communityComments)
          .values({ postId, userId, content, createdAt: at })
          .returning({ id: communityComments.id }),
      );
      return row.id;
    },
    async food(values: { categoryId?: number; title?: string; images?: number } = {}) {
      const row = first(
        await db
          .insert(foods)
          .values({
            userId: adminId(),
            categoryId: values.categoryId ?? 1,
            title: values.title ?? '연어 사료',
            content: '기호성 좋은 사료',
            price: 23_000,
            foodAddress: 'https://shop.example.com/food',
          })
          .returning({ id: foods.id }),
      );
      const images = values.images ?? 1;
      if (images > 0) {
        await db.insert(foodImages).values(
          Array.from({ length: images }, (_, position) => ({
            foodId: row.id,
            path: `foods/f${row.id}-${position}.webp`,
            thumbPath: `foods/f${row.id}-${position}-thumb.webp`,
            width: 800,
            height: 600,
            position,
          })),
        );
      }
      return row.id;
    },
    async review(foodId: number, userId: number, content: string, at = new Date()) {
      const row = first(
        await db
          .insert(foodReviews)
          .values({ foodId, userId, content, createdAt: at })
          .returning({ id: foodReviews.id }),
      );
      return row.id;
    },
    async notice(values: { categoryId?: number; title?: string } = {}) {
      const row = first(
        await db
          .insert(notices)
          .values({
            userId: adminId(),
            categoryId: values.categoryId ?? 3,
            title: values.title ?? '봄맞이 이벤트',
            content: '참여해주세요',
          })
          .returning({ id: notices.id }),
      );
      return row.id;
    },
    async noticeComment(noticeId: number, userId: number, content: string, at = new Date()) {
      const row = first(
        await db
          .insert(noticeComments)
          .values({ noticeId, userId, content, createdAt: at })
          .returning({ id: noticeComments.id }),
      );
      return row.id;
    },
    /** Likes through the shared helper, so that the kept counters move as in the app. */
    like(kind: 'post' | 'notice' | 'food' | 'review', userId: number, targetId: number) {
      return setLike(db, CONTENT_KINDS[kind].like, userId, targetId, true);
    },
  };
}

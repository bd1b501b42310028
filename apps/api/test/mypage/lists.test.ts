import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  myCommentsQuery,
  myLikedFoodsQuery,
  myPostsQuery,
} from '../../src/modules/mypage/repository.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { contentOf, minutesAgo } from './content.ts';

type Page<T> = {
  content: T[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
  isLast: boolean;
};

describe('my page lists', () => {
  let t: TestApp;
  let me: { id: number; token: string };
  let other: { id: number; token: string };
  let admin: { id: number; token: string };
  const ids = {
    posts: [] as number[],
    foods: [] as number[],
    communityComment: 0,
    review: 0,
    noticeComment: 0,
    commentedPost: 0,
    reviewedFood: 0,
    notice: 0,
  };

  beforeAll(async () => {
    t = await createTestApp();
    me = await createUser(t.app, { name: '몽실맘' });
    other = await createUser(t.app, { name: '다른사람' });
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '운영자' });
    const content = contentOf(t.app);

    // Seven posts of mine in categories 2–7 (newest last in this list), one of someone else.
    for (const [index, categoryId] of [2, 3, 4, 5, 6, 7, 3].entries()) {
      ids.posts.push(
        await content.post(me.id, {
          categoryId,
          title: `내 글 ${index}`,
          at: minutesAgo(100 - index),
        }),
      );
    }
    await content.post(other.id, { title: '남의 글', at: minutesAgo(1) });
    await content.like('post', other.id, ids.posts[6] ?? 0);

    // My comments: community (oldest), food review, notice comment (newest), and others' ones.
    ids.commentedPost = await content.post(other.id, { categoryId: 6, title: '강아지를 찾습니다' });
    ids.reviewedFood = await content.food({ categoryId: 2, title: '닭가슴살 간식' });
    ids.notice = await content.notice({ categoryId: 3, title: '봄맞이 이벤트' });
    ids.communityComment = await content.communityComment(
      ids.commentedPost,
      me.id,
      '저도 찾아볼게요',
      minutesAgo(30),
    );
    ids.review = await content.review(ids.reviewedFood, me.id, '잘 먹어요', minutesAgo(20));
    ids.noticeComment = await content.noticeComment(
      ids.notice,
      me.id,
      '참여합니다',
      minutesAgo(10),
    );
    await content.communityComment(ids.commentedPost, other.id, '남의 댓글', minutesAgo(5));
    await content.review(ids.reviewedFood, other.id, '남의 후기', minutesAgo(4));

    // Liked foods: five, liked in this order; someone else's like raises a counter.
    for (const index of [0, 1, 2, 3, 4]) {
      const foodId = await content.food({ title: `사료 ${index}`, images: index === 0 ? 3 : 1 });
      ids.foods.push(foodId);
      await content.like('food', me.id, foodId);
    }
    await content.like('food', other.id, ids.foods[0] ?? 0);
  });
  afterAll(() => t.close());

  const get = <T>(path: string, token = me.token) =>
    t.app.inject({ method: 'GET', url: path, headers: bearer(token) }).then((response) => {
      expect(response.statusCode).toBe(200);
      return envelope<Page<T>>(response).body;
    });

  describe('GET /api/mypage/community', () => {
    type MyPost = {
      categoryName: string;
      communityId: number;
      communityCategoryId: number;
      title: string;
      createdAt: string;
      likeCount: number;
      views: number;
    };

    it('lists my posts newest first, five by default', async () => {
      const body = await get<MyPost>('/api/mypage/community');
      expect(body).toMatchObject({
        totalElements: 7,
        totalPages: 2,
        page: 1,
        size: 5,
        isLast: false,
      });
      expect(body.content.map((post) => post.communityId)).toEqual(
        [...ids.posts].reverse().slice(0, 5),
      );
      expect(body.content[0]).toEqual({
        categoryName: '강아지',
        communityId: ids.posts[6],
        communityCategoryId: 3,
        title: '내 글 6',
        createdAt: '2025-05-01T10:26:00+09:00',
        likeCount: 1,
        views: 0,
      });
      expect(Object.keys(body.content[0] ?? {})).toEqual([
        'categoryName',
        'communityId',
        'communityCategoryId',
        'title',
        'createdAt',
        'likeCount',
        'views',
      ]);
    });

    it('pages with page and size', async () => {
      const body = await get<MyPost>('/api/mypage/community?page=2&size=5');
      expect(body).toMatchObject({
        totalElements: 7,
        totalPages: 2,
        page: 2,
        size: 5,
        isLast: true,
      });
      expect(body.content.map((post) => post.title)).toEqual(['내 글 1', '내 글 0']);
      expect(body.content.map((post) => post.categoryName)).toEqual(['강아지', '자유게시판']);
    });

    it('answers an empty page for someone without posts', async () => {
      const body = await get<MyPost>('/api/mypage/community', admin.token);
      expect(body).toEqual({
        content: [],
        totalElements: 0,
        totalPages: 0,
        page: 1,
        size: 5,
        isLast: true,
      });
    });
  });

  describe('GET /api/mypage/comment', () => {
    type MyComment = {
      type: string;
      parentCategoryName: string;
      parentId: number;
      parentTitle: string;
      commentId: number;
      content: string;
      createdAt: string;
    };

    it('lists my comments of all three kinds newest first, three by default', async () => {
      const body = await get<MyComment>('/api/mypage/comment');
      expect(body).toMatchObject({
        totalElements: 3,
        totalPages: 1,
        page: 1,
        size: 3,
        isLast: true,
      });
      expect(body.content).toEqual([
        {
          type: 'NOTICE',
          parentCategoryName: '이벤트',
          parentId: ids.notice,
          parentTitle: '봄맞이 이벤트',
          commentId: ids.noticeComment,
          content: '참여합니다',
          createdAt: '2025-05-01T11:50:00+09:00',
        },
        {
          type: 'FOOD',
          parentCategoryName: '간식',
          parentId: ids.reviewedFood,
          parentTitle: '닭가슴살 간식',
          commentId: ids.review,
          content: '잘 먹어요',
          createdAt: '2025-05-01T11:40:00+09:00',
        },
        {
          type: 'COMMUNITY',
          parentCategoryName: '실종 / 목격',
          parentId: ids.commentedPost,
          parentTitle: '강아지를 찾습니다',
          commentId: ids.communityComment,
          content: '저도 찾아볼게요',
          createdAt: '2025-05-01T11:30:00+09:00',
        },
      ]);
    });

    it('pages across the three kinds', async () => {
      const first = await get<MyComment>('/api/mypage/comment?page=1&size=2');
      const second = await get<MyComment>('/api/mypage/comment?page=2&size=2');
      expect(first).toMatchObject({ totalElements: 3, totalPages: 2, isLast: false });
      expect(second).toMatchObject({ totalElements: 3, totalPages: 2, page: 2, isLast: true });
      expect([...first.content, ...second.content].map((row) => row.type)).toEqual([
        'NOTICE',
        'FOOD',
        'COMMUNITY',
      ]);
    });

    it('shows only the caller’s comments', async () => {
      const body = await get<MyComment>('/api/mypage/comment?size=10', other.token);
      expect(body.content.map((row) => row.content)).toEqual(['남의 후기', '남의 댓글']);
    });
  });

  describe('GET /api/mypage/food', () => {
    type MyLikedFood = {
      foodId: number;
      foodImgs: { imgUrl: string; thumbImgUrl: string }[];
      categoryName: string;
      title: string;
      price: number;
      address: string;
      isLike: number;
      likeCount: number;
    };

    it('lists the foods I liked, most recently liked first, four by default', async () => {
      const body = await get<MyLikedFood>('/api/mypage/food');
      expect(body).toMatchObject({
        totalElements: 5,
        totalPages: 2,
        page: 1,
        size: 4,
        isLast: false,
      });
      expect(body.content.map((food) => food.foodId)).toEqual([...ids.foods].reverse().slice(0, 4));
      expect(Object.keys(body.content[0] ?? {})).toEqual([
        'foodId',
        'foodImgs',
        'categoryName',
        'title',
        'price',
        'address',
        'isLike',
        'likeCount',
      ]);
      expect(body.content[0]).toMatchObject({
        categoryName: '사료',
        title: '사료 4',
        price: 23_000,
        address: 'https://shop.example.com/food',
        isLike: 1,
        likeCount: 1,
      });
    });

    it('carries every image of a food and its counter', async () => {
      const body = await get<MyLikedFood>('/api/mypage/food?page=2');
      expect(body).toMatchObject({ page: 2, isLast: true });
      const [food] = body.content;
      expect(food?.foodId).toBe(ids.foods[0]);
      expect(food?.likeCount).toBe(2);
      expect(food?.foodImgs).toHaveLength(3);
      expect(food?.foodImgs[0]?.imgUrl).toMatch(/^http.*\/uploads\/foods\/f\d+-0\.webp$/);
      expect(food?.foodImgs[0]?.thumbImgUrl).toMatch(/-0-thumb\.webp$/);
    });
  });

  describe('permissions', () => {
    it.each(['/api/mypage/community', '/api/mypage/comment', '/api/mypage/food'])(
      'refuses anonymous callers of %s with 401',
      async (url) => {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(401);
        expect(envelope(response)).toEqual({
          code: 401,
          message: '로그인 후 이용해 주세요.',
          body: null,
        });
      },
    );

    it('serves administrators too', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/mypage/comment',
        headers: bearer(admin.token),
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('query plans', () => {
    const planOf = (query: { getSQL: () => ReturnType<typeof sql> }) =>
      t.app.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return JSON.stringify(await tx.execute(sql`explain ${query.getSQL()}`));
      });
    const firstPage = (userId: number) => ({ userId, offset: 0, pageEnd: 5 });

    it('reads my posts from community_posts_user_idx', async () => {
      expect(await planOf(myPostsQuery(t.app.database.db, firstPage(me.id), 5))).toContain(
        'community_posts_user_idx',
      );
    });

    it('reads my comments from the three (user_id, created_at) indexes', async () => {
      const plan = await planOf(myCommentsQuery(t.app.database.db, firstPage(me.id), 5));
      expect(plan).toContain('community_comments_user_idx');
      expect(plan).toContain('food_reviews_user_idx');
      expect(plan).toContain('notice_comments_user_idx');
    });

    it('reads my liked foods from food_likes_user_idx', async () => {
      expect(await planOf(myLikedFoodsQuery(t.app.database.db, firstPage(me.id), 5))).toContain(
        'food_likes_user_idx',
      );
    });
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit.ts';
import {
  foodLikes,
  foodReviewImages,
  foodReviewLikes,
  foodReviews,
  foods,
} from '../../src/db/schema/food.ts';
import { jpegWithGps, pngImage, truncatedJpeg } from '../fixtures/images.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { type FormFile, multipartBody } from '../helpers/multipart.ts';
import { storedFiles } from '../helpers/stored-files.ts';
import { createUser } from '../helpers/users.ts';
import { insertFood } from './support.ts';

type User = { id: number; token: string };
type Detail = {
  isLike: number;
  likeCount: number;
  commentCount: number;
  foodComment: Array<{ foodCommentId: number; isLike: number; likeCount: number }>;
};

describe('food reviews and likes', () => {
  let t: TestApp;
  let admin: User;
  let writer: User;
  let other: User;
  let foodId: number;
  let otherFoodId: number;
  let jpeg: FormFile;
  let png: FormFile;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    writer = await createUser(t.app, { name: '리뷰어' });
    other = await createUser(t.app);
    foodId = await insertFood(t.app, { userId: admin.id });
    otherFoodId = await insertFood(t.app, { userId: admin.id });
    jpeg = { bytes: await jpegWithGps(), filename: 'review.jpg' };
    png = { bytes: await pngImage(), filename: 'review.png', type: 'image/png' };
  });
  afterAll(() => t.close());

  async function postReview(
    id: number,
    fields: Record<string, string>,
    files: FormFile[] = [],
    token: string | null = writer.token,
  ) {
    const { payload, headers } = await multipartBody(fields, files);
    return t.app.inject({
      method: 'POST',
      url: `/api/foods/${id}/comments`,
      payload,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
  }
  async function newReview(token: string, files: FormFile[] = [], id = foodId) {
    const response = await postReview(id, { content: '잘 먹어요' }, files, token);
    expect(response.statusCode).toBe(200);
    return envelope<number>(response).body;
  }
  const call = (method: 'POST' | 'DELETE', url: string, token: string | null) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {} });
  async function detail(token?: string): Promise<Detail> {
    const response = await t.app.inject({
      url: `/api/foods/${foodId}`,
      headers: token ? bearer(token) : {},
    });
    return envelope<Detail>(response).body;
  }
  const reviewRows = async () =>
    (await t.app.database.db.select({ n: count() }).from(foodReviews))[0]?.n;
  const commentCount = async () =>
    (
      await t.app.database.db
        .select({ n: foods.commentCount })
        .from(foods)
        .where(eq(foods.id, foodId))
    )[0]?.n;

  describe('writing a review', () => {
    it('stores the review with its images, counted on the food', async () => {
      const response = await postReview(foodId, { content: ' 아주 잘 먹어요 ' }, [jpeg, png]);
      expect(response.statusCode).toBe(200);
      const id = envelope<number>(response).body;
      const [row] = await t.app.database.db
        .select()
        .from(foodReviews)
        .where(eq(foodReviews.id, id));
      expect(row).toMatchObject({
        foodId,
        userId: writer.id,
        content: '아주 잘 먹어요',
        likeCount: 0,
      });
      expect(await commentCount()).toBe(1);
      const images = await t.app.database.db
        .select()
        .from(foodReviewImages)
        .where(eq(foodReviewImages.reviewId, id));
      expect(images.map((image) => image.position)).toEqual([0, 1]);
      const files = await storedFiles(t.app);
      for (const image of images) {
        expect(files).toContain(image.path);
        expect(files).toContain(image.thumbPath);
      }
      const shown = (await detail()).foodComment.find((review) => review.foodCommentId === id);
      expect(shown).toMatchObject({ isLike: 0, likeCount: 0 });
      expect((await detail()).commentCount).toBe(1);
    });

    it.each([
      [{}, '내용을 입력해주세요.'],
      [{ content: ' ' }, '내용을 입력해주세요.'],
      [{ content: '가'.repeat(1001) }, '리뷰는 1000자 이하로 작성해주세요.'],
    ])('refuses the content %#', async (fields, message) => {
      const response = await postReview(foodId, fields);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe(message);
    });

    it('refuses an 11th image and a truncated image, storing nothing', async () => {
      const rows = await reviewRows();
      const files = await storedFiles(t.app);
      const counted = await commentCount();
      const eleven = await postReview(foodId, { content: '사진 많음' }, Array(11).fill(png));
      expect(eleven.statusCode).toBe(400);
      expect(envelope(eleven).message).toBe('이미지는 최대 10장까지 올릴 수 있습니다.');
      const broken = await postReview(foodId, { content: '깨진 사진' }, [
        png,
        { bytes: await truncatedJpeg(), filename: 'broken.jpg' },
      ]);
      expect(broken.statusCode).toBe(400);
      expect(await reviewRows()).toBe(rows);
      expect(await storedFiles(t.app)).toEqual(files);
      expect(await commentCount()).toBe(counted);
    });

    it('needs a user (401) and a food (404)', async () => {
      expect((await postReview(foodId, { content: '익명' }, [], null)).statusCode).toBe(401);
      const missing = await postReview(999_999, { content: '없는 먹거리' });
      expect(missing.statusCode).toBe(404);
      expect(envelope(missing).message).toBe('먹거리를 찾을 수 없습니다. 삭제되었을 수 있습니다.');
    });
  });

  describe('liking the food', () => {
    it('likes and unlikes idempotently, shown as isLike for the caller', async () => {
      for (let round = 0; round < 2; round += 1) {
        const response = await call('POST', `/api/foods/${foodId}/like`, writer.token);
        expect(response.statusCode).toBe(200);
        expect(envelope(response).body).toBe('좋아요를 눌렀습니다.');
      }
      expect(await detail(writer.token)).toMatchObject({ isLike: 1, likeCount: 1 });
      expect(await detail(other.token)).toMatchObject({ isLike: 0, likeCount: 1 });
      for (let round = 0; round < 2; round += 1) {
        const response = await call('DELETE', `/api/foods/${foodId}/dislike`, writer.token);
        expect(response.statusCode).toBe(200);
        expect(envelope(response).body).toBe('좋아요를 취소했습니다.');
      }
      expect(await detail(writer.token)).toMatchObject({ isLike: 0, likeCount: 0 });
      const likes = await t.app.database.db
        .select()
        .from(foodLikes)
        .where(eq(foodLikes.foodId, foodId));
      expect(likes).toEqual([]);
    });

    it('needs a user (401) and a food (404)', async () => {
      expect((await call('POST', `/api/foods/${foodId}/like`, null)).statusCode).toBe(401);
      expect((await call('DELETE', `/api/foods/${foodId}/dislike`, null)).statusCode).toBe(401);
      expect((await call('POST', '/api/foods/999999/like', writer.token)).statusCode).toBe(404);
    });
  });

  describe('marking reviews helpful', () => {
    it('toggles helpful marks, which order the reviews', async () => {
      const older = await newReview(other.token);
      const newer = await newReview(other.token);
      const order = async () => (await detail()).foodComment.map((review) => review.foodCommentId);
      expect((await order()).slice(0, 2)).toEqual([newer, older]);

      const mark = await call('POST', `/api/foods/${foodId}/${older}/like`, writer.token);
      expect(mark.statusCode).toBe(200);
      expect(envelope(mark).body).toBe('도움이 돼요를 눌렀습니다.');
      await call('POST', `/api/foods/${foodId}/${older}/like`, writer.token);
      expect((await order())[0]).toBe(older);
      const mine = (await detail(writer.token)).foodComment;
      expect(mine[0]).toMatchObject({ foodCommentId: older, isLike: 1, likeCount: 1 });
      expect(mine.filter((review) => review.isLike === 1)).toHaveLength(1);

      const unmark = await call('DELETE', `/api/foods/${foodId}/${older}/dislike`, writer.token);
      expect(unmark.statusCode).toBe(200);
      expect(envelope(unmark).body).toBe('도움이 돼요를 취소했습니다.');
      await call('DELETE', `/api/foods/${foodId}/${older}/dislike`, writer.token);
      expect((await order()).slice(0, 2)).toEqual([newer, older]);
      const marks = await t.app.database.db
        .select()
        .from(foodReviewLikes)
        .where(eq(foodReviewLikes.reviewId, older));
      expect(marks).toEqual([]);
    });

    it('answers 404 for a review of another food, 401 without a user', async () => {
      const review = await newReview(other.token, [], otherFoodId);
      const wrongFood = await call('POST', `/api/foods/${foodId}/${review}/like`, writer.token);
      expect(wrongFood.statusCode).toBe(404);
      expect(envelope(wrongFood).message).toBe(
        '리뷰를 찾을 수 없습니다. 이미 삭제되었거나 다른 먹거리의 리뷰입니다.',
      );
      expect(
        (await call('DELETE', `/api/foods/${foodId}/${review}/dislike`, writer.token)).statusCode,
      ).toBe(404);
      expect(
        (await call('POST', `/api/foods/${otherFoodId}/${review}/like`, null)).statusCode,
      ).toBe(401);
      const [row] = await t.app.database.db
        .select()
        .from(foodReviews)
        .where(eq(foodReviews.id, review));
      expect(row?.likeCount).toBe(0);
    });
  });

  describe('deleting a review', () => {
    const remove = (reviewId: number, userId: number, token: string | null) =>
      call('DELETE', `/api/foods/comments/${reviewId}/${userId}`, token);
    const exists = async (id: number) =>
      (await t.app.database.db.select().from(foodReviews).where(eq(foodReviews.id, id))).length ===
      1;

    it('refuses anonymous (401), another user (403) and a path id that is not the caller (403)', async () => {
      const id = await newReview(writer.token);
      expect((await remove(id, writer.id, null)).statusCode).toBe(401);
      const notOwner = await remove(id, other.id, other.token);
      expect(notOwner.statusCode).toBe(403);
      expect(envelope(notOwner).message).toBe('본인이 작성한 리뷰만 삭제할 수 있습니다.');
      expect((await remove(id, writer.id, other.token)).statusCode).toBe(403);
      expect(await exists(id)).toBe(true);
    });

    it('lets the author delete, removing the files and uncounting it', async () => {
      const id = await newReview(writer.token, [jpeg]);
      const [image] = await t.app.database.db
        .select()
        .from(foodReviewImages)
        .where(eq(foodReviewImages.reviewId, id));
      const counted = await commentCount();
      expect(await storedFiles(t.app)).toContain(image?.path);

      const response = await remove(id, writer.id, writer.token);
      expect(response.statusCode).toBe(200);
      expect(envelope(response).body).toBe('리뷰가 삭제되었습니다.');
      expect(await exists(id)).toBe(false);
      expect(await commentCount()).toBe((counted ?? 0) - 1);
      const files = await storedFiles(t.app);
      expect(files).not.toContain(image?.path);
      expect(files).not.toContain(image?.thumbPath);
      const rows = await t.app.database.db
        .select()
        .from(foodReviewImages)
        .where(eq(foodReviewImages.reviewId, id));
      expect(rows).toEqual([]);
    });

    it("lets an administrator delete someone else's review, audited", async () => {
      const id = await newReview(writer.token);
      const response = await remove(id, admin.id, admin.token);
      expect(response.statusCode).toBe(200);
      expect(await exists(id)).toBe(false);
      const audits = await t.app.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'food.review.delete'));
      expect(audits).toEqual([
        expect.objectContaining({
          adminUserId: admin.id,
          targetType: 'food_review',
          targetIds: [id],
        }),
      ]);
      expect((await remove(id, admin.id, admin.token)).statusCode).toBe(404);
    });
  });
});

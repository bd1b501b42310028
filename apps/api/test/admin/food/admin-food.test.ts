import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.ts';
import { foodImages, foodReviewImages, foodReviews, foods } from '../../../src/db/schema/food.ts';
import { jpegWithGps, pngImage, truncatedJpeg } from '../../fixtures/images.ts';
import { at, insertFood } from '../../food/support.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../../helpers/app.ts';
import { type FormFile, multipartBody } from '../../helpers/multipart.ts';
import { storedFiles } from '../../helpers/stored-files.ts';
import { createUser } from '../../helpers/users.ts';

type User = { id: number; token: string };
type Row = Record<string, unknown> & { foodId: number; imgUrls: string[] };
type Page = { content: Row[]; totalElements: number; page: number; size: number; isLast: boolean };

const VALID = {
  foodCategoryId: '2',
  title: '수제 닭가슴살 육포',
  content: '국내산 닭가슴살로 만든 육포',
  price: '12000',
  foodAddress: 'https://shop.example.com/products/777',
};

describe('admin foods', () => {
  let t: TestApp;
  let admin: User;
  let user: User;
  let jpeg: FormFile;
  let png: FormFile;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '먹거리관리자' });
    user = await createUser(t.app);
    jpeg = { bytes: await jpegWithGps(), filename: 'food.jpg' };
    png = { bytes: await pngImage(), filename: 'food.png', type: 'image/png' };
  });
  afterAll(() => t.close());

  async function send(
    method: 'POST' | 'PUT',
    fields: Record<string, string>,
    files: FormFile[],
    token: string | null = admin.token,
  ) {
    const { payload, headers } = await multipartBody(fields, files);
    return t.app.inject({
      method,
      url: '/api/admin/foods',
      payload,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
  }
  async function create(fields: Record<string, string> = VALID, files: FormFile[] = [jpeg, png]) {
    const response = await send('POST', fields, files);
    expect(response.statusCode, response.body).toBe(200);
    return envelope<number>(response).body;
  }
  const imagesOf = (foodId: number) =>
    t.app.database.db
      .select({
        path: foodImages.path,
        thumbPath: foodImages.thumbPath,
        position: foodImages.position,
      })
      .from(foodImages)
      .where(eq(foodImages.foodId, foodId))
      .orderBy(foodImages.position);
  const foodRow = async (foodId: number) =>
    (await t.app.database.db.select().from(foods).where(eq(foods.id, foodId)))[0];
  const audits = (action: string) =>
    t.app.database.db.select().from(auditLog).where(eq(auditLog.action, action));
  const remove = (url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method: 'DELETE',
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  describe('create', () => {
    it('stores a food by the calling admin with two images, then shown in the public list', async () => {
      const id = await create();
      expect(await foodRow(id)).toMatchObject({
        categoryId: 2,
        userId: admin.id,
        title: VALID.title,
        price: 12_000,
        foodAddress: VALID.foodAddress,
        likeCount: 0,
        commentCount: 0,
      });
      expect((await foodRow(id))?.searchGrams).toEqual(expect.arrayContaining(['간식', '육포']));
      const images = await imagesOf(id);
      expect(images.map((image) => image.position)).toEqual([0, 1]);
      const files = await storedFiles(t.app);
      for (const image of images)
        expect(files).toEqual(expect.arrayContaining([image.path, image.thumbPath]));

      const list = await t.app.inject({ url: '/api/foods?sort=new' });
      const [shown] = envelope<{
        content: Array<{
          foodId: number;
          price: number;
          user: { name: string };
          foodImgs: Array<{ imgUrl: string }>;
        }>;
      }>(list).body.content;
      expect(shown).toMatchObject({ foodId: id, price: 12_000, user: { name: '먹거리관리자' } });
      expect(shown?.foodImgs).toHaveLength(2);
      const loaded = await t.app.inject({
        url: new URL(shown?.foodImgs[0]?.imgUrl ?? '').pathname,
      });
      expect(loaded.statusCode).toBe(200);

      const search = await t.app.inject({
        url: `/api/search/foods?searchText=${encodeURIComponent('간식')}`,
      });
      expect(
        envelope<{ content: Array<{ foodId: number }> }>(search).body.content.map(
          (food) => food.foodId,
        ),
      ).toContain(id);
      expect(await audits('food.create')).toEqual([
        expect.objectContaining({ adminUserId: admin.id, targetType: 'food', targetIds: [id] }),
      ]);
    });

    it.each([
      ['foodCategoryId', undefined, '카테고리를 사료 또는 간식 중에서 선택해주세요.'],
      ['foodCategoryId', '3', '카테고리를 사료 또는 간식 중에서 선택해주세요.'],
      ['title', undefined, '제목을 입력해주세요.'],
      ['title', '   ', '제목을 입력해주세요.'],
      ['content', undefined, '내용을 입력해주세요.'],
      ['price', undefined, '가격을 0보다 큰 숫자(원)로 입력해주세요.'],
      ['price', '0', '가격을 0보다 큰 숫자(원)로 입력해주세요.'],
      ['price', '', '가격을 0보다 큰 숫자(원)로 입력해주세요.'],
      ['price', '12.5', '가격을 0보다 큰 숫자(원)로 입력해주세요.'],
      ['price', '천원', '가격을 0보다 큰 숫자(원)로 입력해주세요.'],
      ['foodAddress', undefined, '구매 링크를 입력해주세요.'],
      [
        'foodAddress',
        'javascript:alert(1)',
        '구매 링크는 http:// 또는 https://로 시작하는 주소로 입력해주세요.',
      ],
      [
        'foodAddress',
        'shop.example.com',
        '구매 링크는 http:// 또는 https://로 시작하는 주소로 입력해주세요.',
      ],
    ])('refuses %s = %j with its own message, storing nothing', async (field, value, message) => {
      const before = await storedFiles(t.app);
      const fields: Record<string, string> = { ...VALID };
      if (value === undefined) delete fields[field];
      else fields[field] = value;
      const response = await send('POST', fields, [png]);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe(message);
      expect(await storedFiles(t.app)).toEqual(before);
    });

    it('needs 1 to 5 images, each a real image', async () => {
      const foodsBefore = await t.app.database.db.select({ id: foods.id }).from(foods);
      const filesBefore = await storedFiles(t.app);
      const none = await send('POST', VALID, []);
      expect(none.statusCode).toBe(400);
      expect(envelope(none).message).toBe('이미지를 한 장 이상 올려주세요.');
      const six = await send('POST', VALID, Array(6).fill(png));
      expect(six.statusCode).toBe(400);
      expect(envelope(six).message).toBe('이미지는 최대 5장까지 올릴 수 있습니다.');
      const broken = await send('POST', VALID, [
        png,
        { bytes: await truncatedJpeg(), filename: 'x.jpg' },
      ]);
      expect(broken.statusCode).toBe(400);
      expect(await t.app.database.db.select({ id: foods.id }).from(foods)).toEqual(foodsBefore);
      expect(await storedFiles(t.app)).toEqual(filesBefore);
    });
  });

  describe('edit', () => {
    it('changes only the price and keeps the images when no files are sent', async () => {
      const id = await create();
      const images = await imagesOf(id);
      const response = await send(
        'PUT',
        { foodId: String(id), price: '9900', title: '', content: '' },
        [],
      );
      expect(response.statusCode).toBe(200);
      expect(envelope(response).body).toBe(id);
      expect(await foodRow(id)).toMatchObject({
        price: 9900,
        title: VALID.title,
        content: VALID.content,
        categoryId: 2,
      });
      expect(await imagesOf(id)).toEqual(images);
      const files = await storedFiles(t.app);
      for (const image of images) expect(files).toContain(image.path);
    });

    it('replaces the images when files are sent, removing the old files, and re-indexes the text', async () => {
      const id = await create();
      const old = await imagesOf(id);
      const response = await send(
        'PUT',
        { foodId: String(id), price: '15000', title: '연어 트릿', foodCategoryId: '1' },
        [png],
      );
      expect(response.statusCode).toBe(200);
      const replaced = await imagesOf(id);
      expect(replaced).toHaveLength(1);
      const files = await storedFiles(t.app);
      expect(files).toEqual(expect.arrayContaining([replaced[0]?.path, replaced[0]?.thumbPath]));
      for (const image of old) {
        expect(files).not.toContain(image.path);
        expect(files).not.toContain(image.thumbPath);
      }
      expect(await foodRow(id)).toMatchObject({ title: '연어 트릿', categoryId: 1, price: 15_000 });
      const found = async (text: string) =>
        envelope<{ content: Array<{ foodId: number }> }>(
          await t.app.inject({ url: `/api/search/foods?searchText=${encodeURIComponent(text)}` }),
        ).body.content.map((food) => food.foodId);
      expect(await found('트릿')).toEqual([id]);
      expect(await found('사료')).toContain(id);
      expect(await found('수제')).not.toContain(id);
      const [audit] = (await audits('food.update')).filter((row) => row.targetIds[0] === id);
      expect(audit).toMatchObject({
        adminUserId: admin.id,
        detail: { fields: ['foodCategoryId', 'title', 'price'], imagesReplaced: true },
      });
    });

    it('needs the food id and the price, and a food that exists', async () => {
      const filesBefore = await storedFiles(t.app);
      const noId = await send('PUT', { price: '1000' }, []);
      expect(noId.statusCode).toBe(400);
      expect(envelope(noId).message).toBe('수정할 먹거리를 선택해주세요.');
      const id = await create();
      const afterCreate = await storedFiles(t.app);
      const noPrice = await send('PUT', { foodId: String(id) }, []);
      expect(noPrice.statusCode).toBe(400);
      expect(envelope(noPrice).message).toBe('가격을 0보다 큰 숫자(원)로 입력해주세요.');
      const missing = await send('PUT', { foodId: '999999', price: '1000' }, [png]);
      expect(missing.statusCode).toBe(404);
      expect(await storedFiles(t.app)).toEqual(afterCreate);
      expect(afterCreate.length).toBe(filesBefore.length + 4);
    });
  });

  describe('list', () => {
    it('answers flat rows with the keys in the contract order, newest first, filtered by text', async () => {
      await t.app.database.db.delete(foods);
      const older = await insertFood(
        t.app,
        { userId: admin.id, title: '오래된 사료', createdAt: at(1) },
        2,
      );
      const newer = await insertFood(t.app, {
        userId: admin.id,
        categoryId: 2,
        title: '새 간식',
        createdAt: at(2),
      });
      for (let minute = 3; minute < 13; minute += 1) {
        await insertFood(t.app, {
          userId: admin.id,
          categoryId: 2,
          title: `져키 ${minute}`,
          createdAt: at(minute),
        });
      }
      const response = await t.app.inject({
        url: '/api/admin/foods',
        headers: bearer(admin.token),
      });
      expect(response.statusCode).toBe(200);
      const page = envelope<Page>(response).body;
      expect(page).toMatchObject({ totalElements: 12, page: 1, size: 10, isLast: false });
      const row = page.content[0];
      expect(Object.keys(row ?? {})).toEqual([
        'foodId',
        'foodCategoryName',
        'name',
        'title',
        'content',
        'foodAddress',
        'price',
        'createdAt',
        'imgUrls',
      ]);
      for (const value of Object.values(row ?? {})) {
        const flat = ['string', 'number', 'boolean'].includes(typeof value) || value === null;
        expect(
          flat || (Array.isArray(value) && value.every((item) => typeof item === 'string')),
        ).toBe(true);
      }

      const search = async (query: string) =>
        envelope<Page>(
          await t.app.inject({ url: `/api/admin/foods?${query}`, headers: bearer(admin.token) }),
        ).body;
      const found = await search(`searchText=${encodeURIComponent('사료')}`);
      expect(found.content).toEqual([
        {
          foodId: older,
          foodCategoryName: '사료',
          name: '먹거리관리자',
          title: '오래된 사료',
          content: '맛있는 테스트 먹거리입니다.',
          foodAddress: 'https://shop.example.com/products/1',
          price: 10_000,
          createdAt: '2025-01-01T09:01:00+09:00',
          imgUrls: [
            expect.stringMatching(/^http:\/\/localhost:\d+\/uploads\/foods\/test-\d+-0\.webp$/),
            expect.stringMatching(/\/uploads\/foods\/test-\d+-1\.webp$/),
          ],
        },
      ]);
      expect((await search('searchText=')).totalElements).toBe(12);
      const last = await search('page=2&size=10');
      expect(last.content.map((item) => item.foodId)).toEqual([newer, older]);
      expect(last.isLast).toBe(true);
    });
  });

  describe('delete', () => {
    it('deletes in bulk with their reviews and files; an empty list changes nothing', async () => {
      const first = await create();
      const second = await create();
      const kept = await create();
      const reviewer = await createUser(t.app);
      const { payload, headers } = await multipartBody({ content: '좋아요' }, [png]);
      const review = await t.app.inject({
        method: 'POST',
        url: `/api/foods/${first}/comments`,
        payload,
        headers: { ...headers, ...bearer(reviewer.token) },
      });
      expect(review.statusCode).toBe(200);
      const reviewImages = await t.app.database.db
        .select()
        .from(foodReviewImages)
        .where(eq(foodReviewImages.reviewId, envelope<number>(review).body));
      const doomed = [...(await imagesOf(first)), ...(await imagesOf(second)), ...reviewImages];
      const auditsBefore = (await audits('food.delete')).length;

      const empty = await remove('/api/admin/foods', admin.token, []);
      expect(empty.statusCode).toBe(200);
      expect((await audits('food.delete')).length).toBe(auditsBefore);

      const response = await remove('/api/admin/foods', admin.token, [first, second, 999_999]);
      expect(response.statusCode).toBe(200);
      expect(envelope(response).body).toBe('먹거리 2개를 삭제했습니다.');
      expect(await foodRow(first)).toBeUndefined();
      expect(await foodRow(second)).toBeUndefined();
      expect(await foodRow(kept)).toBeDefined();
      const files = await storedFiles(t.app);
      for (const image of doomed) {
        expect(files).not.toContain(image.path);
        expect(files).not.toContain(image.thumbPath);
      }
      const [keptImage] = await imagesOf(kept);
      expect(files).toContain(keptImage?.path);
      const [audit] = (await audits('food.delete')).slice(-1);
      expect(audit).toMatchObject({ adminUserId: admin.id, targetIds: [first, second] });
    });

    it('deletes one food by id, 404 when it does not exist', async () => {
      const id = await create();
      const images = await imagesOf(id);
      const response = await remove(`/api/admin/foods/${id}`, admin.token);
      expect(response.statusCode).toBe(200);
      expect(await foodRow(id)).toBeUndefined();
      expect(await storedFiles(t.app)).not.toContain(images[0]?.path);
      expect((await remove(`/api/admin/foods/${id}`, admin.token)).statusCode).toBe(404);
    });

    it('deletes any review, uncounting it and removing its files', async () => {
      const foodId = await create();
      const reviewer = await createUser(t.app);
      const { payload, headers } = await multipartBody({ content: '별로예요' }, [png]);
      const created = await t.app.inject({
        method: 'POST',
        url: `/api/foods/${foodId}/comments`,
        payload,
        headers: { ...headers, ...bearer(reviewer.token) },
      });
      const reviewId = envelope<number>(created).body;
      const [image] = await t.app.database.db
        .select()
        .from(foodReviewImages)
        .where(eq(foodReviewImages.reviewId, reviewId));
      expect((await foodRow(foodId))?.commentCount).toBe(1);

      const response = await remove(`/api/admin/foods/comments/${reviewId}`, admin.token);
      expect(response.statusCode).toBe(200);
      expect(
        await t.app.database.db.select().from(foodReviews).where(eq(foodReviews.id, reviewId)),
      ).toEqual([]);
      expect((await foodRow(foodId))?.commentCount).toBe(0);
      expect(await storedFiles(t.app)).not.toContain(image?.path);
      expect(await audits('food.review.delete')).toEqual([
        expect.objectContaining({ adminUserId: admin.id, targetIds: [reviewId] }),
      ]);
      expect((await remove(`/api/admin/foods/comments/${reviewId}`, admin.token)).statusCode).toBe(
        404,
      );
    });
  });

  describe('permissions', () => {
    it.each([
      ['GET', '/api/admin/foods'],
      ['POST', '/api/admin/foods'],
      ['PUT', '/api/admin/foods'],
      ['DELETE', '/api/admin/foods'],
      ['DELETE', '/api/admin/foods/1'],
      ['DELETE', '/api/admin/foods/comments/1'],
    ] as const)('%s %s: anonymous 401, a user 403', async (method, url) => {
      const foodsBefore = await t.app.database.db.select({ id: foods.id }).from(foods);
      const filesBefore = await storedFiles(t.app);
      const { payload, headers } =
        method === 'POST' || method === 'PUT'
          ? await multipartBody({ ...VALID, foodId: '1' }, [png])
          : {
              payload: method === 'DELETE' && url === '/api/admin/foods' ? [1] : undefined,
              headers: {},
            };
      const anonymous = await t.app.inject({ method, url, payload, headers });
      expect(anonymous.statusCode).toBe(401);
      const asUser = await t.app.inject({
        method,
        url,
        payload,
        headers: { ...headers, ...bearer(user.token) },
      });
      expect(asUser.statusCode).toBe(403);
      expect(envelope(asUser).code).toBe(403);
      expect(await t.app.database.db.select({ id: foods.id }).from(foods)).toEqual(foodsBefore);
      expect(await storedFiles(t.app)).toEqual(filesBefore);
    });
  });
});

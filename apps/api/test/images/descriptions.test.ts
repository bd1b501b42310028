import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../src/db/schema/community.ts';
import { jpegWithGps, pngImage } from '../fixtures/images.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { type FormFile, multipartBody } from '../helpers/multipart.ts';
import { storedFiles } from '../helpers/stored-files.ts';
import { createUser } from '../helpers/users.ts';

type Shown = { imgUrl: string; thumbImgUrl: string; description: string | null };

/** Authors' alternative text for their pictures (`imageDescriptions`), issue 12. */
describe('image descriptions', () => {
  let t: TestApp;
  let member: { id: number; token: string };
  let admin: { id: number; token: string };
  let jpeg: FormFile;
  let png: FormFile;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createUser(t.app);
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    jpeg = { bytes: await jpegWithGps(), filename: 'walk.jpg' };
    png = { bytes: await pngImage(), filename: 'park.png', type: 'image/png' };
  });
  afterAll(() => t.close());

  async function send(
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string | number>,
    files: FormFile[],
    token: string,
  ) {
    const { payload, headers } = await multipartBody(fields, files);
    return t.app.inject({ method, url, payload, headers: { ...headers, ...bearer(token) } });
  }
  async function read<T>(url: string): Promise<T> {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<T>(response).body;
  }
  const post = { communityCategoryId: 3, title: '한강 산책', content: '날씨가 좋았어요' };
  const writePost = (fields: Record<string, string | number>, files = [jpeg, png]) =>
    send('POST', '/api/communities', { ...post, ...fields }, files, member.token);
  const descriptionsOf = (images: Shown[]) => images.map((image) => image.description);

  it('keeps what the author wrote for each picture, in order, and null for the rest', async () => {
    const response = await writePost({
      imageDescriptions: JSON.stringify(['  잔디밭을 달리는 흰 강아지  ', '']),
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = envelope<number>(response).body;

    const detail = await read<{ communityImgs: Shown[] }>(`/api/communities/1/${id}`);
    expect(descriptionsOf(detail.communityImgs)).toEqual(['잔디밭을 달리는 흰 강아지', null]);
    const list = await read<{ content: Array<{ communityId: number; communityImgs: Shown[] }> }>(
      '/api/communities/3?page=0&size=10',
    );
    const listed = list.content.find((row) => row.communityId === id);
    expect(descriptionsOf(listed?.communityImgs ?? [])).toEqual([
      '잔디밭을 달리는 흰 강아지',
      null,
    ]);
  });

  it('may describe fewer pictures than were sent; none sent leaves every one null', async () => {
    const shorter = envelope<number>(
      await writePost({ imageDescriptions: JSON.stringify(['첫 번째 사진']) }),
    ).body;
    const without = envelope<number>(await writePost({})).body;

    const first = await read<{ communityImgs: Shown[] }>(`/api/communities/1/${shorter}`);
    expect(descriptionsOf(first.communityImgs)).toEqual(['첫 번째 사진', null]);
    const second = await read<{ communityImgs: Shown[] }>(`/api/communities/1/${without}`);
    expect(descriptionsOf(second.communityImgs)).toEqual([null, null]);
  });

  it.each([
    ['more descriptions than pictures', JSON.stringify(['하나', '둘', '셋']), 'tooMany'],
    ['a description over 200 characters', JSON.stringify(['가'.repeat(201)]), 'tooLong'],
    ['a description on two lines', JSON.stringify(['첫 줄\n둘째 줄']), 'lineBreak'],
    ['text that is not JSON', '산책하는 강아지', 'invalid'],
    ['JSON that is not an array of strings', JSON.stringify({ 0: '강아지' }), 'invalid'],
    ['an array holding a number', JSON.stringify([7]), 'invalid'],
  ] as const)('refuses %s with 400 and keeps nothing', async (_case, value, expected) => {
    const messages = {
      tooMany: SERVER_MESSAGES.imageDescriptionsTooMany,
      tooLong: MESSAGES.imageDescriptionTooLong,
      lineBreak: MESSAGES.textLineBreak,
      invalid: MESSAGES.imageDescriptionsInvalid,
    };
    const postsBefore = await postCount();
    const filesBefore = await storedFiles(t.app);

    const response = await writePost({ imageDescriptions: value });

    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(messages[expected]);
    expect(await postCount()).toBe(postsBefore);
    expect(await storedFiles(t.app)).toEqual(filesBefore);
  });

  it('accepts exactly 200 characters', async () => {
    const response = await writePost({ imageDescriptions: JSON.stringify(['가'.repeat(200)]) });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('lets administrators describe food pictures, and new pictures bring new descriptions', async () => {
    const food = {
      foodCategoryId: '2',
      title: '수제 닭가슴살 육포',
      content: '국내산 닭가슴살로 만든 육포',
      price: '12000',
      foodAddress: 'https://shop.example.com/products/1',
    };
    const created = await send(
      'POST',
      '/api/admin/foods',
      { ...food, imageDescriptions: JSON.stringify(['육포 봉지 앞면', '육포 한 조각']) },
      [jpeg, png],
      admin.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    const foodId = envelope<number>(created).body;
    const before = await read<{ foodImgs: Shown[] }>(`/api/foods/${foodId}`);
    expect(descriptionsOf(before.foodImgs)).toEqual(['육포 봉지 앞면', '육포 한 조각']);

    const edited = await send(
      'PUT',
      '/api/admin/foods',
      { foodId: String(foodId), price: '13000', imageDescriptions: JSON.stringify(['새 포장']) },
      [png],
      admin.token,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await read<{ foodImgs: Shown[] }>(`/api/foods/${foodId}`);
    expect(descriptionsOf(after.foodImgs)).toEqual(['새 포장']);
  });

  it('refuses descriptions with an edit that sends no pictures, keeping the food as it was', async () => {
    const foods = await read<{ content: Array<{ foodId: number }> }>('/api/foods?page=0&size=1');
    const foodId = foods.content[0]?.foodId ?? 0;
    const before = await read<Record<string, unknown>>(`/api/foods/${foodId}`);

    const response = await send(
      'PUT',
      '/api/admin/foods',
      { foodId: String(foodId), price: '9900', imageDescriptions: JSON.stringify(['설명']) },
      [],
      admin.token,
    );

    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(SERVER_MESSAGES.imageDescriptionsTooMany);
    expect(await read<Record<string, unknown>>(`/api/foods/${foodId}`)).toEqual(before);
  });

  it('lets administrators describe event pictures', async () => {
    const response = await send(
      'POST',
      '/api/admin/notice',
      {
        noticeCategoryId: '3',
        title: '가을 사진전',
        content: '반려동물 사진을 보내주세요',
        imageDescriptions: JSON.stringify(['단풍 아래 앉은 고양이']),
      },
      [jpeg],
      admin.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const noticeId = envelope<number>(response).body;
    const detail = await read<{ noticeImgs: Shown[] }>(`/api/notice/3/${noticeId}`);
    expect(descriptionsOf(detail.noticeImgs)).toEqual(['단풍 아래 앉은 고양이']);
  });

  it('lets members describe the pictures of a food review', async () => {
    const foods = await read<{ content: Array<{ foodId: number }> }>('/api/foods?page=0&size=1');
    const foodId = foods.content[0]?.foodId ?? 0;
    const response = await send(
      'POST',
      `/api/foods/${foodId}/comments`,
      { content: '잘 먹어요', imageDescriptions: JSON.stringify(['빈 그릇']) },
      [png],
      member.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const detail = await read<{
      foodComment: Array<{ content: string; foodCommentImgs: Shown[] }>;
    }>(`/api/foods/${foodId}`);
    const review = detail.foodComment.find((row) => row.content === '잘 먹어요');
    expect(descriptionsOf(review?.foodCommentImgs ?? [])).toEqual(['빈 그릇']);
  });

  async function postCount(): Promise<number> {
    const [row] = await t.app.database.db.select({ n: count() }).from(communityPosts);
    return row?.n ?? 0;
  }
});

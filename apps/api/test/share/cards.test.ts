import type { CommunityPost } from '@daengnyang/contract/community';
import type { Food } from '@daengnyang/contract/food';
import type { Notice } from '@daengnyang/contract/notice';
import {
  SITE_SHARE_CARD_VERSION,
  shareCardPath,
  shareCardPaths,
  siteShareCardPath,
} from '@daengnyang/contract/share-cards';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../src/db/schema/community.ts';
import { foodImages, foods } from '../../src/db/schema/food.ts';
import { notices } from '../../src/db/schema/notice.ts';
import { insertPost } from '../community/posts.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { storedFiles } from '../helpers/stored-files.ts';
import { createUser } from '../helpers/users.ts';

type User = { id: number; token: string };

/** A photograph of one colour, so that a card cut from it can be told from a drawn card. */
const BLUE = { r: 30, g: 90, b: 200 };
const bluePhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: BLUE } })
    .jpeg()
    .toBuffer();

/** The most frequent colour of an image, near enough for a flat one. */
async function dominantColour(bytes: Buffer) {
  const { dominant } = await sharp(bytes).stats();
  return dominant;
}

/** The mean colour of a 100 px square of a card, `left` pixels from its left edge. */
async function regionColour(card: Buffer, left: number) {
  const region = await sharp(card).extract({ left, top: 250, width: 100, height: 100 }).toBuffer();
  const [r, g, b] = (await sharp(region).stats()).channels.map((channel) => channel.mean);
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
}

const near = (actual: number, expected: number) => Math.abs(actual - expected) <= 24;

describe('share cards (/og/…)', () => {
  let t: TestApp;
  let author: User;

  beforeAll(async () => {
    t = await createTestApp();
    author = await createUser(t.app);
  });
  afterAll(() => t.close());

  async function createPost(title: string, photos: Buffer[] = []): Promise<CommunityPost> {
    const { payload, headers } = await multipartBody(
      { communityCategoryId: 3, title, content: '산책 이야기' },
      photos.map((bytes, index) => ({ bytes, filename: `photo-${index}.jpg` })),
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/communities',
      payload,
      headers: { ...headers, ...bearer(author.token) },
    });
    expect(created.statusCode).toBe(200);
    return detail(envelope<number>(created).body);
  }

  async function detail(id: number): Promise<CommunityPost> {
    const response = await t.app.inject({ url: `/api/communities/1/${id}` });
    expect(response.statusCode).toBe(200);
    return envelope<CommunityPost>(response).body;
  }

  /** Stored cards: the store's files under share-cards/, for one item or all. */
  async function storedCards(prefix = 'share-cards/'): Promise<string[]> {
    return (await storedFiles(t.app)).filter((key) => key.startsWith(prefix));
  }

  async function expectCard(url: string) {
    const response = await t.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.width).toBe(1200);
    expect(metadata.height).toBe(600);
    return response.rawPayload;
  }

  it("cuts a post's first picture to 1200×600 at the path the web app computes from the detail", async () => {
    const post = await createPost('파란 하늘 아래 산책', [
      await bluePhoto(1600, 800),
      await sharp({ create: { width: 800, height: 800, channels: 3, background: '#ff0000' } })
        .jpeg()
        .toBuffer(),
    ]);
    const card = await expectCard(shareCardPaths.community(post));
    const colour = await dominantColour(card);
    expect(near(colour.r, BLUE.r) && near(colour.g, BLUE.g) && near(colour.b, BLUE.b)).toBe(true);
  });

  it('shows a portrait picture whole over a blurred copy of itself', async () => {
    const post = await createPost('세로 사진', [await bluePhoto(600, 900)]);
    const card = await expectCard(shareCardPaths.community(post));
    // The picture fills the middle third; the blurred, darkened copy the sides.
    const middle = await regionColour(card, 500);
    const side = await regionColour(card, 0);
    expect(near(middle.r, BLUE.r) && near(middle.g, BLUE.g) && near(middle.b, BLUE.b)).toBe(true);
    expect(side.b).toBeLessThan(middle.b - 30);
  });

  it('draws a branded card with the title for a post without a picture', async () => {
    const post = await createPost('사진 없는 글의 제목 & 특수문자 <b>');
    const card = await expectCard(shareCardPaths.community(post));
    const colour = await dominantColour(card);
    // The card is mostly white and the page colour, never the photograph's blue.
    expect(colour.r).toBeGreaterThan(200);
    expect(colour.b).toBeGreaterThan(200);
  });

  it('redirects a version that is not current to the current path, which then answers', async () => {
    const post = await createPost('예전 제목');
    const first = shareCardPaths.community(post);
    await t.app.database.db
      .update(communityPosts)
      .set({ title: '고친 제목' })
      .where(eq(communityPosts.id, post.communityId));
    const current = shareCardPaths.community(await detail(post.communityId));
    expect(current).not.toBe(first);
    for (const stale of [first, shareCardPath('community', post.communityId, 'v0')]) {
      const response = await t.app.inject({ url: stale });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(current);
      expect(response.body).toBe('');
    }
    await expectCard(current);
  });

  it('answers 404 without content for a deleted post and for one that never existed', async () => {
    const post = await createPost('지울 글', [await bluePhoto(1200, 600)]);
    const path = shareCardPath('community', post.communityId, 'any');
    const current = shareCardPaths.community(post);
    await expectCard(current);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/communities/${post.communityId}/${author.id}`,
      headers: bearer(author.token),
    });
    expect(deleted.statusCode).toBe(200);
    for (const url of [current, path, '/og/community/999999/abc.jpg']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(envelope(response).code).toBe(404);
    }
  });

  it('renders a card once and serves the stored one afterwards', async () => {
    const post = await createPost('한 번만 그리는 카드');
    const url = shareCardPaths.community(post);
    const prefix = `share-cards/community/${post.communityId}/`;
    expect(await storedCards(prefix)).toEqual([]);
    await expectCard(url);
    const [key, ...others] = await storedCards(prefix);
    expect(key).toBeDefined();
    expect(others).toEqual([]);
    // Replace what the store holds: the next answer is those bytes, not a new drawing.
    const marker = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: '#00ff00' },
    })
      .jpeg()
      .toBuffer();
    await t.app.storage.put(key ?? '', marker);
    const again = await t.app.inject({ url });
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, marker)).toBe(0);
  });

  it('renders once for concurrent first requests of one card', async () => {
    const post = await createPost('동시에 공유된 글');
    const storage = t.app.storage;
    const put = storage.put;
    const cardWrites: string[] = [];
    storage.put = async (key, bytes) => {
      if (key.startsWith('share-cards/')) cardWrites.push(key);
      return put(key, bytes);
    };
    try {
      const url = shareCardPaths.community(post);
      const answers = await Promise.all(Array.from({ length: 6 }, () => t.app.inject({ url })));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
      const first = answers[0]?.rawPayload ?? Buffer.alloc(0);
      for (const answer of answers) expect(Buffer.compare(answer.rawPayload, first)).toBe(0);
      expect(cardWrites).toHaveLength(1);
    } finally {
      storage.put = put;
    }
  });

  it("keeps a card's stored file unguessable from its public path", async () => {
    const post = await createPost('저장 위치');
    await expectCard(shareCardPaths.community(post));
    const [key] = await storedCards(`share-cards/community/${post.communityId}/`);
    const version = shareCardPaths.community(post).split('/').at(-1)?.replace('.jpg', '');
    expect(key).toMatch(
      new RegExp(`^share-cards/community/${post.communityId}/${version}-[0-9a-f]{32}\\.jpg$`),
    );
  });

  it("draws a notice's card and cuts a food's picture", async () => {
    const [notice] = await t.app.database.db
      .insert(notices)
      .values({ categoryId: 2, userId: author.id, title: '봄맞이 매거진 🌸', content: '내용' })
      .returning({ id: notices.id });
    const noticeDetail = envelope<Notice>(
      await t.app.inject({ url: `/api/notice/2/${notice?.id}` }),
    ).body;
    await expectCard(shareCardPaths.notice(noticeDetail));

    const [food] = await t.app.database.db
      .insert(foods)
      .values({
        categoryId: 1,
        userId: author.id,
        title: '연어 사료',
        content: '내용',
        price: 32000,
        foodAddress: 'https://shop.example/salmon',
      })
      .returning({ id: foods.id });
    const foodId = food?.id ?? 0;
    await t.app.storage.put('foods/card-test.webp', await bluePhoto(1000, 500));
    await t.app.database.db.insert(foodImages).values({
      foodId,
      path: 'foods/card-test.webp',
      thumbPath: 'foods/card-test-thumb.webp',
      width: 1000,
      height: 500,
    });
    const foodDetail = envelope<Food>(await t.app.inject({ url: `/api/foods/${foodId}` })).body;
    const card = await expectCard(shareCardPaths.food(foodDetail));
    expect(near((await dominantColour(card)).b, BLUE.b)).toBe(true);
  });

  it("serves the site's card and redirects its old versions", async () => {
    await expectCard(siteShareCardPath());
    expect(siteShareCardPath()).toBe(`/og/site/${SITE_SHARE_CARD_VERSION}.jpg`);
    const stale = await t.app.inject({ url: '/og/site/old.jpg' });
    expect(stale.statusCode).toBe(301);
    expect(stale.headers.location).toBe(siteShareCardPath());
  });

  it('refuses malformed paths with the envelope, never a page', async () => {
    const post = await insertPost(t.app, { userId: author.id });
    for (const url of [
      `/og/community/abc/v.jpg`,
      `/og/community/${post}/${'x'.repeat(65)}.jpg`,
      `/og/community/${post}/v.png`,
      `/og/users/1/v.jpg`,
    ]) {
      const response = await t.app.inject({ url });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

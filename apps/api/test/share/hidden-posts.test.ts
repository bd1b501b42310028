import type { CommunityPost } from '@daengnyang/contract/community';
import { MESSAGES } from '@daengnyang/contract/messages';
import { shareCardPath, shareCardPaths } from '@daengnyang/contract/share-cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../community/posts.ts';
import { createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { parsePage, serverState, structuredData } from '../helpers/rendered-page.ts';
import { createUser } from '../helpers/users.ts';
import { productionWebBuild } from '../helpers/web-build.ts';
import { createMember, decideOnItem, reportOk } from '../moderation/moderation.ts';

type Member = { id: number; token: string };

const PUBLIC_URL = 'https://daengnyang.example';
const MISSING_POST_ID = 999_999;
/** What a page's head tells a link preview or a crawler about the item it shows. */
const ITEM_TAGS = ['og:title', 'og:image', 'og:url', 'og:description', 'twitter:title'];

describe('a post withheld by moderation, as crawlers and link previews meet it', () => {
  let t: TestApp;
  let author: Member;
  let admin: Member;
  let reporters: Member[];

  beforeAll(async () => {
    const webDistDir = productionWebBuild();
    // Pages kept like the anonymous JSON, as in production: the test sees what a kept page does.
    t = await createTestApp(
      { PUBLIC_URL, WEB_ORIGINS: PUBLIC_URL, RESPONSE_CACHE_SECONDS: '60' },
      { webDistDir },
    );
    author = await createMember(t.app, 200, '실종견보호자');
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '운영' });
    reporters = [];
    for (let index = 0; index < 3; index += 1) reporters.push(await createMember(t.app, 40));
  }, 240_000);
  afterAll(() => t.close());

  const hide = async (postId: number) => {
    for (const reporter of reporters) {
      await reportOk(t.app, reporter.token, {
        targetType: 'post',
        targetId: postId,
        reason: 'spam',
      });
    }
  };
  const restore = (postId: number) =>
    decideOnItem(
      t.app,
      admin.token,
      { targetType: 'post', targetId: postId },
      { action: 'dismiss', note: '문제 없음' },
    );
  const detail = async (postId: number) => {
    const response = await t.app.inject({ url: `/api/communities/3/${postId}` });
    expect(response.statusCode).toBe(200);
    return envelope<CommunityPost>(response).body;
  };
  /** An answer as a client sees it: status, type and body (a card's bytes are left out). */
  const observed = async (url: string) => {
    const response = await t.app.inject({ url });
    const isImage = response.headers['content-type'] === 'image/jpeg';
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      location: response.headers.location,
      body: isImage ? 'a card' : response.body,
    };
  };
  const postsSitemap = async () => {
    const response = await t.app.inject({ url: '/sitemap-posts-1.xml' });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const listed = (sitemap: string, postId: number) =>
    sitemap.includes(`${PUBLIC_URL}/community/3/${postId}<`);

  it('answers its share card like a missing post, old versions included, until it is restored', async () => {
    const postId = await insertPost(t.app, {
      userId: author.id,
      categoryId: 3,
      title: '사기 의심 분양 글',
    });
    const card = shareCardPaths.community(await detail(postId));
    const oldCard = shareCardPath('community', postId, 'oldversion');
    expect(await observed(card)).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(await observed(oldCard)).toMatchObject({ status: 301, location: card });

    await hide(postId);
    const missing = await observed(card.replace(`/${postId}/`, `/${MISSING_POST_ID}/`));
    expect(missing.status).toBe(404);
    expect(await observed(card)).toEqual(missing);
    expect(await observed(oldCard)).toEqual(missing);

    await restore(postId);
    expect(await observed(card)).toMatchObject({ status: 200, type: 'image/jpeg' });
  });

  it('renders its page like a missing post: no title, picture or summary in the head, even when kept', async () => {
    const title = '검토될 실종 전단';
    const postId = await insertPost(t.app, { userId: author.id, categoryId: 3, title });
    const url = `/community/3/${postId}`;
    // Rendered once, the page is kept; hiding must not leave the kept page answering.
    const shown = parsePage((await t.app.inject({ url })).body);
    expect(shown.meta('og:title')).toBe(title);
    expect((await t.app.inject({ url })).headers['x-cache']).toBe('hit');

    await hide(postId);
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    const page = parsePage(response.body);
    const missing = parsePage(
      (await t.app.inject({ url: `/community/3/${MISSING_POST_ID}` })).body,
    );
    expect(page.title).toEqual(missing.title);
    for (const tag of ITEM_TAGS) expect(page.meta(tag), tag).toBeUndefined();
    expect(page.canonical).toBe(missing.canonical);
    expect(structuredData(page)).toBeNull();
    expect(serverState(page)?.notFound).toBe(true);
    expect(page.bodyText).toContain(MESSAGES.hiddenPost);
    expect(response.body).not.toContain(title);
  });

  it('leaves the kept sitemap at once when hidden and returns to it when restored', async () => {
    const postId = await insertPost(t.app, { userId: author.id, categoryId: 3 });
    expect(listed(await postsSitemap(), postId)).toBe(true);
    // Sitemaps are kept for minutes: a post written around the events is not listed yet.
    const unannounced = await insertPost(t.app, { userId: author.id, categoryId: 3 });
    expect(listed(await postsSitemap(), unannounced)).toBe(false);

    await hide(postId);
    const afterHiding = await postsSitemap();
    expect(listed(afterHiding, postId)).toBe(false);
    expect(listed(afterHiding, unannounced)).toBe(true);

    await restore(postId);
    expect(listed(await postsSitemap(), postId)).toBe(true);
  });
});

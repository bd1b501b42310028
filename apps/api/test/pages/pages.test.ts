import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MESSAGES } from '@daengnyang/contract/messages';
import { siteShareCardPath } from '@daengnyang/contract/share-cards';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../src/db/schema/community.ts';
import { insertPost } from '../community/posts.ts';
import { insertFood } from '../food/support.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { parsePage, runs, serverState, structuredData } from '../helpers/rendered-page.ts';
import { createUser } from '../helpers/users.ts';
import { productionWebBuild } from '../helpers/web-build.ts';
import { expectTooMany } from '../limits/support.ts';
import { insertNotice } from '../notice/support.ts';

const PUBLIC_URL = 'https://daengnyang.example';

describe('pages rendered on the server', () => {
  let t: TestApp;
  let member: { id: number; token: string };
  let postId: number;
  let foodId: number;
  let noticeId: number;
  let eventId: number;

  beforeAll(async () => {
    const webDistDir = productionWebBuild();
    t = await createTestApp({ PUBLIC_URL, WEB_ORIGINS: PUBLIC_URL }, { webDistDir });
    member = await createUser(t.app, { name: '산책왕' });
    postId = await insertPost(t.app, {
      userId: member.id,
      categoryId: 3,
      title: '한강 산책 다녀왔어요',
      content: `오늘은   날씨가 좋아서\n\n${'한강을 따라 오래 걸었어요. '.repeat(10)}`,
    });
    foodId = await insertFood(t.app, {
      userId: member.id,
      title: '연어 그레인프리 사료',
      content: '연어가 듬뿍 들어간 사료',
      price: 32_900,
    });
    noticeId = await insertNotice(t.app, {
      userId: member.id,
      categoryId: 1,
      title: '서비스 점검 안내',
    });
    eventId = await insertNotice(t.app, {
      userId: member.id,
      categoryId: 3,
      title: '봄 사진 이벤트',
    });
  }, 240_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('answers every public page with 200 and its content, the data it shows and its state', async () => {
    const pages: [string, string][] = [
      ['/', '반려동물과 함께하는'],
      ['/community/1', '한강 산책 다녀왔어요'],
      [`/community/3/${postId}`, '한강을 따라 오래 걸었어요.'],
      [`/community/1/${postId}`, '한강 산책 다녀왔어요'],
      ['/food', '32,900원'],
      [`/food/${foodId}`, '연어가 듬뿍 들어간 사료'],
      ['/notice/1', '서비스 점검 안내'],
      [`/notice/1/${noticeId}`, '서비스 점검 안내'],
      [`/notice/3/${eventId}`, '봄 사진 이벤트'],
      ['/search', '무엇이 궁금하세요?'],
      [`/search/${encodeURIComponent('산책')}`, '한강 산책 다녀왔어요'],
      ['/map/1', '기본 위치에서 가까운 순'],
      ['/terms', '이용약관'],
      ['/privacy', '개인정보처리방침'],
      ['/contact', '고객문의'],
    ];
    for (const [url, content] of pages) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const page = parsePage(response.body);
      expect(page.bodyText, url).toContain(content);
      expect(serverState(page)?.notFound, url).toBe(false);
      // Rendered whole: no Suspense fallback was left in the HTML for the browser to fill.
      expect(response.body, url).not.toMatch(/<!--\$[?!]-->/);
    }
  });

  it('sends the data a page was drawn from under the key its hook asks for', async () => {
    const page = parsePage((await get(`/community/3/${postId}`)).body);
    const queries = serverState(page)?.queries.queries ?? [];

    // The share settings travel with a detail page: its 공유 button asks whether KakaoTalk is offered.
    expect(queries.map((query) => query.queryKey)).toEqual([
      ['community', 'detail', postId, 3],
      ['site-config'],
    ]);
    expect(queries[0]?.state.data).toMatchObject({
      communityId: postId,
      title: '한강 산책 다녀왔어요',
    });
  });

  it('says what a post is in its head: title, description, canonical, Open Graph, Twitter, JSON-LD', async () => {
    const page = parsePage((await get(`/community/1/${postId}?utm_source=kakao`)).body);
    const url = `${PUBLIC_URL}/community/3/${postId}`;

    expect(page.title).toEqual(['한강 산책 다녀왔어요 | 커뮤니티 | 댕냥']);
    const description = page.meta('og:description') ?? '';
    expect(description.startsWith('오늘은 날씨가 좋아서 한강을 따라')).toBe(true);
    expect(Array.from(description)).toHaveLength(100);
    expect(page.meta('description')).toBe(description);
    expect(page.canonical).toBe(url);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:title')).toBe('한강 산책 다녀왔어요');
    expect(page.meta('og:url')).toBe(url);
    expect(page.meta('og:site_name')).toBe('댕냥');
    expect(page.meta('og:locale')).toBe('ko_KR');
    expect(page.meta('og:image')).toMatch(
      new RegExp(`^${PUBLIC_URL}/og/community/${postId}/[0-9a-z]+\\.jpg$`),
    );
    expect(page.meta('og:image:width')).toBe('1200');
    expect(page.meta('og:image:height')).toBe('600');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:title')).toBe('한강 산책 다녀왔어요');
    expect(structuredData(page)).toMatchObject({
      '@type': 'DiscussionForumPosting',
      headline: '한강 산책 다녀왔어요',
      url,
      author: { '@type': 'Person', name: '산책왕' },
      datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/),
      interactionStatistic: expect.arrayContaining([
        expect.objectContaining({ interactionType: 'https://schema.org/CommentAction' }),
        expect.objectContaining({ interactionType: 'https://schema.org/LikeAction' }),
      ]),
    });
  });

  it('describes a food as a product, a notice as an article, home and lists as the site', async () => {
    const food = parsePage((await get(`/food/${foodId}`)).body);
    expect(food.meta('og:type')).toBe('product');
    expect(food.meta('og:title')).toBe('연어 그레인프리 사료');
    expect(food.meta('og:image')).toMatch(new RegExp(`/og/food/${foodId}/[0-9a-z]+\\.jpg$`));
    expect(structuredData(food)).toMatchObject({
      '@type': 'Product',
      name: '연어 그레인프리 사료',
      offers: {
        '@type': 'Offer',
        price: 32_900,
        priceCurrency: 'KRW',
        url: 'https://shop.example.com/products/1',
      },
    });

    const notice = parsePage((await get(`/notice/1/${noticeId}`)).body);
    expect(notice.meta('og:type')).toBe('article');
    expect(notice.canonical).toBe(`${PUBLIC_URL}/notice/1/${noticeId}`);
    expect(structuredData(notice)).toMatchObject({
      '@type': 'Article',
      headline: '서비스 점검 안내',
    });

    const home = parsePage((await get('/')).body);
    expect(home.title).toEqual(['홈 | 댕냥']);
    expect(home.meta('og:type')).toBe('website');
    expect(home.meta('og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/og/site/[0-9a-z]+\\.jpg$`));
    expect(home.canonical).toBe(`${PUBLIC_URL}/`);

    // A list's canonical address keeps what changes the list and drops the rest.
    const list = parsePage((await get('/community/3?sort=popular&page=1&fbclid=x')).body);
    expect(list.canonical).toBe(`${PUBLIC_URL}/community/3?sort=popular`);
    expect(list.meta('og:type')).toBe('website');
    const foods = parsePage((await get('/food?sort=rank&page=2&utm_medium=share')).body);
    expect(foods.canonical).toBe(`${PUBLIC_URL}/food?page=2`);
  });

  it('gives a link preview the post and a card of at least 800×400', async () => {
    const response = await get(`/community/3/${postId}`, { 'user-agent': 'kakaotalk-scrap/1.0' });
    expect(response.statusCode).toBe(200);
    const page = parsePage(response.body);
    expect(page.meta('og:title')).toBe('한강 산책 다녀왔어요');

    const image = new URL(page.meta('og:image') ?? '');
    const card = await t.app.inject({ url: image.pathname });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toMatch(/^image\/(jpeg|png)$/);
    const { width = 0, height = 0 } = await sharp(card.rawPayload).metadata();
    expect(width).toBeGreaterThanOrEqual(800);
    expect(height).toBeGreaterThanOrEqual(400);
  }, 60_000);

  it('keeps a title made of markup inert: escaped in every tag, and no script runs it', async () => {
    const title = '</script><script>alert(1)</script>';
    const id = await insertPost(t.app, { userId: member.id, categoryId: 2, title, content: title });

    const response = await get(`/community/2/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    const page = parsePage(response.body);
    // Every script element is the app's own, or data no browser runs.
    for (const script of page.scripts) {
      if (runs(script))
        expect(script).toMatchObject({ src: expect.stringMatching(/^\/assets\//), text: '' });
      else expect(['application/json', 'application/ld+json']).toContain(script.type);
    }
    expect(page.title).toEqual([`${title} | 커뮤니티 | 댕냥`]);
    expect(page.meta('og:title')).toBe(title);
    expect(structuredData(page)).toMatchObject({ headline: title, text: title });
    expect(page.bodyText).toContain(title);
    const post = serverState(page)?.queries.queries[0]?.state.data;
    expect(post).toMatchObject({ title });
  });

  it('answers 404 with the not-found page for an unknown address and a missing item', async () => {
    const deleted = await insertPost(t.app, { userId: member.id, title: '지울 글' });
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/communities/${deleted}/${member.id}`,
      headers: bearer(member.token),
    });
    expect(removal.statusCode).toBe(200);

    for (const url of [
      '/no-such-page',
      '/community/1/2/3',
      '/community/99',
      '/community/1/999999',
      `/community/2/${deleted}`,
      '/food/999999',
      '/food/abc',
      '/notice/1/999999',
      '/notice/9',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      const page = parsePage(response.body);
      expect(page.title, url).toEqual(['페이지를 찾을 수 없습니다 | 댕냥']);
      expect(page.bodyText, url).toContain('페이지를 찾을 수 없습니다');
      expect(page.bodyText, url).not.toContain('지울 글');
      expect(page.meta('og:title'), url).toBeUndefined();
      expect(serverState(page)?.notFound, url).toBe(true);
    }
  });

  it('sends member and admin pages as the shell, with their code linked', async () => {
    for (const url of ['/mypage', '/community/register', '/auth/login', '/admin/users']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const page = parsePage(response.body);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(serverState(page), url).toBeNull();
      expect(page.title, url).toEqual(['댕냥']);
      expect(
        page.links.some((link) => link.rel === 'modulepreload'),
        url,
      ).toBe(true);
    }
  });

  it('sends a search of the home box and an unknown map tab to their one address', async () => {
    const search = await get(`/search?q=${encodeURIComponent(' 사료 ')}`);
    expect(search.statusCode).toBe(302);
    expect(search.headers.location).toBe(`/search/${encodeURIComponent('사료')}`);

    const map = await get('/map/9');
    expect(map.statusCode).toBe(302);
    expect(map.headers.location).toBe('/map/1');
  });

  it('answers an API refusal with the error page and its status, never a hang', async () => {
    const response = await get(`/search/${encodeURIComponent('가'.repeat(200))}`);

    expect(response.statusCode).toBe(400);
    const page = parsePage(response.body);
    expect(page.bodyText).toContain('문제가 발생했습니다');
    expect(serverState(page)).toBeNull();
  });

  it('leaves the API and the files to the server', async () => {
    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
    expect((await get('/robots.txt')).headers['content-type']).toMatch(/^text\/plain/);
  });
});

describe('rendered pages kept like the anonymous JSON', () => {
  let t: TestApp;
  let member: { id: number; token: string };
  let postId: number;

  beforeAll(async () => {
    const webDistDir = productionWebBuild();
    t = await createTestApp({ RESPONSE_CACHE_SECONDS: '60' }, { webDistDir });
    member = await createUser(t.app);
    postId = await insertPost(t.app, { userId: member.id, categoryId: 3, title: '첫 글' });
  }, 240_000);
  afterAll(() => t.close());

  const write = async (title: string) => {
    const { payload, headers } = await multipartBody(
      { communityCategoryId: '3', title, content: '내용' },
      [],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/communities',
      payload,
      headers: { ...headers, ...bearer(member.token) },
    });
    expect(response.statusCode).toBe(200);
  };

  it('serves a page again from memory, for any caller; a view empties nothing, a write what it changes', async () => {
    const first = await t.app.inject({ url: '/community/3' });
    expect(first.headers['x-cache']).toBe('miss');
    const post = await t.app.inject({ url: `/community/3/${postId}` });
    expect(post.headers['x-cache']).toBe('miss');

    // Another instance's rename, which this one hears nothing of: the kept pages stay.
    await t.app.database.db
      .update(communityPosts)
      .set({ title: '몰래 바뀐 제목' })
      .where(eq(communityPosts.id, postId));
    // A token or a cookie changes nothing: every page is rendered as a visitor.
    const again = await t.app.inject({
      url: '/community/3',
      headers: { ...bearer(member.token), cookie: 'a=b' },
    });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);

    const view = await t.app.inject({ method: 'POST', url: `/api/communities/3/${postId}` });
    expect(view.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/community/3' })).headers['x-cache']).toBe('hit');
    expect((await t.app.inject({ url: `/community/3/${postId}` })).headers['x-cache']).toBe('hit');

    await write('새로 쓴 글');
    const list = await t.app.inject({ url: '/community/3' });
    expect(list.headers['x-cache']).toBe('miss');
    expect(list.body).toContain('새로 쓴 글');
    // The post's own page does not show the list: it stays.
    expect((await t.app.inject({ url: `/community/3/${postId}` })).headers['x-cache']).toBe('hit');
  });

  it('sends a kept page compressed as the browser accepts, the same page in every encoding', async () => {
    const url = `/community/3/${postId}`;
    const plain = await t.app.inject({ url: `${url}?from=share` });
    const encodings = {
      br: (bytes: Buffer) => brotliDecompressSync(bytes),
      gzip: (bytes: Buffer) => gunzipSync(bytes),
    };
    for (const [encoding, decode] of Object.entries(encodings)) {
      for (const round of ['first', 'again']) {
        const response = await t.app.inject({
          url: `${url}?from=share`,
          headers: { 'accept-encoding': `${encoding}, identity;q=0.5` },
        });
        expect(response.statusCode, round).toBe(200);
        expect(response.headers['content-encoding'], round).toBe(encoding);
        expect(response.headers.vary, round).toMatch(/accept-encoding/i);
        expect(decode(response.rawPayload).toString(), round).toBe(plain.body);
      }
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('renders afresh for Cache-Control: no-cache, and keeps neither a 404 nor a shell', async () => {
    await t.app.inject({ url: '/food' });
    const fresh = await t.app.inject({ url: '/food', headers: { 'cache-control': 'no-cache' } });
    expect(fresh.headers['x-cache']).toBe('miss');

    for (const url of ['/community/1/999999', '/mypage']) {
      await t.app.inject({ url });
      expect((await t.app.inject({ url })).headers['x-cache'], url).toBe('miss');
    }
  });
});

describe('pages under the per-address cap on anonymous calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDistDir = productionWebBuild();
    t = await createTestApp(
      {
        ANONYMOUS_REQUESTS_PER_MINUTE: '3',
        RESPONSE_CACHE_SECONDS: '60',
      },
      { webDistDir },
    );
  }, 240_000);
  afterAll(() => t.close());

  const from = (remoteAddress: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, remoteAddress, headers });

  it('counts a page once, rendered or kept, and never the API calls its render makes', async () => {
    const reader = '198.51.100.1';
    // The home page is drawn from several API calls; each render here asks them afresh.
    const pages = [
      await from(reader, '/', { 'cache-control': 'no-cache' }),
      await from(reader, '/'),
      await from(reader, '/', { 'cache-control': 'no-cache' }),
    ];
    expect(pages.map((page) => [page.statusCode, page.headers['x-cache']])).toEqual([
      [200, 'miss'],
      [200, 'hit'],
      [200, 'miss'],
    ]);
    for (const page of pages) {
      expect(serverState(parsePage(page.body))?.queries.queries.length).toBeGreaterThan(1);
    }

    expectTooMany(await from(reader, '/community/1'), MESSAGES.tooManyRequests, 60);
    expectTooMany(
      await from(reader, '/api/communities/1?page=1&size=10'),
      MESSAGES.tooManyRequests,
      60,
    );
    // The renders spent nothing of the server's own address, nor of anyone else's.
    expect((await from('198.51.100.2', '/community/1')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/food' })).statusCode).toBe(200);
  });

  it('counts the share cards, which are drawn on the server', async () => {
    const crawler = '198.51.100.3';
    for (let card = 0; card < 3; card += 1) {
      expect((await from(crawler, siteShareCardPath())).statusCode).toBe(200);
    }
    expectTooMany(await from(crawler, siteShareCardPath()), MESSAGES.tooManyRequests, 60);
  }, 60_000);
});

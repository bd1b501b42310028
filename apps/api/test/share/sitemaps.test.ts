import { asc, eq, sql } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../src/db/schema/community.ts';
import { foods } from '../../src/db/schema/food.ts';
import { notices } from '../../src/db/schema/notice.ts';
import { SITEMAP_PAGE_SIZE } from '../../src/modules/share/sitemap-service.ts';
import { insertPost } from '../community/posts.ts';
import { createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { clientOnlyWebBuild } from '../helpers/web-build.ts';

/** A public URL with a path of Korean and an ampersand, which URLs and XML must both escape. */
const PUBLIC_URL = 'https://daengnyang.example/펫&프렌즈';
const BASE = 'https://daengnyang.example/%ED%8E%AB&%ED%94%84%EB%A0%8C%EC%A6%88';

type Entry = { loc: string; lastmod: string | null };

/** Parses a sitemap strictly (a malformed document throws) into its root and entries. */
function parseSitemap(xml: string): { root: string; namespace: string; entries: Entry[] } {
  const parser = new SaxesParser({ xmlns: true });
  let root = '';
  let namespace = '';
  const entries: Entry[] = [];
  let field: 'loc' | 'lastmod' | null = null;
  parser.on('opentag', (tag) => {
    if (!root) {
      root = tag.local;
      namespace = tag.uri;
    }
    if (tag.local === 'url' || tag.local === 'sitemap') entries.push({ loc: '', lastmod: null });
    field = tag.local === 'loc' || tag.local === 'lastmod' ? tag.local : null;
  });
  parser.on('text', (text) => {
    const entry = entries.at(-1);
    if (!entry || !field) return;
    if (field === 'loc') entry.loc += text;
    else entry.lastmod = (entry.lastmod ?? '') + text;
  });
  parser.on('closetag', () => {
    field = null;
  });
  parser.write(xml).close();
  return { root, namespace, entries };
}

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('robots.txt and sitemaps', () => {
  let t: TestApp;
  let web: Awaited<ReturnType<typeof clientOnlyWebBuild>>;
  let authorId: number;
  let deletedPostId: number;
  /** Far enough to leave the second page of posts empty. */
  const farPostId = SITEMAP_PAGE_SIZE * 2 + 17;

  beforeAll(async () => {
    web = await clientOnlyWebBuild({ 'index.html': '<!doctype html><div id="root"></div>' });
    t = await createTestApp({ PUBLIC_URL }, { webDistDir: web.webDistDir });
    authorId = (await createUser(t.app)).id;
    for (const categoryId of [2, 4, 7]) await insertPost(t.app, { userId: authorId, categoryId });
    deletedPostId = await insertPost(t.app, { userId: authorId, title: '지울 글' });
    await t.app.database.db.delete(communityPosts).where(eq(communityPosts.id, deletedPostId));
    await t.app.database.db.execute(sql`
      insert into community_posts (id, category_id, user_id, title, content)
      overriding system value values (${farPostId}, 5, ${authorId}, '먼 글', '내용')`);
    await t.app.database.db
      .insert(notices)
      .values({ categoryId: 3, userId: authorId, title: '이벤트 & 선물', content: '내용' });
    await t.app.database.db.insert(foods).values({
      categoryId: 2,
      userId: authorId,
      title: '간식',
      content: '내용',
      price: 5000,
      foodAddress: 'https://shop.example/treat',
    });
  });
  afterAll(async () => {
    await t.close();
    await web.remove();
  });

  async function fetchSitemap(url: string) {
    const response = await t.app.inject({ url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    return { body: response.body, ...parseSitemap(response.body) };
  }

  it('opens public pages to crawlers and closes member pages, the API and sign-in', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /mypage',
      'Disallow: /auth',
      'Disallow: /community/register',
      'Disallow: /api/',
      'Disallow: /oauth2/',
      'Disallow: /login/',
      '',
      `Sitemap: ${BASE}/sitemap.xml`,
      '',
    ]);
  });

  it('indexes the fixed pages and each page of posts, notices and foods by id range', async () => {
    const { body, root, namespace, entries } = await fetchSitemap('/sitemap.xml');
    expect(root).toBe('sitemapindex');
    expect(namespace).toBe(SITEMAP_NAMESPACE);
    expect(entries.map((entry) => entry.loc)).toEqual([
      `${BASE}/sitemap-pages.xml`,
      `${BASE}/sitemap-posts-1.xml`,
      `${BASE}/sitemap-posts-2.xml`,
      `${BASE}/sitemap-posts-3.xml`,
      `${BASE}/sitemap-notices-1.xml`,
      `${BASE}/sitemap-foods-1.xml`,
    ]);
    // The ampersand of the base URL is escaped in the document; Korean is percent-encoded.
    expect(body).toContain('https://daengnyang.example/%ED%8E%AB&amp;%ED%94%84');
    expect(body).not.toMatch(/&(?!amp;)/);
  });

  it("lists every post of a page's id range at its page URL, with its last change", async () => {
    const { root, entries } = await fetchSitemap('/sitemap-posts-1.xml');
    expect(root).toBe('urlset');
    const rows = await t.app.database.db
      .select({
        id: communityPosts.id,
        categoryId: communityPosts.categoryId,
        updatedAt: communityPosts.updatedAt,
      })
      .from(communityPosts)
      .where(sql`${communityPosts.id} <= ${SITEMAP_PAGE_SIZE}`)
      .orderBy(asc(communityPosts.id));
    expect(rows).toHaveLength(3);
    expect(entries).toEqual(
      rows.map((row) => ({
        loc: `${BASE}/community/${row.categoryId}/${row.id}`,
        lastmod: `${row.updatedAt.toISOString().slice(0, 19)}Z`,
      })),
    );
    expect(entries.some((entry) => entry.loc.endsWith(`/${deletedPostId}`))).toBe(false);
    for (const entry of entries) expect(entry.lastmod).toMatch(W3C_DATETIME);
  });

  it('gives an empty page for a range without posts and 404 past the last page', async () => {
    expect((await fetchSitemap('/sitemap-posts-2.xml')).entries).toEqual([]);
    const third = await fetchSitemap('/sitemap-posts-3.xml');
    expect(third.entries.map((entry) => entry.loc)).toEqual([`${BASE}/community/5/${farPostId}`]);
    for (const url of ['/sitemap-posts-4.xml', '/sitemap-notices-2.xml']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(envelope(response).code).toBe(404);
    }
  });

  it('lists notices and foods at their page URLs', async () => {
    const [notice] = await t.app.database.db.select().from(notices);
    const [food] = await t.app.database.db.select().from(foods);
    expect((await fetchSitemap('/sitemap-notices-1.xml')).entries.map((e) => e.loc)).toEqual([
      `${BASE}/notice/3/${notice?.id}`,
    ]);
    expect((await fetchSitemap('/sitemap-foods-1.xml')).entries.map((e) => e.loc)).toEqual([
      `${BASE}/food/${food?.id}`,
    ]);
  });

  it('lists the home, list, map and legal pages', async () => {
    const { entries } = await fetchSitemap('/sitemap-pages.xml');
    expect(entries.map((entry) => entry.loc.slice(BASE.length))).toEqual([
      '/',
      ...[1, 2, 3, 4, 5, 6, 7].map((category) => `/community/${category}`),
      ...[1, 2, 3].map((category) => `/notice/${category}`),
      '/food',
      ...[1, 2, 3].map((category) => `/map/${category}`),
      '/terms',
      '/privacy',
      '/contact',
    ]);
  });

  it('answers crawler paths it does not hold with the envelope, never the web page', async () => {
    for (const url of [
      '/sitemap-users-1.xml',
      '/sitemap-posts-0.xml',
      '/sitemap-posts-abc.xml',
      '/og/anything',
    ]) {
      const response = await t.app.inject({ url });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('documents the crawler paths in the OpenAPI document', () => {
    const document = t.app.swagger() as {
      paths: Record<string, { get?: { tags?: string[]; responses?: Record<string, unknown> } }>;
    };
    const shared = Object.entries(document.paths)
      .filter(([, operations]) => operations.get?.tags?.includes('share'))
      .map(([path]) => path);
    expect(shared.sort()).toEqual(
      [
        '/og/community/{id}/{version}.jpg',
        '/og/food/{id}/{version}.jpg',
        '/og/notice/{id}/{version}.jpg',
        '/og/site/{version}.jpg',
        '/robots.txt',
        '/sitemap-foods-{page}.xml',
        '/sitemap-notices-{page}.xml',
        '/sitemap-pages.xml',
        '/sitemap-posts-{page}.xml',
        '/sitemap.xml',
      ].sort(),
    );
    expect(document.paths['/og/site/{version}.jpg']?.get?.responses?.['200']).toMatchObject({
      content: { 'image/jpeg': {} },
    });
  });

  it('answers a sitemap from memory for a few minutes after it was built', async () => {
    const before = await fetchSitemap('/sitemap-posts-1.xml');
    await insertPost(t.app, { userId: authorId });
    const after = await fetchSitemap('/sitemap-posts-1.xml');
    expect(after.entries).toEqual(before.entries);
  });
});

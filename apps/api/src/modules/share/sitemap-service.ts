import {
  COMMUNITY_CATEGORIES,
  MAP_CATEGORIES,
  NOTICE_CATEGORIES,
} from '@daengnyang/contract/constants';
import { MEMBER_PAGE_PATHS, publicPages } from '@daengnyang/contract/page-paths';
import type { ShareCardKind } from '@daengnyang/contract/share-cards';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { MemoFactory } from '../../shared-state/memo.ts';
import { findLastId, findSitemapRows, type SitemapRow } from './repository.ts';
import { absoluteUrls, type SitemapUrl, sitemapIndex, urlSet } from './sitemap-xml.ts';

/**
 * Ids per sitemap page: far under the protocol's 50,000 URLs, so that a page reads a few
 * thousand rows of one primary-key range (tens of milliseconds cold at 200k posts) and its XML
 * stays under a megabyte.
 */
export const SITEMAP_PAGE_SIZE = 5_000;
/** Sitemaps are answered from memory for this long; crawlers read them a few times a day. */
const SITEMAP_CACHE_MS = 5 * 60_000;

/** The paged sitemaps, by the name in their path (`/sitemap-posts-3.xml`). */
export const SITEMAP_SECTIONS = {
  posts: 'community',
  notices: 'notice',
  foods: 'food',
} as const satisfies Record<string, ShareCardKind>;
export type SitemapSection = keyof typeof SITEMAP_SECTIONS;

/** Closed to crawlers besides the member pages: the server's own calls and sign-in flows. */
const SERVER_PATHS_CLOSED = ['/api/', '/oauth2/', '/login/'];

export const sitemapPath = {
  index: '/sitemap.xml',
  pages: '/sitemap-pages.xml',
  section: (section: SitemapSection, page: number) => `/sitemap-${section}-${page}.xml`,
};

export type SitemapService = {
  /** The sitemap index: the fixed pages' sitemap, then every page of every section. */
  index: () => Promise<string>;
  /** The home, list and legal pages. */
  fixedPages: () => Promise<string>;
  /** One page of a section; 404 past the last one. */
  sectionPage: (section: SitemapSection, page: number) => Promise<string>;
  robots: () => string;
};

/** Where each kind's item is read (contract page-paths: the web app's own patterns). */
const ITEM_PATHS: Record<ShareCardKind, (row: SitemapRow) => string> = {
  community: (row) => publicPages.communityDetail.getHref(row.categoryId, row.id),
  notice: (row) => publicPages.noticeDetail.getHref(row.categoryId, row.id),
  food: (row) => publicPages.foodDetail.getHref(row.id),
};

/** The public pages that are not items, in the order a visitor meets them. */
function fixedPagePaths(): string[] {
  return [
    publicPages.home.getHref(),
    ...COMMUNITY_CATEGORIES.map((category) => publicPages.community.getHref(category.id)),
    ...NOTICE_CATEGORIES.map((category) => publicPages.notice.getHref(category.id)),
    publicPages.food.getHref(),
    ...MAP_CATEGORIES.map((category) => publicPages.map.getHref(category.id)),
    publicPages.terms.getHref(),
    publicPages.privacy.getHref(),
    publicPages.contact.getHref(),
  ];
}

/**
 * robots.txt and the sitemaps, with absolute URLs under `publicUrl`. Items are paged by id
 * range (`SITEMAP_PAGE_SIZE` ids a page), so the index needs only each table's highest id and
 * a page reads only its range — no count, no OFFSET. A deleted item leaves a gap in its page.
 * Answers are kept for a few minutes (a shared memo, stale-while-revalidate).
 */
export function createSitemapService(deps: {
  db: Database;
  memo: MemoFactory;
  publicUrl: string;
}): SitemapService {
  const { db, publicUrl } = deps;
  const url = absoluteUrls(publicUrl);

  const memo = deps.memo<() => Promise<string>, { xml: string }>({
    name: 'sitemaps',
    ttlMs: SITEMAP_CACHE_MS,
    // A page is ~0.5 MB and a crawler reads each once in a while: the cache is for bursts (several
    // crawlers, retries), and 32 pages hold at most ~16 MB.
    max: 32,
    load: async (build) => ({ xml: await build() }),
  });
  const remembered = async (key: string, build: () => Promise<string>) =>
    (await memo.get(key, build)).xml;

  const buildIndex = async () => {
    const sitemaps: SitemapUrl[] = [{ loc: url(sitemapPath.pages) }];
    for (const [section, kind] of Object.entries(SITEMAP_SECTIONS)) {
      const pages = Math.ceil((await findLastId(db, kind)) / SITEMAP_PAGE_SIZE);
      for (let page = 1; page <= pages; page += 1) {
        sitemaps.push({ loc: url(sitemapPath.section(section as SitemapSection, page)) });
      }
    }
    return sitemapIndex(sitemaps);
  };

  const buildSectionPage = async (section: SitemapSection, page: number) => {
    const kind = SITEMAP_SECTIONS[section];
    const afterId = (page - 1) * SITEMAP_PAGE_SIZE;
    if (afterId >= (await findLastId(db, kind))) throw notFound();
    const rows = await findSitemapRows(db, kind, {
      afterId,
      throughId: afterId + SITEMAP_PAGE_SIZE,
    });
    return urlSet(rows.map((row) => ({ loc: url(ITEM_PATHS[kind](row)), lastmod: row.changedAt })));
  };

  const robots = [
    'User-agent: *',
    'Allow: /',
    ...[...MEMBER_PAGE_PATHS, ...SERVER_PATHS_CLOSED].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${url(sitemapPath.index)}`,
    '',
  ].join('\n');

  return {
    index: () => remembered('index', buildIndex),
    fixedPages: () =>
      remembered('pages', async () => urlSet(fixedPagePaths().map((path) => ({ loc: url(path) })))),
    sectionPage: (section, page) =>
      remembered(`${section}-${page}`, () => buildSectionPage(section, page)),
    robots: () => robots,
  };
}

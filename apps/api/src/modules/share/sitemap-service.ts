import {
  COMMUNITY_CATEGORIES,
  MAP_CATEGORIES,
  NOTICE_CATEGORIES,
} from '@daengnyang/contract/constants';
import { MEMBER_PAGE_PATHS, publicPages } from '@daengnyang/contract/page-paths';
import type { ShareCardKind } from '@daengnyang/contract/share-cards';
import type { Database } from '../../db/client.ts';
import { cacheInvalidation } from '../../events/cache-invalidation.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { CACHE_TAGS } from '../../http/cache-tags.ts';
import { notFound } from '../../http/errors.ts';
import { type CacheTags, createTaggedCache } from '../../shared-state/tagged-cache.ts';
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
/**
 * A page is ~0.5 M characters and a crawler reads each once in a while: the cache is for
 * bursts (several crawlers, retries), 32 pages and 16 M characters (~32 MB) at most.
 */
const SITEMAP_CACHE_PAGES = 32;
const SITEMAP_CACHE_CHARACTERS = 16 * 1024 * 1024;

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
 *
 * Answers are kept for a few minutes in this instance's tagged cache, which the domain events
 * empty like the response cache (events/cache-invalidation.ts): an item that moderation
 * withholds, or that is deleted, leaves its kind's sitemap pages at once, on every instance;
 * a new item waits for the pages to expire.
 */
export function createSitemapService(deps: {
  db: Database;
  events: Pick<DomainEvents, 'subscribe'>;
  publicUrl: string;
}): SitemapService {
  const { db, publicUrl } = deps;
  const url = absoluteUrls(publicUrl);

  const cache = createTaggedCache<{ body: string; contentType: string }>({
    ttlMs: SITEMAP_CACHE_MS,
    maxEntries: SITEMAP_CACHE_PAGES,
    maxCharacters: SITEMAP_CACHE_CHARACTERS,
  });
  deps.events.subscribe({ ...cacheInvalidation(cache), name: 'sitemap-invalidation' });
  const remembered = async (key: string, tags: CacheTags, build: () => Promise<string>) => {
    const kept = cache.get(key);
    if (kept) return kept.body;
    // Taken before the rows are read: a page built across a hiding is not kept.
    const since = cache.mark();
    const xml = await build();
    cache.set(key, { body: xml, contentType: 'application/xml' }, { tags, since });
    return xml;
  };

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
    index: () => remembered('index', [], buildIndex),
    fixedPages: () =>
      remembered('pages', [], async () =>
        urlSet(fixedPagePaths().map((path) => ({ loc: url(path) }))),
      ),
    sectionPage: (section, page) =>
      remembered(`${section}-${page}`, [CACHE_TAGS.sitemap(SITEMAP_SECTIONS[section])], () =>
        buildSectionPage(section, page),
      ),
    robots: () => robots,
  };
}

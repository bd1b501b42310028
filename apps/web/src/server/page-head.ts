import {
  SHARE_CARD_SIZE,
  SITE_NAME,
  SITE_TAGLINE,
  shareCardPaths,
} from '@daengnyang/contract/share-cards';
import { escapeHtml, jsonForScript } from './html-text.ts';

/**
 * What a shareable page says about itself in its `<head>`: to search engines (description,
 * canonical address, JSON-LD) and to the link previews of KakaoTalk, Naver Band and Facebook
 * (Open Graph, Twitter card), which read only the HTML.
 */
export type PageHead = {
  /** The page's own name where it is shared (`og:title`): a post's title, a list's name. */
  title: string;
  /** `description` and `og:description`. */
  description: string;
  /** The canonical path, with only the query that changes what the page shows. */
  path: string;
  type: 'website' | 'article' | 'product';
  /** The share card (`og:image`): the API's path, from the contract's `shareCardPaths`. */
  imagePath: string;
  /** schema.org data about what the page shows, as JSON-LD. */
  structuredData?: Record<string, unknown> | undefined;
};

const OG_DESCRIPTION_LENGTH = 100;

/** The first 100 characters of a text, its whitespace collapsed: a post's `og:description`. */
export function excerpt(text: string): string {
  return Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, OG_DESCRIPTION_LENGTH).join('');
}

/** The site's description: what home and the lists say of themselves. */
export const SITE_DESCRIPTION = `${SITE_TAGLINE}, ${SITE_NAME}`;

/** A page of the site itself (home, a list, a legal page): the site's card. */
export function siteHead(page: {
  title: string;
  path: string;
  description?: string | undefined;
}): PageHead {
  return {
    title: page.title,
    description: page.description ?? SITE_DESCRIPTION,
    path: page.path,
    type: 'website',
    imagePath: shareCardPaths.site(),
  };
}

/** An absolute URL on the site's public address (`PUBLIC_URL`). */
export function siteUrl(publicUrl: string, path: string): string {
  return new URL(path, publicUrl).href;
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;

/**
 * The head tags of a page: `documentTitle` is the tab's title the page itself renders (the
 * browser keeps it up to date after hydration); `head` what it says to crawlers and previews.
 */
export function renderHeadTags(options: {
  documentTitle: string;
  head: PageHead | null;
  publicUrl: string;
}): string {
  const { documentTitle, head, publicUrl } = options;
  const title = `<title>${escapeHtml(documentTitle)}</title>`;
  if (head === null) return [title, meta('name', 'description', SITE_DESCRIPTION)].join('\n    ');
  const url = siteUrl(publicUrl, head.path);
  const image = siteUrl(publicUrl, head.imagePath);
  const tags = [
    title,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'ko_KR'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', SHARE_CARD_SIZE.width),
    meta('property', 'og:image:height', SHARE_CARD_SIZE.height),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  ];
  if (head.structuredData !== undefined) {
    tags.push(`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`);
  }
  return tags.join('\n    ');
}

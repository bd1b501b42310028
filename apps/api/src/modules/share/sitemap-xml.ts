/**
 * The sitemap protocol's two documents (sitemaps.org 0.9). Every value is XML-escaped; URLs
 * come from `absoluteUrls`, whose base is percent-encoded.
 */

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}

/**
 * Absolute URLs under the public base URL, which may carry a path of its own: the base is
 * percent-encoded once (Korean, spaces), and the paths appended to it are the pages' own, built
 * from ids and fixed words (contract page-paths), so ASCII already.
 */
export function absoluteUrls(publicUrl: string): (path: string) => string {
  const base = new URL(publicUrl).href.replace(/\/$/, '');
  return (path) => `${base}${path}`;
}

/** A W3C datetime in UTC to the second, e.g. `2026-11-24T09:30:00Z`. */
export function w3cDateTime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export type SitemapUrl = { loc: string; lastmod?: Date };

function entries(tag: 'url' | 'sitemap', items: SitemapUrl[]): string {
  return items
    .map(({ loc, lastmod }) => {
      const modified = lastmod ? `<lastmod>${w3cDateTime(lastmod)}</lastmod>` : '';
      return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
    })
    .join('\n');
}

export function urlSet(urls: SitemapUrl[]): string {
  return `${DECLARATION}\n<urlset xmlns="${NAMESPACE}">\n${entries('url', urls)}\n</urlset>\n`;
}

export function sitemapIndex(sitemaps: SitemapUrl[]): string {
  return `${DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">\n${entries('sitemap', sitemaps)}\n</sitemapindex>\n`;
}

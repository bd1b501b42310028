import styles from './linked-text.module.css';

/**
 * An address as people type it in a sentence: http or https, then printable ASCII up to the
 * first space, quote, angle bracket or non-ASCII letter — so a Korean particle written right
 * after it ("https://example.com에서") is not part of it. Addresses copied from a browser are
 * percent-encoded, so they do not need letters outside ASCII.
 */
const ADDRESS = /https?:\/\/[!#-&(-;=?-~]+/gi;

/** Punctuation that ends a sentence or a clause more often than it ends an address. */
const TRAILING = /[.,:;!?*]+$/;

const CLOSERS: Readonly<Record<string, string>> = { ')': '(', ']': '[' };

/** A run of the text; a link also says where it starts, which identifies it among its siblings. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string; at: number };

/** Drops what follows the address in the sentence: "…/page)." keeps "(…/page)" balanced. */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const trimmed = address.replace(TRAILING, '');
    const last = trimmed.at(-1) ?? '';
    const opener = CLOSERS[last];
    const unbalanced =
      opener !== undefined && trimmed.split(opener).length < trimmed.split(last).length;
    const next = unbalanced ? trimmed.slice(0, -1) : trimmed;
    if (next === address) return address;
    address = next;
  }
}

function isWebAddress(address: string): boolean {
  let url: URL;
  // Not URL.canParse: phones on iOS 16 (Safari before 17) lack it, and this runs on every post.
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
}

/** Splits user text into plain runs and the http(s) addresses in it, in order. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    if (!isWebAddress(address)) continue;
    if (match.index > plainFrom) {
      parts.push({ kind: 'text', text: text.slice(plainFrom, match.index) });
    }
    parts.push({ kind: 'link', href: address, at: match.index });
    plainFrom = match.index + address.length;
  }
  if (plainFrom < text.length) parts.push({ kind: 'text', text: text.slice(plainFrom) });
  return parts;
}

/**
 * Text a member wrote, with its web addresses as links that open in a new tab. The links are
 * marked as user content nobody vouches for (`nofollow ugc`) and get no handle on this page
 * (`noopener`). Everything is a React text node or element, so markup in the text stays text.
 */
export function LinkedText({ text }: { text: string }) {
  return splitLinks(text).map((part) =>
    part.kind === 'text' ? (
      part.text
    ) : (
      <a
        key={part.at}
        className={styles.link}
        href={part.href}
        target="_blank"
        rel="nofollow ugc noopener"
      >
        {part.href}
      </a>
    ),
  );
}

/**
 * Why a scenario misses an issue-8 target and what would meet it, keyed by scenario id (see
 * bench/run/scenarios.ts). Written by hand; `npm run bench` prints the entry next to every
 * target the scenario misses in bench/RESULTS.md.
 */

/** The "≥ 0.5 × SQL floor" target of reads whose statements cost under 0.2 ms. */
const FIXED_COST =
  'The SQL floor is PostgreSQL alone: its prepared statements with their generic plans ' +
  'cost 0.1–0.2 ms, so it reaches 5,000–14,000 sequences/s with no HTTP, no JSON and no ' +
  'load generator on the two cores. The API’s limit here is its single Node thread: at ' +
  '2,700 list pages/s it runs at ~90% of a core (top), PostgreSQL takes ~40% and autocannon ' +
  '~20%. Of that thread, writing answers over loopback (writev) is a fifth and the rest is ' +
  'fixed per-call work (pg and drizzle decoding rows, zod encoding the answer, request ' +
  'logging, security headers, JSON); a bare Fastify route sending the same 10.8 kB answer ' +
  'serves 18,500/s. What would meet it: more Node processes (cluster or instances; on this ' +
  'box they would compete with PostgreSQL and the load generator for the same two cores), ' +
  'serialisers compiled from the response schemas (fast-json-stringify) instead of zod ' +
  'encoding, and the load generator on another machine.';

const MAP =
  'Each answer is 36 kB: the 100 nearest places (MAP_MAX_PLACES) in a 3 km circle that ' +
  'holds 15,000 places of the benchmark (78% of all 20,000 places within 3 km of one point, ' +
  'far denser than a city). The query is bounded (a nearest-neighbour walk of the GiST index ' +
  'that stops after 100 places, ~1.3 ms) and its floor reaches ~1,550 calls/s; the API ' +
  'spends the rest serialising and writing 36 kB. What would meet it: answering fewer places ' +
  '(50 halves the work), or clients drawing from a compact shape (ids and coordinates, the ' +
  'card fetched on tap), which the contract does not have; real densities (tens of hospitals ' +
  'within 3 km) answer a few kB. Anonymous answers for a given point are also served from the ' +
  'response cache (see the -cached scenarios).';

export const EXPLANATIONS: Readonly<Record<string, string>> = {
  'search-community-슬개골':
    'A word in 1% of posts: page 1 (five posts) is found by walking the newest posts and ' +
    'checking each (strpos first, then the 165-gram array): about 500 rows, ~1 ms in ' +
    'PostgreSQL, where the GIN path would read all 2,085 matches. Its floor (~2,200/s) and ' +
    'the Node thread it shares the cores with (see the lists) leave ~1,400/s. What would ' +
    'meet it: grams as integer hashes (intarray), or an ' +
    'inverted index ordered by time (a per-word list of post ids kept newest first), so that ' +
    'page 1 of any word reads five entries.',
  'search-food-연어':
    '5,805 of 40,000 foods match; page 1 is 12 foods most liked first, answering 19 kB ' +
    '(titles, contents, images); its floor is ~2,700/s and the walk down foods_rank_idx reads ' +
    'about 80 rows, but the Node thread serialising 19 kB shares the cores with it. What ' +
    'would meet it: a lighter answer (the card fields only) or a ' +
    'per-word cache of the first page, which the write rate of foods (admins only) would ' +
    'allow.',
  'map-hospitals-3km': MAP,
  'map-cafes-3km': MAP,
  'map-shelters-3km': MAP,
  'map-jittered-3km': MAP,
  'community-list-page-1': FIXED_COST,
  'community-list-page-2000': FIXED_COST,
  'community-list-popular': FIXED_COST,
  'community-list-category-3': FIXED_COST,
  'community-detail': FIXED_COST,
  'home-best-community': FIXED_COST,
  'home-best-food': FIXED_COST,
  'food-list-price': FIXED_COST,
  'food-list-new': FIXED_COST,
  'food-detail': FIXED_COST,
  'notice-list-1': FIXED_COST,
  'notice-list-2': FIXED_COST,
  'notice-list-3': FIXED_COST,
  'search-community-털': FIXED_COST,
  'search-community-산책': FIXED_COST,
  'search-community-동물병원': FIXED_COST,
  'account-principal': FIXED_COST,
  'mypage-community': FIXED_COST,
  'mypage-comment': FIXED_COST,
  'mypage-food': FIXED_COST,
};

/**
 * Why Lighthouse targets are missed on a form factor (bench/web), printed under its table when
 * a page misses one.
 */
export const WEB_EXPLANATIONS: Readonly<Record<'mobile' | 'desktop', string>> = {
  mobile: '',
  desktop:
    'The desktop layout keeps Pretendard (decision 004): a Korean page touches ~17 of its 92 ' +
    'unicode-range files, ~450 KiB, which share Lighthouse’s 10 Mbps line with the first ' +
    'pictures and put LCP at 0.8–1.1 s (score 98–99). The same build with the system font on ' +
    'desktop too scored 100 on all five pages (LCP 0.46–0.53 s), so the client-rendered ' +
    'chain (JS, data preloaded from the first byte, render) is not the limit and rendering on ' +
    'the server would not change it. What would meet it: the system font on desktop (a ' +
    'different look), or a Pretendard subset made per page by the server.',
};

/**
 * Why scenarios miss issue-8 targets, written by hand: each cause once (`CAUSES`), and which
 * cause each scenario's misses come from (`CAUSE_OF`, keyed by scenario id, see
 * bench/run/scenarios.ts). `npm run bench` lists the misses in bench/RESULTS.md with a link to
 * their cause, and every cause that explains a miss once under "Why some scenarios miss".
 */

export type Cause = { title: string; text: string };

export const CAUSES = {
  'fixed-cost': {
    title: 'One Node thread and its fixed cost per call',
    text:
      'The SQL floor is PostgreSQL alone: its prepared statements with their generic plans ' +
      'cost 0.1–0.2 ms, so it reaches 5,000–14,000 sequences/s with no HTTP, no JSON and no ' +
      'load generator on the two cores. The API’s limit is its single Node thread: under a ' +
      'list or detail load the instance keeps its event loop busy nearly all the time (ELU ' +
      'about 0.95–1 in the "One instance or two" table) on about one core, while PostgreSQL ' +
      'and the load generator share the other. Of that thread, writing answers over loopback ' +
      '(writev) is a fifth and the rest is fixed per-call work (pg and drizzle decoding rows, ' +
      'zod encoding the answer, request logging, security headers, JSON); a bare Fastify route ' +
      'sending the same 10.8 kB answer serves 18,500/s. What would meet it: serialisers ' +
      'compiled from the response schemas (fast-json-stringify) instead of zod encoding, and ' +
      'the load generator and PostgreSQL on other machines. A second instance on the same two ' +
      'cores does not: see "One instance or two". The same holds for the -cached scenarios, ' +
      'whose answers skip PostgreSQL but not the thread. Every rate here also scales with the ' +
      'host: the bare Fastify row is the run’s ceiling (61,390/s on 2026-11-24, 11,420/s on ' +
      '2026-11-27 for the same bare route: a busier host, with CPU steal), so compare runs by ' +
      'the API / floor column, not by the absolute rates.',
  },
  'map-answer-size': {
    title: 'Map answers of 36 kB',
    text:
      'Each answer is 36 kB: the 100 nearest places (MAP_MAX_PLACES) in a 3 km circle that ' +
      'holds 15,000 places of the benchmark (78% of all 20,000 places within 3 km of one ' +
      'point, far denser than a city). The query is bounded (a nearest-neighbour walk of the ' +
      'GiST index that stops after 100 places, ~1.3 ms) and its floor reaches ~1,550 calls/s; ' +
      'the API spends the rest serialising and writing 36 kB. What would meet it: answering ' +
      'fewer places (50 halves the work), or clients drawing from a compact shape (ids and ' +
      'coordinates, the card fetched on tap), which the contract does not have; real densities ' +
      '(tens of hospitals within 3 km) answer a few kB. Anonymous answers for a given point ' +
      'are also served from the response cache (see the -cached scenarios).',
  },
  'rare-word-search': {
    title: 'A rare word walks many posts',
    text:
      'A word in 1% of posts (슬개골): page 1 (five posts) is found by walking the newest posts ' +
      'and checking each (strpos first, then the 165-gram array): about 500 rows, ~1 ms in ' +
      'PostgreSQL, where the GIN path would read all 2,085 matches. Its floor (~2,200/s) and ' +
      'the Node thread it shares the cores with leave ~1,400/s. What would meet it: grams as ' +
      'integer hashes (intarray), or an inverted index ordered by time (a per-word list of ' +
      'post ids kept newest first), so that page 1 of any word reads five entries.',
  },
  'food-search-answer': {
    title: 'Food search answers of 19 kB',
    text:
      '5,805 of 40,000 foods match 연어; page 1 is 12 foods most liked first, answering 19 kB ' +
      '(titles, contents, images); its floor is ~2,700/s and the walk down foods_rank_idx ' +
      'reads about 80 rows, but the Node thread serialising 19 kB shares the cores with it. ' +
      'What would meet it: a lighter answer (the card fields only) or a per-word cache of the ' +
      'first page, which the write rate of foods (admins only) would allow.',
  },
  'pet-map-rows': {
    title: 'The map tab at exact points: ~80 kB per request, all computed, none asked twice',
    text:
      'Since decision 044 this row no longer reaches PostgreSQL: the reports of the last 31 ' +
      'days are kept in memory with their rows encoded, and a request picks its 100 nearest ' +
      '(since session 17 by grid cell: a few hundred measured instead of ~2,600) and copies ' +
      'their bytes into one answer of ~80 kB (about a tenth of the thread, most of it touching ' +
      'fresh memory); writing it over loopback takes a seventh. Before, the ' +
      'row was bound by the query (session 15: 244/s, p99 308 ms; PostgreSQL alone 476-487/s, ' +
      'p99 165-170 ms). Every URL is new, and until decision 046 the response cache kept each ' +
      'answer: kept 80 kB buffers outlive a young-generation collection and wait for a full one, ' +
      'so the process kept taking fresh memory (twice the minor page faults per request). Since ' +
      "046 a large answer is kept on its URL's second computation. Alternating 10 s runs in " +
      'session 17: p99 37-47 ms at 2,288-2,841/s when such answers are not kept, 59-75 ms at ' +
      '1,969-2,284/s when they are. The row also moves with the host: in session 16, 2,724/s, ' +
      'p99 48 ms when the bare Fastify ceiling was 41,108/s; 2,144/s, p99 72 ms at 23,114/s. ' +
      'The web app does not send this: it asks by grid cell (the -app and -members rows).',
  },
  'pet-map-cells-cold': {
    title: 'Pet report lists asked by grid cell are computed once per cell',
    text:
      'The app asks the map tab and the distance filter by 0.01° cell; the benchmark spreads ' +
      'its points over a 10 km square, about a hundred cells. Each is computed once as the run ' +
      'begins and again behind a read once a minute (pet report lists are kept 60 s: they hold ' +
      'no count); since decision 044 that computation is a pick among the reports kept in ' +
      'memory (~0.1-0.5 ms) once they are read (~0.5 s on this data, at the first request). ' +
      'The requests that wait for those first computations are the slowest percent. Since ' +
      'decision 046 a cell whose first computation nobody waited for is computed a second time ' +
      'before it is kept (its ~80 kB answer is large): ~190 computations instead of ~100 in a ' +
      'run, with the same steady state (session 17, alternating runs after a 2 s warm-up: ' +
      '4,145-4,396/s, p99 38-42 ms with it; 4,058-4,786/s, p99 36-45 ms without). The ' +
      "signed-in rows also read each of the 2,000 members' identity every 5 s (~400 statements " +
      'a second in the pool of 8).',
  },
  'pet-map-answer-size': {
    title: 'A cached map tab is ~8 kB of brotli per request',
    text:
      'From the response cache the map tab skips PostgreSQL and sends bytes compressed once per ' +
      'entry (http/kept-encodings.ts): ~8 kB instead of 80 kB for a browser. What is left is ' +
      "the Node thread's fixed cost per call on two cores shared with PostgreSQL and the load " +
      'generator.',
  },
  'pet-list-planning': {
    title: 'Pet report filters without the cache',
    text:
      'Since decision 044 a filtered list within 7 or 30 days, and a list newest first whose ' +
      'page lies among the reports of the last 31 days, are answered from those reports kept ' +
      'in memory, their rows encoded once; the older reports of a list without a window are ' +
      'counted once per filter. Before, each answer joined its rows to their posts, authors and ' +
      'pictures and the Node thread parsed, mapped and encoded them (session 15: filtered ' +
      '701/s, p99 137 ms, PostgreSQL alone 1,039-1,174/s; resolved 1,107/s, p99 89 ms). A ' +
      'member who blocked someone, the nearest of all time and pages past the kept reports are ' +
      'still read from PostgreSQL.',
  },
  'pet-match-scoring': {
    title: "A report's first read in a minute waits for the database pool on a busy thread",
    text:
      'Since decision 042 a list is read from the pairs stored when either side was written, ' +
      'and kept per report for a minute (decision 040). The row is bimodal: a kept list is ' +
      'sent without the database (the p50, 5-11 ms under this load), and a first read waits ' +
      'for the pool of 8 and a turn of the busy Node thread. Since decision 045 it waits once: ' +
      'the report and the cards of its kept pairs are read together, and each side of the ' +
      "pairs walks an index in the list's order and stops at 20 (the largest lost report: " +
      '0.23 ms instead of 1.5 ms). In session 17, counting statements per 2 s on the load ' +
      'harness, the first reads came at ~480 a second for the first 4 s of the run (1,440 ' +
      'statements a second, beside ~470 identity reads of the 2,000 members), with 50-90 ' +
      'statements queued in the pool; with every list kept beforehand the row answers with ' +
      'p99 27 ms. The 2 s warm-up leaves about half of the 2,000 reports to the measured ' +
      'window, where they are 2-3 % of the requests, so p99 is a first read under that queue. ' +
      'Alternating 10 s runs after 045: p99 51-85 ms at 4,484-5,966 req/s, against 76-130 ms ' +
      'before it on the same host, whose speed moved by a third within minutes. Tried and ' +
      'not kept: a pool of 16 (p99 70-92 ms against 52-130 ms alternating with 8: inside ' +
      'the noise).',
  },
  'pet-match-kept': {
    title: 'A kept match list costs the Node thread’s fixed cost per call and 15 kB of bytes',
    text:
      'A kept list is sent as its stored bytes, and since decision 041 the caller’s identity ' +
      'row comes from memory too (dropped by the events that change it): a hit runs no ' +
      'statement. Same host, same hour: 1,294 req/s, p99 101 ms with the identity read on every ' +
      'call; 2,534 req/s, p50 16 ms, p99 63 ms without (20k: 2,901 req/s, p99 48 ms). What ' +
      'is left is the Node thread’s own time per call (token check, routing, the 15 kB write) ' +
      'and its garbage collection, with the load generator on the same two cores. What would ' +
      'meet it: a second core for the API.',
  },
} as const satisfies Record<string, Cause>;

export type CauseId = keyof typeof CAUSES;

const FIXED_COST_SCENARIOS = [
  'community-list-page-1',
  'community-list-page-2000',
  'community-list-popular',
  'community-list-category-3',
  'community-detail',
  'home-best-community',
  'home-best-food',
  'home-best-community-cached',
  'community-list-page-1-cached',
  'food-list-price',
  'food-list-new',
  'food-detail',
  'notice-list-1',
  'notice-list-2',
  'notice-list-3',
  'search-community-털',
  'search-community-산책',
  'search-community-동물병원',
  'account-principal',
  'mypage-community',
  'mypage-comment',
  'mypage-food',
];
const MAP_SCENARIOS = [
  'map-hospitals-3km',
  'map-cafes-3km',
  'map-shelters-3km',
  'map-jittered-3km',
];

export const CAUSE_OF: Readonly<Record<string, CauseId>> = {
  ...Object.fromEntries(FIXED_COST_SCENARIOS.map((id) => [id, 'fixed-cost'] as const)),
  ...Object.fromEntries(MAP_SCENARIOS.map((id) => [id, 'map-answer-size'] as const)),
  'search-community-슬개골': 'rare-word-search',
  'search-food-연어': 'food-search-answer',
  'pet-reports-map-tab': 'pet-map-rows',
  'pet-reports-map-tab-app': 'pet-map-cells-cold',
  'pet-reports-filtered-app': 'pet-map-cells-cold',
  'pet-reports-map-tab-members': 'pet-map-cells-cold',
  'pet-reports-filtered-members': 'pet-map-cells-cold',
  'pet-reports-map-tab-cached': 'pet-map-answer-size',
  'pet-reports-filtered': 'pet-list-planning',
  'pet-reports-resolved': 'pet-list-planning',
  'pet-report-matches': 'pet-match-scoring',
  'pet-report-matches-kept': 'pet-match-kept',
};

/**
 * What a second instance on the same two cores does, under the "One instance or two" table of
 * bench/RESULTS.md (the figures above it are the run's own).
 */
export const INSTANCES_NOTE =
  'Two instances on two cores share the same CPUs as one: a second Node process adds a second ' +
  'event loop, not a core.';

/**
 * Why Lighthouse targets are missed on a form factor (bench/web), printed under its table when
 * a page misses one.
 */
export const WEB_EXPLANATIONS: Readonly<Record<'mobile' | 'desktop', string>> = {
  mobile:
    'Found (one Lighthouse JSON per page, Lantern read from its source): FCP was late because ' +
    'Lantern keeps every High-priority script that finished before the observed first paint ' +
    'in its FCP and LCP graphs, and never rules out a module script (it looks for ' +
    '`EvaluateScript`, modules run under `v8.evaluateModule`); the head linked the entry and ' +
    '17–35 modulepreloads (120–170 kB) plus 6–8 stylesheets, so the simulated slow 4G paid for ' +
    'all of them before the first paint. Done (decision 023): a server-rendered page carries ' +
    'one stylesheet and a 1 kB boot script, which fetches the app once the page is painted and ' +
    'its lead pictures are in; hydration runs as a transition. Measured against the previous ' +
    'build in the same conditions (interleaved runs, load 14–23 on 2 cores): FCP/LCP of `/` ' +
    '2.39–2.54 → 1.56–1.89 s, `/community/1` 2.54 → 1.38–1.78 s, a post 2.84–3.25 → ' +
    '1.36–1.54 s, `/food` 2.93–3.14 → 1.62 s (one run 3.2 s). Later the map page came to ' +
    'boot like the others, the server drawing its first view’s tiles ' +
    '(features/map/first-view-tiles.ts; LCP 2.66 → 1.10 s), and a lost-pet post to lead with ' +
    'its picture instead of a map tile (LCP 4.40 → 1.27 s). What remains: TBT on the post and ' +
    'the map. Session 10 took the long tasks apart (CPU profiles and Chrome traces of the load): ' +
    'building Intl formatters when lib/format.ts loaded was most of the entry’s top-level time; ' +
    'a synchronous re-render of the layout after hydration (a token-state snapshot that differs ' +
    'between server and browser) hydrated the whole page in one task; and the entry’s graph ' +
    'was evaluated in one task. Now: no Intl at load, nothing above a part still showing server ' +
    'HTML re-renders after hydration, React DOM is a chunk of its own and the boot script ' +
    'evaluates each of the entry’s chunks in a task of its own. TBT of `/` 487 → 85 ms, ' +
    '`/community/1` 603 → 228, a post 743 → 480, `/food` 320 → 188, `/map/1` 879 → 492 ' +
    '(medians, same host). Session 11: the post page carried zod (25.7 kB, ~180 ms of ' +
    'evaluation at 4x) for comment boxes a visitor never sees; they load once a member is known ' +
    '(initial JS 166.6 → 135.1 kB). A trace of the boot task showed ~10 ms of request set-up per ' +
    'modulepreload link appended from script, ~40 links in one task: the boot script now ' +
    'appends one per task. The map explorer held a phone-layout state whose server value ' +
    'differs from a phone’s, re-rendering the explorer synchronously after hydration; it is ' +
    'read when a choice is made. TBT of a post 480 → 89–208 ms, `/community/1` 228 → 60–67, ' +
    '`/map/1` 492 → 144–223 (two full runs). What is left on the map: Leaflet’s evaluation, ' +
    'drawing the map and the re-render that swaps the server’s first-view tiles for it, each ' +
    'one task of ~60–150 ms at 4x (drawing the markers a slice per task was tried and measured ' +
    'no better).',
  desktop:
    'The desktop layout keeps Pretendard (decision 004): a Korean page touches ~17 of its 92 ' +
    'unicode-range files, ~450 KiB, which share Lighthouse’s 10 Mbps line with the first ' +
    'pictures; the home page transfers ~657 KiB with them (cap 600). Since decision 023 the ' +
    'app’s code no longer competes with the first view, and LCP is 0.4–0.8 s on the four ' +
    'server-rendered pages, and 0.6–0.7 s on the map, whose first view’s tiles the server ' +
    'draws; a score that misses 98 is held down by TBT on the shared host (see Mobile). What ' +
    'would meet the ' +
    'transfer cap: the system font on desktop (a different look), or a Pretendard subset ' +
    'made per page by the server.',
};

import { createRandom, type Random } from '../../apps/api/src/db/seed/random.ts';
import { MAP_CENTRE } from '../dataset/busan.ts';
import { SEARCH_TERMS } from '../dataset/community-text.ts';
import { FOOD_SEARCH_TERM } from '../dataset/food-text.ts';
import type { DatasetSample } from './dataset-sample.ts';
import type { MultipartBody } from './multipart.ts';

export type BenchRequest = {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};

/**
 * One kind of traffic. `id` is stable: `--only` matches it, bench/explanations.ts is keyed by
 * it. `request` makes a fresh request each call, so runs spread over many rows and members.
 */
export type Scenario = {
  id: string;
  title: string;
  kind: 'read' | 'mixed';
  /** Issue 8: 100 ms for search, 50 ms for every other read. */
  p99TargetMs: number;
  request: () => BenchRequest;
};

const READ_P99_MS = 50;
const SEARCH_P99_MS = 100;
/** Map points of the jittered variant lie within this many degrees (≈ 5 km) of the centre. */
const MAP_JITTER_DEGREES = 0.045;
const MAP_CATEGORIES = [
  { id: 1, name: 'hospitals' },
  { id: 2, name: 'cafes' },
  { id: 3, name: 'shelters' },
];
const NOTICE_CATEGORIES = [1, 2, 3];
const COMMENT_TEXTS = ['저희 아이도 그랬어요!', '정보 감사합니다 😊', '사진 너무 귀여워요 ㅎㅎ'];

const SEED = 8;
/** Reports whose matches are read again (a report's page opened by one member after another). */
const MATCHED_AGAIN = 100;

const syllables = (word: string) => {
  const count = Array.from(word).length;
  return `${count} syllable${count === 1 ? '' : 's'}`;
};

/**
 * Anonymous reads ask for a fresh answer (`Cache-Control: no-cache`): the API would otherwise
 * answer a repeated URL from its response cache, and the scenario would measure memory, not
 * the query. The `…-cached` scenarios measure the cache itself.
 */
const get = (path: string, token?: string): BenchRequest =>
  token
    ? { method: 'GET', path, headers: { authorization: token } }
    : { method: 'GET', path, headers: { 'cache-control': 'no-cache' } };
/**
 * What a browser sends for a read the cache may answer: every browser accepts brotli and gzip,
 * and the cache keeps each answer compressed once (apps/api/src/http/kept-encodings.ts).
 */
const getCached = (path: string, token?: string): BenchRequest => ({
  method: 'GET',
  path,
  headers: {
    'accept-encoding': 'gzip, deflate, br, zstd',
    ...(token === undefined ? {} : { authorization: token }),
  },
});

/**
 * A filtered list of category 6 as the web app asks for it (features/community/
 * pet-report-filter.ts, in its order): every status, the first page of ten, the filters, the
 * last 30 days.
 */
const petFilterPath = (filters: string) =>
  `/api/pet-reports?category=6&status=all&page=1&size=10&${filters}&days=30`;

/**
 * What the web app's map tab asks for (features/map/pet-report-tab.ts, in its order): the
 * active reports of 30 days nearest to the map's centre, rounded by the app to its 0.01° grid
 * cell. Every visitor who shares no location asks for the default centre's cell, one URL.
 */
const petMapTabPath = ({ lat, lng }: { lat: string; lng: string }) =>
  `/api/pet-reports?category=6&status=active&days=30&page=1&size=100&lat=${lat}&lng=${lng}`;

const mapPath = (categoryId: number, lat: number, lng: number) =>
  `/api/map/${categoryId}?lat=${lat.toFixed(7)}&lng=${lng.toFixed(7)}&radius=3000&categoryId=${categoryId}`;

function read(
  id: string,
  title: string,
  request: () => BenchRequest,
  p99TargetMs = READ_P99_MS,
): Scenario {
  return { id, title, kind: 'read', p99TargetMs, request };
}

/** The read scenarios of issue 8, aimed at the sampled rows and members of one dataset. */
export function readScenarios(sample: DatasetSample): Scenario[] {
  const random = createRandom(SEED);
  const post = () => random.pick(sample.posts);
  const token = () => random.pick(sample.memberTokens);
  /** A point within MAP_JITTER_DEGREES of the centre, written with `digits` decimals. */
  const pointAcrossBusan = (digits: number) => ({
    lat: (MAP_CENTRE.lat + (random.next() * 2 - 1) * MAP_JITTER_DEGREES).toFixed(digits),
    lng: (MAP_CENTRE.lng + (random.next() * 2 - 1) * MAP_JITTER_DEGREES).toFixed(digits),
  });
  /** Lost cats within 3 km of a point's 0.01° grid cell, as the app's filter asks. */
  const lostCatsNearCell = () => {
    const { lat, lng } = pointAcrossBusan(2);
    return petFilterPath(`kind=lost&species=cat&radius=3&lat=${lat}&lng=${lng}`);
  };
  return [
    read('community-list-page-1', 'Community list, all, newest, page 1', () =>
      get('/api/communities/1?sort=new&page=1&size=10'),
    ),
    read('community-list-page-2000', 'Community list, all, newest, page 2,000', () =>
      get('/api/communities/1?sort=new&page=2000&size=10'),
    ),
    read('community-list-popular', 'Community list, all, popular, page 1', () =>
      get('/api/communities/1?sort=popular&page=1&size=10'),
    ),
    read('community-list-category-3', 'Community list, category 3 (강아지), newest', () =>
      get('/api/communities/3?sort=new&page=1&size=10'),
    ),
    read('community-detail', 'Community post detail (random posts)', () =>
      get(`/api/communities/1/${post().id}`),
    ),
    read('home-best-community', 'Home: best community posts', () => get('/api/bestcommunity')),
    read('home-best-food', 'Home: best foods', () => get('/api/bestfood')),
    read('home-best-community-cached', 'Home: best community posts, from the response cache', () =>
      getCached('/api/bestcommunity'),
    ),
    read('community-list-page-1-cached', 'Community list page 1, from the response cache', () =>
      getCached('/api/communities/1?sort=new&page=1&size=10'),
    ),
    read('food-list-price', 'Food list by price, size 16', () =>
      get('/api/foods?sort=price_asc&page=1&size=16'),
    ),
    read('food-list-new', 'Food list, newest, size 16', () =>
      get('/api/foods?sort=new&page=1&size=16'),
    ),
    read('food-detail', 'Food detail (random foods)', () =>
      get(`/api/foods/${random.pick(sample.foodIds)}`),
    ),
    ...NOTICE_CATEGORIES.map((categoryId) =>
      read(`notice-list-${categoryId}`, `Notice list, category ${categoryId}`, () =>
        get(`/api/notice/${categoryId}?page=1&size=10&categoryId=${categoryId}`),
      ),
    ),
    ...SEARCH_TERMS.map((term) =>
      read(
        `search-community-${term}`,
        `Community search "${term}" (${syllables(term)})`,
        () => get(`/api/search/communities/1?searchText=${encodeURIComponent(term)}&page=1&size=5`),
        SEARCH_P99_MS,
      ),
    ),
    read(
      `search-food-${FOOD_SEARCH_TERM}`,
      `Food search "${FOOD_SEARCH_TERM}", size 12`,
      () =>
        get(`/api/search/foods?searchText=${encodeURIComponent(FOOD_SEARCH_TERM)}&page=1&size=12`),
      SEARCH_P99_MS,
    ),
    ...MAP_CATEGORIES.map(({ id, name }) =>
      read(`map-${name}-3km`, `Map, category ${id} (${name}), 3 km around the centre`, () =>
        get(mapPath(id, MAP_CENTRE.lat, MAP_CENTRE.lng)),
      ),
    ),
    read('map-jittered-3km', 'Map, random category, 3 km around points across Busan', () =>
      get(
        mapPath(
          random.int(1, 3),
          MAP_CENTRE.lat + (random.next() * 2 - 1) * MAP_JITTER_DEGREES,
          MAP_CENTRE.lng + (random.next() * 2 - 1) * MAP_JITTER_DEGREES,
        ),
      ),
    ),
    read(
      'pet-reports-map-tab',
      'Pet reports: the map tab (category 6, 30 days, active, 100 nearest) around points across Busan',
      () => get(petMapTabPath(pointAcrossBusan(7))),
    ),
    read(
      'pet-reports-map-tab-app',
      "Pet reports: the map tab around points across Busan as the app asks (the centre's 0.01° grid cell), from the response cache",
      () => getCached(petMapTabPath(pointAcrossBusan(2))),
    ),
    read(
      'pet-reports-map-tab-members',
      'Pet reports: the map tab around points across Busan as the app asks, signed in (random members; those who block nobody share the response cache)',
      () => getCached(petMapTabPath(pointAcrossBusan(2)), token()),
    ),
    read(
      'pet-reports-map-tab-cached',
      "Pet reports: the map tab at the default centre, from the response cache (every visitor's URL)",
      () =>
        getCached(
          petMapTabPath({ lat: MAP_CENTRE.lat.toFixed(2), lng: MAP_CENTRE.lng.toFixed(2) }),
        ),
    ),
    read(
      'pet-reports-filtered',
      'Pet reports: lost cats within 3 km of points across Busan, 30 days',
      () => {
        const { lat, lng } = pointAcrossBusan(5);
        return get(
          `/api/pet-reports?category=6&kind=lost&species=cat&radius=3&days=30&lat=${lat}&lng=${lng}`,
        );
      },
    ),
    read(
      'pet-reports-filtered-app',
      "Pet reports: lost cats within 3 km of points across Busan, 30 days, as the app asks (the point's 0.01° grid cell), from the response cache",
      () => getCached(lostCatsNearCell()),
    ),
    read(
      'pet-reports-filtered-members',
      'Pet reports: lost cats within 3 km of points across Busan, 30 days, as the app asks, signed in (random members; those who block nobody share the response cache)',
      () => getCached(lostCatsNearCell(), token()),
    ),
    read('pet-reports-resolved', 'Pet reports: resolved, category 7, page 1', () =>
      get('/api/pet-reports?category=7&status=resolved&page=1&size=20'),
    ),
    read(
      'pet-reports-resolved-cached',
      'Pet reports: resolved, category 7, page 1, as the app asks, from the response cache',
      () => getCached('/api/pet-reports?category=7&status=resolved&page=1&size=10'),
    ),
    read('pet-report-matches', 'Pet reports: matches of random open reports (members)', () =>
      get(`/api/pet-reports/${random.pick(sample.petReportIds)}/matches`, token()),
    ),
    read(
      'pet-report-matches-kept',
      'Pet reports: matches of 100 open reports read again, as their pages are (members)',
      () =>
        get(
          `/api/pet-reports/${random.pick(sample.petReportIds.slice(0, MATCHED_AGAIN))}/matches`,
          token(),
        ),
    ),
    read('account-principal', 'Principal with a token (random members)', () =>
      get('/api/account/principal', token()),
    ),
    read('mypage-community', 'My page: my posts, size 5', () =>
      get('/api/mypage/community?page=1&size=5', token()),
    ),
    read('mypage-comment', 'My page: my comments, size 3', () =>
      get('/api/mypage/comment?page=1&size=3', token()),
    ),
    read('mypage-food', 'My page: my liked foods, size 4', () =>
      get('/api/mypage/food?page=1&size=4', token()),
    ),
  ];
}

/** The writes members send, as the web app sends them; `authorization` is `Bearer …`. */
export const memberWrites = {
  like: (postId: number, authorization: string): BenchRequest => ({
    method: 'POST',
    path: `/api/communities/${postId}/like`,
    headers: { authorization },
  }),
  comment: (postId: number, authorization: string, random: Random): BenchRequest => ({
    method: 'POST',
    path: `/api/communities/${postId}/comments`,
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ communityId: postId, content: random.pick(COMMENT_TEXTS) }),
  }),
  post: (form: MultipartBody, authorization: string): BenchRequest => ({
    method: 'POST',
    path: '/api/communities',
    headers: { authorization, 'content-type': form.contentType },
    body: form.body,
  }),
};

/** The view count the web app sends each time a post is opened (wire contract §3). */
export const viewCount = (postId: number): BenchRequest => ({
  method: 'POST',
  path: `/api/communities/1/${postId}`,
});

/** The writes of the mixed scenario, with their shares of all its requests (10% in all). */
function writes(
  random: Random,
  sample: DatasetSample,
  newPosts: readonly MultipartBody[],
): { share: number; request: () => BenchRequest }[] {
  const post = () => random.pick(sample.posts);
  const authorization = () => random.pick(sample.memberTokens);
  return [
    { share: 0.03, request: () => memberWrites.like(post().id, authorization()) },
    {
      share: 0.02,
      request: () => ({
        method: 'DELETE',
        path: `/api/communities/${post().id}/dislike`,
        headers: { authorization: authorization() },
      }),
    },
    { share: 0.02, request: () => memberWrites.comment(post().id, authorization(), random) },
    { share: 0.025, request: () => viewCount(post().id) },
    {
      share: 0.005,
      request: () => memberWrites.post(random.pick(newPosts), authorization()),
    },
  ];
}

/**
 * 90% reads drawn evenly from the read scenarios, 10% writes by random members: likes and
 * unlikes, comments, view counts and a few new posts (multipart, no files).
 */
export function mixedScenario(
  sample: DatasetSample,
  reads: readonly Scenario[],
  newPosts: readonly MultipartBody[],
): Scenario {
  const random = createRandom(SEED + 1);
  const writeKinds = writes(random, sample, newPosts);
  return {
    id: 'mixed',
    title: 'Mixed: 90% reads of the scenarios above, 10% writes',
    kind: 'mixed',
    p99TargetMs: READ_P99_MS,
    request: () => {
      let roll = random.next();
      for (const write of writeKinds) {
        roll -= write.share;
        if (roll < 0) return write.request();
      }
      // Reads in the mix come as browsers send them: the response cache may answer.
      const { headers = {}, ...read } = random.pick(reads).request();
      const { 'cache-control': _bypass, ...kept } = headers;
      return { ...read, headers: kept };
    },
  };
}

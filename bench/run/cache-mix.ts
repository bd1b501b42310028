import { randomBytes } from 'node:crypto';
import { createRandom, type Random } from '../../apps/api/src/db/seed/random.ts';
import { withClient } from '../load/database.ts';
import { startApiServer } from './api-server.ts';
import type { DatasetSample } from './dataset-sample.ts';
import { type LoadResult, runLoad } from './load.ts';
import type { MultipartBody } from './multipart.ts';
import { copyApiWithOldCacheInvalidation } from './old-cache-copy.ts';
import { type BenchRequest, memberWrites, viewCount } from './scenarios.ts';
import type { ServerProcess } from './server-process.ts';

/** How fast the mix is sent: a busy hour of a large community, well below saturation. */
export const CACHE_MIX_RATE = 300;
export const CACHE_MIX_SECONDS = 30;
const CACHE_MIX_CONNECTIONS = 20;
/** Posts people open: the newest, most opened first (Zipf, exponent 1). */
const OPENED_POSTS = 1000;
/** Share of page opens by signed-in members (their reads are never served from the cache). */
const SIGNED_IN_SHARE = 0.15;
const SEED = 20;
const LIST_CATEGORIES = [1, 1, 1, 2, 3, 4, 5, 6, 7];

/** What one visit does; a post opened also sends its view count, as the web app does. */
type Visit = 'post' | 'list' | 'home' | 'like' | 'comment' | 'new-post';
const VISITS: { kind: Visit; share: number }[] = [
  { kind: 'post', share: 0.45 },
  { kind: 'list', share: 0.4 },
  { kind: 'home', share: 0.1 },
  { kind: 'like', share: 0.03 },
  { kind: 'comment', share: 0.015 },
  { kind: 'new-post', share: 0.005 },
];

/** The visit whose share `roll` (0–1) falls in. */
function pickVisit(roll: number): Visit {
  let left = roll;
  for (const { kind, share } of VISITS) {
    left -= share;
    if (left < 0) return kind;
  }
  return 'post';
}

/** Kinds of request sent, counted as they are made. */
export type MixCounts = Record<Visit | 'view', number>;

/** Draws ranks 0…n-1 with weight 1/(rank+1). */
function zipf(random: Random, n: number): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 0; rank < n; rank += 1) {
    total += 1 / (rank + 1);
    cumulative.push(total);
  }
  return () => {
    const target = random.next() * total;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? total) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/**
 * Traffic as readers make it: visits to a post (its page, then the view-count POST the web app
 * sends on every open: `POST /api/communities/{categoryId}/{communityId}`, wire contract §3),
 * to a list (page 1 mostly) and to the home page, 15% of them signed in; and a few likes,
 * comments and new posts by members.
 */
export function realisticMix(
  sample: DatasetSample,
  openedPosts: number[],
  newPosts: readonly MultipartBody[],
): { request: () => BenchRequest; counts: MixCounts } {
  const random = createRandom(SEED);
  const postRank = zipf(random, openedPosts.length);
  const post = () => openedPosts[postRank()] ?? 0;
  const token = () => random.pick(sample.memberTokens);
  const counts: MixCounts = {
    post: 0,
    list: 0,
    home: 0,
    like: 0,
    comment: 0,
    'new-post': 0,
    view: 0,
  };
  const queued: BenchRequest[] = [];
  const read = (requestPath: string): BenchRequest =>
    random.next() < SIGNED_IN_SHARE
      ? { method: 'GET', path: requestPath, headers: { authorization: token() } }
      : { method: 'GET', path: requestPath };
  const visit = (kind: Visit): BenchRequest => {
    switch (kind) {
      case 'post': {
        const id = post();
        queued.push(viewCount(id));
        return read(`/api/communities/1/${id}`);
      }
      case 'list': {
        const page = random.next() < 0.8 ? 1 : random.int(2, 5);
        return read(
          `/api/communities/${random.pick(LIST_CATEGORIES)}?sort=new&page=${page}&size=10`,
        );
      }
      case 'home':
        return read('/api/bestcommunity');
      case 'like':
        return memberWrites.like(post(), token());
      case 'comment':
        return memberWrites.comment(post(), token(), random);
      case 'new-post':
        return memberWrites.post(random.pick(newPosts), token());
    }
  };
  return {
    counts,
    request: () => {
      const next = queued.shift();
      if (next) {
        counts.view += 1;
        return next;
      }
      const kind = pickVisit(random.next());
      counts[kind] += 1;
      return visit(kind);
    },
  };
}

/** The newest posts: the ones readers open. */
async function newestPosts(databaseUrl: string): Promise<number[]> {
  return withClient(databaseUrl, async (client) => {
    const rows = await client.query<{ id: number }>(
      'SELECT id FROM community_posts ORDER BY created_at DESC, id DESC LIMIT $1',
      [OPENED_POSTS],
    );
    return rows.rows.map((row) => row.id);
  });
}

/** `daengnyang_cache_lookups_total{cache="response"}` by result, from the server's /metrics. */
async function responseCacheLookups(server: ServerProcess, token: string) {
  const answer = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!answer.ok) throw new Error(`/metrics answered ${answer.status}`);
  const text = await answer.text();
  const count = (result: string) => {
    const line = text
      .split('\n')
      .find(
        (candidate) =>
          candidate.startsWith('daengnyang_cache_lookups_total{') &&
          candidate.includes('cache="response"') &&
          candidate.includes(`result="${result}"`),
      );
    return line ? Number(line.split(' ').at(-1)) : 0;
  };
  return { hits: count('hit'), misses: count('miss') };
}

export type CacheMixRun = {
  label: 'before' | 'after';
  load: LoadResult;
  counts: MixCounts;
  hits: number;
  misses: number;
  serverLog: string;
};

/**
 * The response cache's hit rate under the realistic mix at CACHE_MIX_RATE requests a second,
 * on one production instance with RESPONSE_CACHE_SECONDS at its default (5): before the tag
 * invalidation (a copy of the API where every write empties the cache) and after (the API as
 * it is). The hit rate is hits / (hits + misses) of the anonymous reads of cached routes,
 * from /metrics.
 */
export async function runCacheMix(options: {
  databaseUrl: string;
  jwtSecret: string;
  workDir: string;
  sample: DatasetSample;
  newPosts: readonly MultipartBody[];
  log: (message: string) => void;
}): Promise<CacheMixRun[]> {
  const openedPosts = await newestPosts(options.databaseUrl);
  const metricsToken = randomBytes(32).toString('hex');
  const before = await copyApiWithOldCacheInvalidation(options.workDir);
  const runs: CacheMixRun[] = [];
  options.log(
    `Response cache under a realistic mix (${CACHE_MIX_RATE} req/s, ${CACHE_MIX_SECONDS} s):`,
  );
  for (const [label, script] of [
    ['before', before],
    ['after', undefined],
  ] as const) {
    const server = await startApiServer({
      ...options,
      label: `cache-mix-${label}`,
      metricsToken,
      ...(script && { script }),
    });
    try {
      const mix = realisticMix(options.sample, openedPosts, options.newPosts);
      const start = await responseCacheLookups(server, metricsToken);
      const load = await runLoad({
        baseUrl: server.baseUrl,
        connections: CACHE_MIX_CONNECTIONS,
        seconds: CACHE_MIX_SECONDS,
        rate: CACHE_MIX_RATE,
        request: mix.request,
      });
      const end = await responseCacheLookups(server, metricsToken);
      const run: CacheMixRun = {
        label,
        load,
        counts: { ...mix.counts },
        hits: end.hits - start.hits,
        misses: end.misses - start.misses,
        serverLog: server.logFile,
      };
      runs.push(run);
      const rate = run.hits / Math.max(1, run.hits + run.misses);
      options.log(
        `  ${label.padEnd(7)} hit rate ${(rate * 100).toFixed(1)}% (${run.hits} hits, ${run.misses} misses)  p50 ${load.p50Ms.toFixed(1)} ms  p99 ${load.p99Ms.toFixed(1)} ms  errors ${load.errors}`,
      );
    } finally {
      await server.stop();
    }
  }
  return runs;
}

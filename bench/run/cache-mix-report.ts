import { CACHE_MIX_RATE, CACHE_MIX_SECONDS, type CacheMixRun } from './cache-mix.ts';
import { millis, table, whole } from './markdown.ts';

const BEHAVIOUR: Record<CacheMixRun['label'], string> = {
  before:
    'before: every write empties the cache (the behaviour of d2ccb6e, run from a throwaway copy of the API)',
  after: 'after: a write drops the tags it changes; views and likes drop none',
};

const hitRate = (run: CacheMixRun) => run.hits / Math.max(1, run.hits + run.misses);

/** The "Response cache under a realistic mix" subsection of the `api` section. */
export function cacheMixSection(runs: CacheMixRun[], label: string): string {
  if (runs.length === 0) return '### Response cache under a realistic mix\n\nNot run (`--only`).';
  const shown = runs.find((run) => run.label === 'after') ?? runs[0];
  const sent = shown
    ? `The "${shown.label}" run sent ${whole(shown.load.totalRequests)} requests: ${whole(shown.counts.post)} post opens with their view-count POSTs (${whole(shown.counts.view)} sent), ${whole(shown.counts.list)} list pages, ${whole(shown.counts.home)} home pages, ${whole(shown.counts.like)} likes, ${whole(shown.counts.comment)} comments and ${whole(shown.counts['new-post'])} new posts.`
    : '';
  return [
    `### Response cache under a realistic mix (${label})`,
    '',
    `${CACHE_MIX_RATE} requests a second for ${CACHE_MIX_SECONDS} s (autocannon at a fixed rate) against one production instance with \`RESPONSE_CACHE_SECONDS\` at its default (5 s). Visits: 45% open a post — its page, then the view-count POST (\`POST /api/communities/1/{id}\`) the web app sends on every open — drawn from the 1,000 newest posts, the newest opened most (Zipf); 40% open a list (page 1 of all posts or of one category mostly); 10% the home page's picks; 15% of those visits are signed in (never answered from the cache); 3% likes, 1.5% comments and 0.5% new posts by members. Hit rate = hits ÷ (hits + misses) of the anonymous reads of cached routes, from \`/metrics\` (\`daengnyang_cache_lookups_total{cache="response"}\`).`,
    '',
    table(
      ['invalidation', 'hit rate', 'hits', 'misses', 'p50 ms', 'p99 ms', 'errors'],
      runs.map((run) => [
        BEHAVIOUR[run.label],
        `**${(hitRate(run) * 100).toFixed(1)}%**`,
        whole(run.hits),
        whole(run.misses),
        millis(run.load.p50Ms),
        millis(run.load.p99Ms),
        whole(run.load.errors),
      ]),
    ),
    '',
    sent,
    '',
    'Before, every view-count POST emptied the cache: at tens of post opens a second it was empty nearly all the time. After, views and likes drop nothing, a comment drops its post’s page and a new post its lists, the search and the home picks; what is left are the misses of entries expiring after 5 s and of pages first asked for.',
  ].join('\n');
}

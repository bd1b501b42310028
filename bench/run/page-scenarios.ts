import { PAGE_SIZES } from '@daengnyang/contract/constants';
import { createRandom } from '../../apps/api/src/db/seed/random.ts';
import type { DatasetSample } from './dataset-sample.ts';

/**
 * A page rendered on the server (issue 19), measured three ways: as browsers get it (from the
 * page cache), rendered afresh (`Cache-Control: no-cache`, which the render passes on to the
 * API calls it makes, so nothing comes from memory), and the one JSON call it wraps, afresh.
 * Ids start with `html-`, which no API scenario's does: `--only html` runs these alone.
 */
export type PageScenario = {
  id: string;
  title: string;
  /** The page browsers keep asking for (one URL, so the cache answers). */
  cachedPath: string;
  /** A page of the kind and the JSON call its render makes, for the same item. */
  freshPair: () => { page: string; json: string };
};

export const PAGE_TARGETS = { minRequestsPerSecond: 1000, maxP99Ms: 50 } as const;

const SEED = 19;

/** The pages of issue 19's target: the community list, a post and the food list. */
export function pageScenarios(sample: DatasetSample): PageScenario[] {
  const random = createRandom(SEED);
  const [shared] = sample.posts;
  if (shared === undefined) throw new Error('The sample has no post.');
  return [
    {
      id: 'html-community-list',
      title: 'Community list page `/community/1`',
      cachedPath: '/community/1',
      freshPair: () => ({
        page: '/community/1',
        json: `/api/communities/1?sort=new&page=1&size=${PAGE_SIZES.communityList}&categoryId=1`,
      }),
    },
    {
      id: 'html-community-post',
      title: 'Post page `/community/{category}/{id}` (cached: one post; afresh: random posts)',
      cachedPath: `/community/${shared.categoryId}/${shared.id}`,
      freshPair: () => {
        const post = random.pick(sample.posts);
        return {
          page: `/community/${post.categoryId}/${post.id}`,
          json: `/api/communities/${post.categoryId}/${post.id}`,
        };
      },
    },
    {
      id: 'html-food-list',
      title: 'Food list page `/food`',
      cachedPath: '/food',
      freshPair: () => ({
        page: '/food',
        json: `/api/foods?sort=rank&page=1&size=${PAGE_SIZES.foodList}`,
      }),
    },
  ];
}

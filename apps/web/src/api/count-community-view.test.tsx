import { act } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { communityPost, pageOf } from '@/testing/mocks/community.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderHookWithCache } from '@/testing/render-hook-with-cache.tsx';
import { useCountCommunityView } from './count-community-view.ts';
import { communityKeys, mypageKeys, searchKeys } from './query-keys.ts';

/** Every page that showed the post's view count before it was opened again. */
const SEEN = {
  detail: [communityKeys.detailAt(3, 101), communityPost()],
  detailFromAll: [communityKeys.detailAt(1, 101), communityPost()],
  list: [communityKeys.list(1, 'new', 1), pageOf([communityPost()])],
  best: [
    communityKeys.best(),
    { mostLiked: null, mostViewed: communityPost(), bestMissing: null, bestFoster: null },
  ],
  adminList: [communityKeys.adminList(1, '', 1), pageOf([])],
  search: [searchKeys.communityResults('산책', 1, 1), pageOf([communityPost()])],
  myPosts: [mypageKeys.postsPage(1), pageOf([])],
} as const;

describe('useCountCommunityView', () => {
  it('counts the view, then marks every page that shows the post’s views stale', async () => {
    let counted = 0;
    server.use(
      http.post('/api/communities/3/101', () => {
        counted += 1;
        return ok(0);
      }),
    );
    const { result, stale } = renderHookWithCache(() => useCountCommunityView(), { seen: SEEN });

    await act(() => result.current.mutateAsync({ categoryId: 3, communityId: 101 }));

    expect(counted).toBe(1);
    expect(stale()).toEqual(new Set(Object.keys(SEEN)));
  });
});

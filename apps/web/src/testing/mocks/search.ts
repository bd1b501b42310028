import type { CommunityPost } from '@daengnyang/contract/community';
import { COMMUNITY_CATEGORIES, categoryName } from '@daengnyang/contract/constants';

/** A community post as search results carry it: its real category (2–7), no comments. */
export function foundPost(overrides: Partial<CommunityPost> = {}): CommunityPost {
  const communityCategoryId = overrides.communityCategoryId ?? 3;
  const communityCategoryName = categoryName(COMMUNITY_CATEGORIES, communityCategoryId) ?? '';
  return {
    communityId: 35,
    communityCategoryId,
    title: '산책만 나가면 줄을 당기는데 어떻게 교정하나요',
    content: '두 살 된 진도 믹스인데 밖에만 나가면 썰매견처럼 끌고 가요.',
    createdAt: '2024-03-05T14:07:33+09:00',
    views: 71,
    isLike: 0,
    likeCount: 4,
    commentCount: 2,
    communityCategory: { communityCategoryId, communityCategoryName },
    communityCategoryName,
    user: { userId: 20, name: '보리아빠', profileImgUrl: 'http://localhost/uploads/bori.webp' },
    communityImgs: [],
    communityComments: [],
    ...overrides,
  };
}

import type { CommunityComment, CommunityPost } from '@daengnyang/contract/community';
import { COMMUNITY_CATEGORIES, categoryName } from '@daengnyang/contract/constants';
import type { Paged } from '@daengnyang/contract/paging';
import { USER_PRINCIPAL } from './accounts.ts';

/** A community post as the API sends it; tests override what they look at. */
export function communityPost(overrides: Partial<CommunityPost> = {}): CommunityPost {
  const communityCategoryId = overrides.communityCategoryId ?? 3;
  const communityCategoryName = categoryName(COMMUNITY_CATEGORIES, communityCategoryId) ?? '';
  return {
    communityId: 101,
    communityCategoryId,
    title: '산책 다녀왔어요',
    content: '오늘은 바닷가를 걸었어요.\n모래를 아주 좋아하네요.',
    createdAt: '2024-03-05T14:07:33+09:00',
    views: 12,
    isLike: 0,
    likeCount: 3,
    commentCount: 0,
    communityCategory: { communityCategoryId, communityCategoryName },
    communityCategoryName,
    user: { userId: 20, name: '두부네', profileImgUrl: 'http://localhost/uploads/dubu.webp' },
    communityImgs: [],
    communityComments: [],
    ...overrides,
  };
}

/** A top-level comment unless `level` and the parent fields say it is a reply. */
export function communityComment(overrides: Partial<CommunityComment> = {}): CommunityComment {
  const user = overrides.user ?? {
    userId: overrides.userId ?? 30,
    name: '호두아빠',
    profileImgUrl: 'http://localhost/uploads/hodu.webp',
  };
  return {
    communityCommentId: 501,
    communityId: 101,
    userId: user.userId,
    parentCommentId: null,
    parentUserId: null,
    parentUserName: null,
    level: 0,
    content: '귀여워요!',
    createdAt: '2024-03-06T09:30:00+09:00',
    user,
    ...overrides,
  };
}

/** A comment written by the signed-in test user (USER_TOKEN). */
export function ownCommunityComment(overrides: Partial<CommunityComment> = {}) {
  const { userId, name, profileImgUrl } = USER_PRINCIPAL.user;
  return communityComment({ user: { userId, name, profileImgUrl }, ...overrides });
}

export function pageOf<Item>(
  content: Item[],
  { page = 1, size = 10, totalElements = content.length } = {},
): Paged<Item> {
  const totalPages = Math.ceil(totalElements / size);
  return { content, totalElements, totalPages, page, size, isLast: page >= totalPages };
}

import type { MyComment, MyLikedFood, MyPost } from '@daengnyang/contract/mypage';
import { http } from 'msw';
import { ok } from './envelope.ts';
import { foodImage, pagedOf } from './food.ts';

export function myPost(overrides: Partial<MyPost> = {}): MyPost {
  return {
    categoryName: '강아지',
    communityId: 101,
    communityCategoryId: 3,
    title: '산책 다녀왔어요',
    createdAt: '2024-03-05T14:07:33+09:00',
    likeCount: 3,
    views: 12,
    ...overrides,
  };
}

export function myComment(overrides: Partial<MyComment> = {}): MyComment {
  return {
    type: 'COMMUNITY',
    parentCategoryName: '강아지',
    parentId: 101,
    parentTitle: '산책 다녀왔어요',
    commentId: 501,
    content: '귀여워요!',
    createdAt: '2024-03-06T09:30:00+09:00',
    ...overrides,
  };
}

export function myLikedFood(overrides: Partial<MyLikedFood> = {}): MyLikedFood {
  return {
    foodId: 26,
    foodImgs: [foodImage('cookie-1')],
    categoryName: '간식',
    title: '초록들판 캣닢 쿠키 60g',
    price: 12_900,
    address: 'https://petmall.example.net/goods/13472',
    isLike: 1,
    likeCount: 12,
    ...overrides,
  };
}

/** The three my-page lists, one page each, for tests about something else on the page. */
export function myPageHandlers({
  posts = [myPost()],
  comments = [myComment()],
  likedFoods = [myLikedFood()],
}: {
  posts?: MyPost[];
  comments?: MyComment[];
  likedFoods?: MyLikedFood[];
} = {}) {
  return [
    http.get('/api/mypage/community', () => ok(pagedOf(posts, { size: 5 }))),
    http.get('/api/mypage/comment', () => ok(pagedOf(comments, { size: 3 }))),
    http.get('/api/mypage/food', () => ok(pagedOf(likedFoods, { size: 4 }))),
  ];
}

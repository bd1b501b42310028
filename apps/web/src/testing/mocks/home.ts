import type { BestCommunity, CommunityPost } from '@daengnyang/contract/community';
import {
  COMMUNITY_CATEGORIES,
  categoryName,
  FOOD_CATEGORIES,
} from '@daengnyang/contract/constants';
import type { Food } from '@daengnyang/contract/food';
import { http } from 'msw';
import { ok } from './envelope.ts';

const AUTHOR = {
  userId: 7,
  name: '멍멍집사',
  profileImgUrl: 'http://localhost/static/default-profile.png',
};

function image(name: string) {
  return {
    imgUrl: `http://localhost/uploads/${name}.webp`,
    thumbImgUrl: `http://localhost/uploads/${name}-thumb.webp`,
    description: null,
  };
}

/** A community post as the API lists it (wire contract §4). */
export function communityPost(
  communityId: number,
  communityCategoryId: number,
  title: string,
  overrides: Partial<CommunityPost> = {},
): CommunityPost {
  const communityCategoryName = categoryName(COMMUNITY_CATEGORIES, communityCategoryId) ?? '';
  return {
    communityId,
    communityCategoryId,
    title,
    content: `${title}에 대한 이야기입니다.`,
    createdAt: '2024-05-02T10:15:00+09:00',
    views: 120,
    isLike: 0,
    likeCount: 8,
    commentCount: 3,
    communityCategory: { communityCategoryId, communityCategoryName },
    communityCategoryName,
    user: AUTHOR,
    communityImgs: [],
    communityComments: [],
    ...overrides,
  };
}

/** A food as the API lists it. */
export function food(foodId: number, title: string, price: number): Food {
  const foodCategoryId = foodId % 2 === 0 ? 2 : 1;
  return {
    foodId,
    foodCategoryId,
    foodCategory: {
      foodCategoryId,
      foodCategoryName: categoryName(FOOD_CATEGORIES, foodCategoryId) ?? '',
    },
    title,
    content: `${title} 소개`,
    price,
    foodAddress: `https://shop.example.com/foods/${foodId}`,
    createdAt: '2024-04-20T09:00:00+09:00',
    isLike: 0,
    likeCount: 10 - foodId,
    commentCount: 2,
    user: AUTHOR,
    foodImgs: [image(`food-${foodId}`)],
    foodComment: [],
  };
}

export const BEST_COMMUNITY: BestCommunity = {
  mostLiked: communityPost(31, 3, '산책 후 발 닦는 꿀팁', {
    likeCount: 42,
    communityImgs: [image('walk')],
  }),
  mostViewed: communityPost(32, 4, '고양이 숨숨집 추천해주세요', { views: 980 }),
  bestMissing: communityPost(33, 6, '전포동에서 갈색 푸들을 찾습니다'),
  bestFoster: null,
};

export const BEST_FOODS: readonly Food[] = [
  food(1, '연어 그레인프리 사료', 32900),
  food(2, '동결건조 닭가슴살 간식', 12500),
  food(3, '시니어 관절 케어 사료', 45000),
  food(4, '치킨 져키 스틱', 8900),
  food(5, '고양이 습식 파우치', 21000),
  food(6, '덴탈 껌 대용량', 15800),
];

export const homeHandlers = [
  http.get('/api/bestcommunity', () => ok<BestCommunity>(BEST_COMMUNITY)),
  http.get('/api/bestfood', () => ok<readonly Food[]>(BEST_FOODS)),
];

import type { Image } from '@daengnyang/contract/common';
import type { Food, FoodReview } from '@daengnyang/contract/food';
import type { Paged } from '@daengnyang/contract/paging';
import { USER_PRINCIPAL } from './accounts.ts';

/** Image URLs as the API builds them: the full image and its list thumbnail. */
export function foodImage(name: string): Image {
  return {
    imgUrl: `http://localhost/uploads/foods/${name}.webp`,
    thumbImgUrl: `http://localhost/uploads/foods/${name}-thumb.webp`,
    description: null,
  };
}

/** A food as the API sends it; tests override what they look at. */
export function foodItem(overrides: Partial<Food> = {}): Food {
  const foodCategoryId = overrides.foodCategoryId ?? 2;
  return {
    foodId: 26,
    foodCategoryId,
    foodCategory: { foodCategoryId, foodCategoryName: foodCategoryId === 1 ? '사료' : '간식' },
    title: '초록들판 캣닢 쿠키 60g',
    content: '유기농 캣닢을 넣어 구운 고양이 쿠키입니다.',
    price: 12_900,
    foodAddress: 'https://petmall.example.net/goods/13472',
    createdAt: '2024-03-05T14:07:33+09:00',
    isLike: 0,
    likeCount: 12,
    commentCount: 0,
    user: { userId: 1, name: '댕냥 운영팀', profileImgUrl: 'http://localhost/static/admin.svg' },
    foodImgs: [foodImage('cookie-1'), foodImage('cookie-2')],
    foodComment: [],
    ...overrides,
  };
}

/** A review by someone else unless `user` says otherwise. */
export function foodReview(overrides: Partial<FoodReview> = {}): FoodReview {
  const user = overrides.user ?? {
    userId: 30,
    name: '호두아빠',
    profileImgUrl: 'http://localhost/uploads/hodu.webp',
  };
  return {
    foodCommentId: 700,
    foodId: 26,
    userId: user.userId,
    content: '잘 먹어요.',
    createdAt: '2024-03-06T09:30:00+09:00',
    isLike: 0,
    likeCount: 2,
    user,
    foodCommentImgs: [],
    ...overrides,
  };
}

/** A review written by the signed-in test user (USER_TOKEN). */
export function ownFoodReview(overrides: Partial<FoodReview> = {}): FoodReview {
  const { userId, name, profileImgUrl } = USER_PRINCIPAL.user;
  return foodReview({ user: { userId, name, profileImgUrl }, ...overrides });
}

/** A page of the paged-body shape of wire contract §1. */
export function pagedOf<Item>(
  content: Item[],
  { page = 1, size = 16, totalElements = content.length } = {},
): Paged<Item> {
  const totalPages = Math.ceil(totalElements / size);
  return { content, totalElements, totalPages, page, size, isLast: page >= totalPages };
}

import {
  COMMUNITY_ALL_CATEGORY_ID,
  NOTICE_CATEGORIES,
  NOTICE_EVENT_CATEGORY_ID,
} from '@daengnyang/contract/constants';
import type { MyComment } from '@daengnyang/contract/mypage';
import { paths } from '@/config/paths.ts';

/** The section a comment's type belongs to, shown before its category: 커뮤니티 > 강아지. */
export const MY_COMMENT_TYPE_LABELS: Record<MyComment['type'], string> = {
  COMMUNITY: '커뮤니티',
  FOOD: '먹거리',
  NOTICE: '공지',
};

/**
 * Where a comment's parent lives. Spec §2 says /community/1/{id} for community comments and
 * /{type}/{id} otherwise, but a notice's address needs its category (/notice/{category}/{id}),
 * and the server answers 404 for the wrong one. The row carries the category's name only, so
 * the id is looked up by name; only events take comments, so that is the fallback.
 */
export function myCommentParentHref({ type, parentId, parentCategoryName }: MyComment): string {
  switch (type) {
    case 'COMMUNITY':
      return paths.communityDetail.getHref(COMMUNITY_ALL_CATEGORY_ID, parentId);
    case 'FOOD':
      return paths.foodDetail.getHref(parentId);
    case 'NOTICE': {
      const category = NOTICE_CATEGORIES.find(({ name }) => name === parentCategoryName);
      return paths.noticeDetail.getHref(category?.id ?? NOTICE_EVENT_CATEGORY_ID, parentId);
    }
  }
}

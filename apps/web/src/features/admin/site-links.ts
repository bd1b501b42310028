import { COMMUNITY_ALL_CATEGORY_ID, NOTICE_CATEGORIES } from '@daengnyang/contract/constants';
import { paths } from '@/config/paths.ts';

/** Where an admin row's item lives on the site, opened in a new tab for moderation. */
export const siteLinks = {
  /** Admin rows carry no category id; category 1 (all) shows any post. */
  community: (communityId: number) =>
    paths.communityDetail.getHref(COMMUNITY_ALL_CATEGORY_ID, communityId),
  food: (foodId: number) => paths.foodDetail.getHref(foodId),
  /** Notice rows carry only the category's name, so it is mapped back to its id. */
  notice: (noticeCategoryName: string, noticeId: number) =>
    paths.noticeDetail.getHref(noticeCategoryIdOf(noticeCategoryName) ?? 1, noticeId),
};

export function noticeCategoryIdOf(name: string): number | undefined {
  return NOTICE_CATEGORIES.find((category) => category.name === name)?.id;
}

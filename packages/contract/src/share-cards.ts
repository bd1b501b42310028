import type { CommunityPost } from './community.ts';
import type { Food } from './food.ts';
import type { Notice } from './notice.ts';

/**
 * Share cards: the `og:image` of a page, served by the API at a path that names its version
 * (`/og/community/12/1x8k2m9q0a.jpg`). KakaoTalk, Naver Band and Facebook cache an image by its
 * URL, so a card whose content changes gets a new path; a request for an old version is
 * redirected to the current one. The web app's server render computes the same path from the
 * detail JSON it already holds, with `shareCardPaths`.
 */

export const SITE_NAME = '댕냥';
export const SITE_TAGLINE = '반려인을 위한 커뮤니티';

export const SHARE_CARD_KINDS = ['community', 'notice', 'food'] as const;
export type ShareCardKind = (typeof SHARE_CARD_KINDS)[number];

/** 2:1, as KakaoTalk crops; Facebook and Band want at least 600×315 and 800×400. */
export const SHARE_CARD_SIZE = { width: 1200, height: 600 } as const;

/**
 * Raised when the cards' drawing changes: every version changes with it, so scrapers that
 * cache by URL fetch the new drawing.
 */
const SHARE_CARD_DESIGN = 1;

/**
 * What a card shows, and so what its version is computed from — exactly these fields of the
 * public detail JSON: the title, the category's name (`communityCategoryName`,
 * `noticeCategoryName`, `foodCategory.foodCategoryName`) and the `imgUrl` of the first picture
 * (`communityImgs[0]`, `noticeImgs[0]`, `foodImgs[0]`), null when there is none.
 */
export type ShareCardSubject = { title: string; categoryName: string; imageUrl: string | null };

/**
 * A 53-bit string hash (cyrb53, public domain): the same in every JavaScript engine, no
 * platform crypto needed, and collisions between two revisions of one item are negligible.
 */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The version of a card showing `subject`: it changes whenever what the card shows changes. */
export function shareCardVersion(subject: ShareCardSubject): string {
  const { title, categoryName, imageUrl } = subject;
  return hash53(JSON.stringify([SHARE_CARD_DESIGN, title, categoryName, imageUrl])).toString(36);
}

/** The site's own card (home and list pages): its version changes with the design only. */
export const SITE_SHARE_CARD_VERSION = hash53(
  JSON.stringify([SHARE_CARD_DESIGN, SITE_NAME, SITE_TAGLINE]),
).toString(36);

/** The server path of an item's card; cards are JPEG, photographs and drawn titles alike. */
export function shareCardPath(kind: ShareCardKind, id: number, version: string): string {
  return `/og/${kind}/${id}/${version}.jpg`;
}

export function siteShareCardPath(version: string = SITE_SHARE_CARD_VERSION): string {
  return `/og/site/${version}.jpg`;
}

/** The fields of each kind's public detail JSON that its card is drawn from. */
type CommunityCardSource = Pick<
  CommunityPost,
  'communityId' | 'title' | 'communityCategoryName' | 'communityImgs'
>;
type NoticeCardSource = Pick<Notice, 'noticeId' | 'title' | 'noticeCategoryName' | 'noticeImgs'>;
type FoodCardSource = Pick<Food, 'foodId' | 'title' | 'foodCategory' | 'foodImgs'>;

/** Each kind's subject, read from its public detail JSON. */
export const shareCardSubjects = {
  community: (post: Omit<CommunityCardSource, 'communityId'>): ShareCardSubject => ({
    title: post.title,
    categoryName: post.communityCategoryName,
    imageUrl: post.communityImgs[0]?.imgUrl ?? null,
  }),
  notice: (notice: Omit<NoticeCardSource, 'noticeId'>): ShareCardSubject => ({
    title: notice.title,
    categoryName: notice.noticeCategoryName,
    imageUrl: notice.noticeImgs[0]?.imgUrl ?? null,
  }),
  food: (food: Omit<FoodCardSource, 'foodId'>): ShareCardSubject => ({
    title: food.title,
    categoryName: food.foodCategory.foodCategoryName,
    imageUrl: food.foodImgs[0]?.imgUrl ?? null,
  }),
};

/** The `og:image` path of a page, from the detail JSON the page was rendered from. */
export const shareCardPaths = {
  community: (post: CommunityCardSource) =>
    shareCardPath(
      'community',
      post.communityId,
      shareCardVersion(shareCardSubjects.community(post)),
    ),
  notice: (notice: NoticeCardSource) =>
    shareCardPath('notice', notice.noticeId, shareCardVersion(shareCardSubjects.notice(notice))),
  food: (food: FoodCardSource) =>
    shareCardPath('food', food.foodId, shareCardVersion(shareCardSubjects.food(food))),
  site: () => siteShareCardPath(),
};

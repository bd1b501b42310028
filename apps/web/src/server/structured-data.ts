import type { CommunityPost } from '@daengnyang/contract/community';
import type { Food } from '@daengnyang/contract/food';
import type { Notice } from '@daengnyang/contract/notice';

/** schema.org's vocabulary, as JSON-LD: what search engines read of a post or a food. */
const CONTEXT = 'https://schema.org';

const counter = (action: string, count: number) => ({
  '@type': 'InteractionCounter',
  interactionType: `${CONTEXT}/${action}`,
  userInteractionCount: count,
});

const person = (name: string) => ({ '@type': 'Person', name });

/** Where the page is and its card, as absolute URLs. */
type PageUrls = { url: string; image: string };

/** A community post: a forum posting with its comments and likes counted. */
export function discussionForumPosting(post: CommunityPost, { url, image }: PageUrls) {
  return {
    '@context': CONTEXT,
    '@type': 'DiscussionForumPosting',
    headline: post.title,
    text: post.content,
    url,
    image,
    // The API's times carry Seoul's offset (`2024-03-05T14:07:00+09:00`): ISO 8601 already.
    datePublished: post.createdAt,
    author: person(post.user.name),
    articleSection: post.communityCategoryName,
    interactionStatistic: [
      counter('CommentAction', post.commentCount),
      counter('LikeAction', post.likeCount),
      counter('ViewAction', post.views),
    ],
  };
}

/** A notice, magazine article or event: an article of the site's team. */
export function article(notice: Notice, { url, image }: PageUrls) {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: notice.title,
    articleBody: notice.content,
    url,
    image,
    datePublished: notice.createdAt,
    author: person(notice.user.name),
    articleSection: notice.noticeCategoryName,
  };
}

/** Only a web address is a place to buy from; `foodAddress` is free text an admin typed. */
function purchaseUrl(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A food: a product with its price in won. Reviews carry no score, so there is no
 * aggregateRating (a rating must have a value); a food names no maker, so no brand either.
 */
export function product(food: Food, { url, image }: PageUrls) {
  const seller = purchaseUrl(food.foodAddress);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: food.title,
    description: food.content,
    category: food.foodCategory.foodCategoryName,
    url,
    image: [image, ...food.foodImgs.map(({ imgUrl }) => imgUrl)],
    offers: {
      '@type': 'Offer',
      price: food.price,
      priceCurrency: 'KRW',
      ...(seller !== undefined && { url: seller }),
    },
  };
}

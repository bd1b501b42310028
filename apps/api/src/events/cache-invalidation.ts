import { CACHE_TAGS as T } from '../http/cache-tags.ts';
import type { CacheTags, TaggedCache } from '../shared-state/tagged-cache.ts';
import type { Subscriber } from './domain-events.ts';
import type { DomainEvent } from './kinds.ts';

/** A new or deleted post moves every list it is on, the search and the home picks. */
const postListTags = (categoryId: number) => [
  T.communityList(categoryId),
  T.communityListOfAll,
  T.communitySearch,
  T.home,
];
const foodTags = (foodId: number) => [T.food(foodId), T.foodList, T.foodSearch];

/**
 * The cached answers an event makes stale. Likes and helpful marks make none: their counts
 * may be up to RESPONSE_CACHE_SECONDS old, and a cache emptied by every like would always be
 * empty. Comment counts on list pages are counts too; the post's own page shows the comment.
 */
export function staleTags(event: DomainEvent): CacheTags {
  switch (event.kind) {
    case 'post.created':
      return postListTags(event.payload.categoryId);
    case 'post.deleted':
    case 'post.hidden':
    case 'post.restored':
      // Sitemaps are kept for minutes; a withheld or deleted post leaves them at once.
      return [
        T.post(event.subjectId),
        ...postListTags(event.payload.categoryId),
        T.sitemap('community'),
      ];
    case 'post.edited':
      return [
        T.post(event.subjectId),
        ...event.payload.categoryIds.flatMap(postListTags),
        T.sitemap('community'),
      ];
    case 'comment.created':
    case 'comment.edited':
    case 'comment.deleted':
    case 'comment.hidden':
    case 'comment.restored':
      return [T.post(event.payload.postId)];
    case 'food.created':
    case 'food.updated':
      return foodTags(event.subjectId);
    case 'food.deleted':
      return [...foodTags(event.subjectId), T.sitemap('food')];
    case 'review.created':
    case 'review.edited':
    case 'review.deleted':
    case 'review.hidden':
    case 'review.restored':
      return [T.food(event.payload.foodId)];
    case 'notice.created':
      return [T.noticeList(event.payload.categoryId)];
    case 'notice.updated':
      return [T.notice(event.subjectId), ...event.payload.categoryIds.map(T.noticeList)];
    case 'notice.deleted':
      return [
        T.notice(event.subjectId),
        T.noticeList(event.payload.categoryId),
        T.sitemap('notice'),
      ];
    case 'notice-comment.created':
    case 'notice-comment.edited':
    case 'notice-comment.deleted':
    case 'notice-comment.hidden':
    case 'notice-comment.restored':
      return [T.notice(event.payload.noticeId)];
    case 'pet-report.status-changed':
      // The detail shows the status; lists show its badge.
      return [T.post(event.subjectId), ...postListTags(event.payload.categoryId)];
    case 'pet-report.match-dismissed':
      return [T.petMatches(event.subjectId)];
    case 'shelter.animals-added':
    case 'shelter.animals-changed':
      return [T.shelterAnimals];
    case 'member.renamed':
    case 'member.profile-image-changed':
    case 'member.withdrawn':
    // An administrator's items carry the `admin` mark.
    case 'member.admin-restored':
      return [T.authors];
    case 'post.liked':
    case 'post.unliked':
    case 'food.liked':
    case 'food.unliked':
    case 'review.marked-helpful':
    case 'review.unmarked-helpful':
    case 'notice.liked':
    case 'notice.unliked':
    case 'member.joined':
    case 'member.signed-out':
    // Reads that leave blocked members out are the blocker's own: none is kept by tag.
    case 'member.blocks-changed':
    case 'moderation.decided':
    case 'sanction.imposed':
    case 'sanction.lifted':
    case 'notification.changed':
      return [];
  }
}

/** The first subscriber: drops what each event makes stale from this instance's cache. */
export function cacheInvalidation(cache: Pick<TaggedCache, 'invalidate'>): Subscriber {
  return {
    name: 'cache-invalidation',
    handle(event) {
      const tags = staleTags(event);
      if (tags.length > 0) cache.invalidate(tags);
    },
  };
}

import type { IdentityCache } from '../auth/identity-cache.ts';
import type { Subscriber } from './domain-events.ts';
import type { DomainEvent } from './kinds.ts';

/**
 * The member whose identity row (auth/identity-cache.ts: role, token version, withdrawal, the
 * restriction in force, whether they block anyone) the event changed; null when it changed
 * none. Every kind is named, so a new one has to say.
 */
export function identityChangedBy(event: DomainEvent): number | null {
  switch (event.kind) {
    case 'member.withdrawn':
    case 'member.signed-out':
    case 'member.blocks-changed':
    case 'member.admin-restored':
    case 'sanction.lifted':
      return event.subjectId;
    case 'sanction.imposed':
      // A warning restricts nothing, but a suspension raises the token version too.
      return event.payload.userId;
    case 'post.created':
    case 'post.deleted':
    case 'post.edited':
    case 'post.liked':
    case 'post.unliked':
    case 'comment.created':
    case 'comment.deleted':
    case 'comment.edited':
    case 'food.created':
    case 'food.updated':
    case 'food.deleted':
    case 'food.liked':
    case 'food.unliked':
    case 'review.created':
    case 'review.deleted':
    case 'review.edited':
    case 'review.marked-helpful':
    case 'review.unmarked-helpful':
    case 'notice.created':
    case 'notice.updated':
    case 'notice.deleted':
    case 'notice.liked':
    case 'notice.unliked':
    case 'notice-comment.created':
    case 'notice-comment.deleted':
    case 'notice-comment.edited':
    case 'post.hidden':
    case 'post.restored':
    case 'comment.hidden':
    case 'comment.restored':
    case 'review.hidden':
    case 'review.restored':
    case 'notice-comment.hidden':
    case 'notice-comment.restored':
    case 'member.joined':
    case 'member.renamed':
    case 'member.profile-image-changed':
    // Its sanction, if any, is told by its own `sanction.imposed`.
    case 'moderation.decided':
    case 'notification.changed':
    case 'pet-report.status-changed':
    case 'pet-report.match-dismissed':
    case 'shelter.animals-added':
    case 'shelter.animals-changed':
      return null;
  }
}

/** Drops the identity row an event changed from this instance's cache. */
export function identityInvalidation(cache: Pick<IdentityCache, 'forget'>): Subscriber {
  return {
    name: 'identity-invalidation',
    handle(event) {
      const userId = identityChangedBy(event);
      if (userId !== null) cache.forget(userId);
    },
  };
}

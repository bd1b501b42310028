/**
 * The element ids that a link can scroll to (`/community/3/101#comment-501`): a notification
 * opens its comment or review this way (issue 22), so the server's links and these ids agree.
 */
export const commentAnchorId = (commentId: number) => `comment-${commentId}`;
export const reviewAnchorId = (reviewId: number) => `review-${reviewId}`;

/** Issue 23: the matches section of a pet report's post, which a `petMatch` notification opens. */
export const PET_MATCHES_ANCHOR_ID = 'matches';

/** Where a notification leads: a `petMatch` entry opens its post at the matches section. */
export function notificationHref({ kind, link }: { kind: string; link: string }): string {
  return kind === 'petMatch' && !link.includes('#') ? `${link}#${PET_MATCHES_ANCHOR_ID}` : link;
}

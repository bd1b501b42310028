/**
 * The element ids that a link can scroll to (`/community/3/101#comment-501`): a notification
 * opens its comment or review this way (issue 22), so the server's links and these ids agree.
 */
export const commentAnchorId = (commentId: number) => `comment-${commentId}`;
export const reviewAnchorId = (reviewId: number) => `review-${reviewId}`;

/**
 * After writing, the writer lands on the community list with their post marked for a moment.
 * The post's id travels in the history entry's state, not the URL: a shared or reloaded list
 * address marks nothing.
 */
export type NewPostState = { highlightPostId: number };

/** How long the new post stays marked, in milliseconds. */
export const NEW_POST_HIGHLIGHT_MS = 5000;

export function newPostState(communityId: number): NewPostState {
  return { highlightPostId: communityId };
}

/** The id of the post just written, from a location's state, if it carries one. */
export function highlightedPostId(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('highlightPostId' in state)) return null;
  const { highlightPostId } = state;
  return typeof highlightPostId === 'number' ? highlightPostId : null;
}

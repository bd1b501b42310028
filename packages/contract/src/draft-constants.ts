/**
 * The keys and the lifetime of drafts (see `drafts.ts`, which re-exports them). Kept apart from
 * the schemas so that a comment box keeping its draft in the browser does not carry zod into
 * the first view of the page it is on.
 */

/** `post-new` or `post-{communityId}`. */
export const DRAFT_KEY_PATTERN = /^post-(new|[1-9][0-9]{0,9})$/;

/** Drafts older than this many days are deleted. */
export const DRAFT_MAX_AGE_DAYS = 30;

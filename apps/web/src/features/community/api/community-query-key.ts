/**
 * Every community query key starts with this: the lists, the details, the home page's picks
 * (`['community', 'best']`) and the admin rows (`['community', 'list', 'admin']`). A change to
 * posts marks them all stale at once.
 */
export const COMMUNITY_QUERY_KEY = ['community'] as const;

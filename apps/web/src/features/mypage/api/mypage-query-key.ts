/** Every my-page query key starts with this, so opening the page can refresh them all at once. */
export const MYPAGE_QUERY_KEY = ['mypage'] as const;

/**
 * The folders of the uploads directory that uploads are stored in, one per kind of owner.
 * The orphan sweeper walks these and nothing else: sample illustrations live under `seed/`.
 */
export const UPLOAD_FOLDERS = {
  communityPosts: 'community',
  foods: 'foods',
  foodReviews: 'food-reviews',
  notices: 'notices',
  noticeComments: 'notice-comments',
  profiles: 'profiles',
} as const;

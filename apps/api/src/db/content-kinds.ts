import { publicPages } from '@daengnyang/contract/page-paths';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  communityComments,
  communityLikes,
  communityPostImages,
  communityPosts,
} from './schema/community.ts';
import {
  foodImages,
  foodLikes,
  foodReviewImages,
  foodReviewLikes,
  foodReviews,
  foods,
} from './schema/food.ts';
import {
  noticeCommentImages,
  noticeComments,
  noticeImages,
  noticeLikes,
  notices,
} from './schema/notice.ts';

/** A like table and the counter it keeps, e.g. community_likes → community_posts.like_count. */
export type LikeTarget = {
  likes: PgTable;
  userColumn: AnyPgColumn;
  targetColumn: AnyPgColumn;
  counted: PgTable;
  countedId: AnyPgColumn;
  counter: AnyPgColumn;
};

/** The table of a kind's images: one row per image, `owner` naming the row it belongs to. */
export type ImageTable = {
  table: PgTable;
  owner: AnyPgColumn;
  path: AnyPgColumn<{ data: string; notNull: true }>;
  thumbPath: AnyPgColumn<{ data: string; notNull: true }>;
};

/** The item a row hangs under (a comment under its post) and the counter kept there. */
export type Counted = {
  column: AnyPgColumn;
  table: PgTable;
  id: AnyPgColumn;
  counter: AnyPgColumn;
};

/** The ids a web link is built from: the row, the item it hangs under, the category. */
export type LinkIds = { id: number; parentId: number | null; categoryId: number | null };

/**
 * One kind of content: where its rows live and what every feature that handles "any content"
 * needs of it. Likes, views, the image folders, the orphan sweep, audit entries, withdrawal
 * and moderation read this instead of keeping their own lists.
 */
export type ContentKind = {
  table: PgTable;
  id: AnyPgColumn;
  author: AnyPgColumn;
  body: AnyPgColumn<{ data: string; notNull: true }>;
  title: AnyPgColumn<{ data: string; notNull: true }> | null;
  /**
   * The category its web link names, on its own row or on the item it hangs under (`parent`);
   * `communityBoard`: that is a community category (6 and 7 are urgent for moderation).
   */
  category: AnyPgColumn | null;
  communityBoard: boolean;
  /** Withheld by moderation (decision 026); `null` for administrators' content. */
  hidden: AnyPgColumn<{ data: boolean; notNull: true }> | null;
  images: ImageTable | null;
  /** The uploads folder its images are stored in. */
  imageFolder: string | null;
  /** What liking it changes; `null` when it cannot be liked. */
  like: LikeTarget | null;
  /** Its `views` counter and the view marks' name for it; `null` when views are not counted. */
  views: { kind: string; column: AnyPgColumn } | null;
  /** The item it hangs under, counted there (comment_count); `null` for a top-level item. */
  parent: Counted | null;
  /** How the audit log names it, and the action of an administrator's delete. */
  audit: { targetType: string; deleteAction: string };
  /** Members write it (reports, withdrawal, moderation); otherwise administrators do. */
  memberContent: boolean;
  /** The web page that shows it. */
  link: (ids: LinkIds) => string;
};

const post = {
  table: communityPosts,
  id: communityPosts.id,
  author: communityPosts.userId,
  body: communityPosts.content,
  title: communityPosts.title,
  category: communityPosts.categoryId,
  communityBoard: true,
  hidden: communityPosts.hidden,
  images: {
    table: communityPostImages,
    owner: communityPostImages.postId,
    path: communityPostImages.path,
    thumbPath: communityPostImages.thumbPath,
  },
  imageFolder: 'community',
  like: {
    likes: communityLikes,
    userColumn: communityLikes.userId,
    targetColumn: communityLikes.postId,
    counted: communityPosts,
    countedId: communityPosts.id,
    counter: communityPosts.likeCount,
  },
  views: { kind: 'community', column: communityPosts.views },
  parent: null,
  audit: { targetType: 'community_post', deleteAction: 'community.delete' },
  memberContent: true,
  link: ({ id, categoryId }) => publicPages.communityDetail.getHref(categoryId ?? 1, id),
} as const satisfies ContentKind;

const comment = {
  table: communityComments,
  id: communityComments.id,
  author: communityComments.userId,
  body: communityComments.content,
  title: null,
  category: communityPosts.categoryId,
  communityBoard: true,
  hidden: communityComments.hidden,
  images: null,
  imageFolder: null,
  like: null,
  views: null,
  parent: {
    column: communityComments.postId,
    table: communityPosts,
    id: communityPosts.id,
    counter: communityPosts.commentCount,
  },
  audit: { targetType: 'community_comment', deleteAction: 'community.comment.delete' },
  memberContent: true,
  link: ({ parentId, categoryId }) =>
    publicPages.communityDetail.getHref(categoryId ?? 1, parentId ?? 0),
} as const satisfies ContentKind;

const review = {
  table: foodReviews,
  id: foodReviews.id,
  author: foodReviews.userId,
  body: foodReviews.content,
  title: null,
  category: null,
  communityBoard: false,
  hidden: foodReviews.hidden,
  images: {
    table: foodReviewImages,
    owner: foodReviewImages.reviewId,
    path: foodReviewImages.path,
    thumbPath: foodReviewImages.thumbPath,
  },
  imageFolder: 'food-reviews',
  like: {
    likes: foodReviewLikes,
    userColumn: foodReviewLikes.userId,
    targetColumn: foodReviewLikes.reviewId,
    counted: foodReviews,
    countedId: foodReviews.id,
    counter: foodReviews.likeCount,
  },
  views: null,
  parent: { column: foodReviews.foodId, table: foods, id: foods.id, counter: foods.commentCount },
  audit: { targetType: 'food_review', deleteAction: 'food.review.delete' },
  memberContent: true,
  link: ({ parentId }) => publicPages.foodDetail.getHref(parentId ?? 0),
} as const satisfies ContentKind;

const noticeComment = {
  table: noticeComments,
  id: noticeComments.id,
  author: noticeComments.userId,
  body: noticeComments.content,
  title: null,
  category: notices.categoryId,
  communityBoard: false,
  hidden: noticeComments.hidden,
  images: {
    table: noticeCommentImages,
    owner: noticeCommentImages.commentId,
    path: noticeCommentImages.path,
    thumbPath: noticeCommentImages.thumbPath,
  },
  imageFolder: 'notice-comments',
  like: null,
  views: null,
  parent: {
    column: noticeComments.noticeId,
    table: notices,
    id: notices.id,
    counter: notices.commentCount,
  },
  audit: { targetType: 'notice_comment', deleteAction: 'notice.comment.delete' },
  memberContent: true,
  link: ({ parentId, categoryId }) =>
    publicPages.noticeDetail.getHref(categoryId ?? 3, parentId ?? 0),
} as const satisfies ContentKind;

const food = {
  table: foods,
  id: foods.id,
  author: foods.userId,
  body: foods.content,
  title: foods.title,
  category: foods.categoryId,
  communityBoard: false,
  hidden: null,
  images: {
    table: foodImages,
    owner: foodImages.foodId,
    path: foodImages.path,
    thumbPath: foodImages.thumbPath,
  },
  imageFolder: 'foods',
  like: {
    likes: foodLikes,
    userColumn: foodLikes.userId,
    targetColumn: foodLikes.foodId,
    counted: foods,
    countedId: foods.id,
    counter: foods.likeCount,
  },
  views: null,
  parent: null,
  audit: { targetType: 'food', deleteAction: 'food.delete' },
  memberContent: false,
  link: ({ id }) => publicPages.foodDetail.getHref(id),
} as const satisfies ContentKind;

const notice = {
  table: notices,
  id: notices.id,
  author: notices.userId,
  body: notices.content,
  title: notices.title,
  category: notices.categoryId,
  communityBoard: false,
  hidden: null,
  images: {
    table: noticeImages,
    owner: noticeImages.noticeId,
    path: noticeImages.path,
    thumbPath: noticeImages.thumbPath,
  },
  imageFolder: 'notices',
  like: {
    likes: noticeLikes,
    userColumn: noticeLikes.userId,
    targetColumn: noticeLikes.noticeId,
    counted: notices,
    countedId: notices.id,
    counter: notices.likeCount,
  },
  views: { kind: 'notice', column: notices.views },
  parent: null,
  audit: { targetType: 'notice', deleteAction: 'notice.delete' },
  memberContent: false,
  link: ({ id, categoryId }) => publicPages.noticeDetail.getHref(categoryId ?? 1, id),
} as const satisfies ContentKind;

/**
 * Every kind of content the site keeps. A new kind is one entry here; the features that handle
 * content of any kind pick it up from this list.
 */
export const CONTENT_KINDS = { post, comment, review, noticeComment, food, notice } as const;
export type ContentKindName = keyof typeof CONTENT_KINDS;

/** The kinds members write: what withdrawal takes along and what can be reported. */
export const MEMBER_CONTENT_KINDS = {
  post,
  comment,
  review,
  noticeComment,
} as const satisfies Record<string, ContentKind & { memberContent: true }>;
export type MemberContentKindName = keyof typeof MEMBER_CONTENT_KINDS;

const allKinds: ContentKind[] = Object.values(CONTENT_KINDS);

/** The kinds that carry images, with their image tables. */
export const IMAGE_TABLES: ImageTable[] = allKinds.flatMap((kind) =>
  kind.images ? [kind.images] : [],
);

/** The uploads folders of content images (profile pictures have their own). */
export const CONTENT_IMAGE_FOLDERS: string[] = allKinds.flatMap((kind) =>
  kind.imageFolder ? [kind.imageFolder] : [],
);

/** Every like a member can give, with the counter it keeps (what withdrawal takes back). */
export const LIKE_TARGETS: LikeTarget[] = allKinds.flatMap((kind) =>
  kind.like ? [kind.like] : [],
);

/** What a view mark counts, as stored in `view_marks.kind`. */
export const VIEWED_KINDS = [post.views.kind, notice.views.kind] as const;
export type ViewedKind = (typeof VIEWED_KINDS)[number];

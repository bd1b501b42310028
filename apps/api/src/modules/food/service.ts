import { BEST_FOOD_COUNT } from '@daengnyang/contract/constants';
import type { FoodReviewEditFields } from '@daengnyang/contract/editing';
import type {
  Food,
  FoodListQuery,
  FoodReviewFields,
  FoodSearchQuery,
} from '@daengnyang/contract/food';
import type { Paged } from '@daengnyang/contract/paging';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { Caller, SignedInCaller } from '../../auth/caller.ts';
import { CONTENT_KINDS } from '../../db/content-kinds.ts';
import { setLike } from '../../db/likes.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { offsetOf, toPage } from '../../http/paging.ts';
import { withStoredImages } from '../../images/pipeline.ts';
import { releaseImageFiles } from '../../images/release.ts';
import type { ModuleDeps } from '../deps.ts';
import { createWritingEditor } from '../editing/writing-editor.ts';
import {
  countFoodMatches,
  type FoodRow,
  findFood,
  findFoodMatchPage,
  findFoodPage,
  findFoodReviews,
  findReviewRef,
  foodExists,
  insertReview,
  reviewOfFood,
} from './repository.ts';
import { removeReview } from './review-removal.ts';
import { toFood, toFoodReview } from './wire.ts';

const REVIEW_IMAGE_FOLDER = CONTENT_KINDS.review.imageFolder;

/** How long a search's match count is reused (see the community search). */
const SEARCH_MEMO_TTL_MS = 60_000;
const SEARCH_MEMO_MAX = 2000;

export function createFoodService(deps: ModuleDeps) {
  const { db, imageUrls, storage, images, events, memo } = deps;

  const editWriting = createWritingEditor(deps);

  const toListItems = (rows: FoodRow[]): Food[] => rows.map((row) => toFood(row, [], imageUrls));

  const searchCounts = memo({
    name: 'food-search-counts',
    ttlMs: SEARCH_MEMO_TTL_MS,
    max: SEARCH_MEMO_MAX,
    load: (searchText: string) => countFoodMatches(db, searchText),
  });

  async function assertFood(foodId: number): Promise<void> {
    if (!(await foodExists(db, foodId))) throw notFound(SERVER_MESSAGES.foodNotFound);
  }

  return {
    /** The home carousel: the most liked foods. */
    async best(caller: Caller): Promise<Food[]> {
      const { rows } = await findFoodPage(db, caller, {
        sort: 'rank',
        offset: 0,
        size: BEST_FOOD_COUNT,
      });
      return toListItems(rows);
    },

    async list(caller: Caller, query: FoodListQuery): Promise<Paged<Food>> {
      const { rows, total } = await findFoodPage(db, caller, {
        sort: query.sort,
        offset: offsetOf(query),
        size: query.size,
      });
      return toPage(toListItems(rows), total, query);
    },

    /** Foods whose title, content or category name hold every word, most liked first. */
    async search(caller: Caller, query: FoodSearchQuery): Promise<Paged<Food>> {
      const counts = await searchCounts.get(query.searchText, query.searchText);
      const page = { offset: offsetOf(query), size: query.size };
      const rows = await findFoodMatchPage(db, caller, query.searchText, page, counts);
      // A kept count may be a little behind the foods: never tell fewer than were found.
      const total =
        rows.length > 0 ? Math.max(counts.matches, page.offset + rows.length) : counts.matches;
      return toPage(toListItems(rows), total, query);
    },

    /** The food with its images and its reviews (most helpful first) with theirs. */
    async detail(caller: Caller, foodId: number): Promise<Food> {
      const [row, reviews] = await Promise.all([
        findFood(db, caller, foodId),
        findFoodReviews(db, caller, foodId),
      ]);
      if (!row) throw notFound(SERVER_MESSAGES.foodNotFound);
      return toFood(
        row,
        reviews.map((review) => toFoodReview(review, imageUrls, caller)),
        imageUrls,
      );
    },

    /**
     * A review with up to 10 images. Every image is decoded before anything is stored, and the
     * files go again if the write fails.
     */
    async review(
      caller: SignedInCaller,
      foodId: number,
      fields: FoodReviewFields,
      files: UploadedFile[],
    ): Promise<number> {
      await assertFood(foodId);
      const processed = await images.processAll(files);
      return withStoredImages(storage, REVIEW_IMAGE_FOLDER, processed, (stored) =>
        events.transaction(async (tx, record) => {
          const id = await insertReview(
            tx,
            { foodId, userId: caller.userId, content: fields.content },
            stored,
          );
          if (id === null) throw notFound(SERVER_MESSAGES.foodNotFound);
          record({
            kind: 'review.created',
            subjectId: id,
            actorId: caller.userId,
            payload: { foodId },
          });
          return id;
        }),
      );
    },

    /** The author's edit of their review: words and images, every version kept (decision 029). */
    async editReview(
      caller: SignedInCaller,
      reviewId: number,
      fields: FoodReviewEditFields,
      files: UploadedFile[],
    ): Promise<number> {
      return editWriting(caller, {
        kind: 'review',
        itemId: reviewId,
        content: fields.content,
        slots: fields.images,
        files,
        notFoundMessage: SERVER_MESSAGES.foodReviewNotFound,
        event: (foodId, revision) => ({
          kind: 'review.edited',
          subjectId: reviewId,
          actorId: caller.userId,
          payload: { foodId, revision },
        }),
      });
    },

    /** Like or unlike the food (idempotent). */
    async setLiked(caller: SignedInCaller, foodId: number, liked: boolean): Promise<string> {
      await assertFood(foodId);
      await events.transaction(async (tx, record) => {
        if (!(await setLike(tx, CONTENT_KINDS.food.like, caller.userId, foodId, liked))) return;
        record({
          kind: liked ? 'food.liked' : 'food.unliked',
          subjectId: foodId,
          actorId: caller.userId,
          payload: {},
        });
      });
      return liked ? SERVER_MESSAGES.foodLiked : SERVER_MESSAGES.foodUnliked;
    },

    /** Mark a review of that food helpful or not (idempotent). */
    async setHelpful(
      caller: SignedInCaller,
      foodId: number,
      reviewId: number,
      helpful: boolean,
    ): Promise<string> {
      if (!(await reviewOfFood(db, foodId, reviewId)))
        throw notFound(SERVER_MESSAGES.foodReviewNotFound);
      await events.transaction(async (tx, record) => {
        if (!(await setLike(tx, CONTENT_KINDS.review.like, caller.userId, reviewId, helpful)))
          return;
        record({
          kind: helpful ? 'review.marked-helpful' : 'review.unmarked-helpful',
          subjectId: reviewId,
          actorId: caller.userId,
          payload: { foodId },
        });
      });
      return helpful ? SERVER_MESSAGES.foodReviewHelpful : SERVER_MESSAGES.foodReviewNotHelpful;
    },

    /**
     * The path's user id must be the caller's own; the author or an administrator deletes (an
     * administrator's delete of someone else's review is audited). Files go after the commit.
     */
    async deleteReview(
      caller: SignedInCaller,
      reviewId: number,
      pathUserId: number,
    ): Promise<string> {
      if (pathUserId !== caller.userId) throw forbidden(SERVER_MESSAGES.foodReviewOwnOnly);
      const review = await findReviewRef(db, reviewId);
      if (!review) throw notFound(SERVER_MESSAGES.foodReviewNotFound);
      const isOwner = review.userId === caller.userId;
      if (!isOwner && caller.role !== 'ROLE_ADMIN')
        throw forbidden(SERVER_MESSAGES.foodReviewOwnOnly);
      const files = await events.transaction(async (tx, record) => {
        const removed = await removeReview(tx, record, {
          reviewId,
          actorId: caller.userId,
          moderated: !isOwner,
        });
        if (!removed) throw notFound(SERVER_MESSAGES.foodReviewNotFound);
        return removed;
      });
      await releaseImageFiles(db, storage, files);
      return SERVER_MESSAGES.foodReviewDeleted;
    },
  };
}
export type FoodService = ReturnType<typeof createFoodService>;

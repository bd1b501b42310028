import type { Image } from '@daengnyang/contract/common';
import { BEST_FOOD_COUNT } from '@daengnyang/contract/constants';
import type {
  Food,
  FoodListQuery,
  FoodReviewFields,
  FoodSearchQuery,
} from '@daengnyang/contract/food';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { Paged } from '@daengnyang/contract/paging';
import type { Caller, SignedInCaller } from '../../auth/caller.ts';
import type { Database } from '../../db/client.ts';
import { setLike } from '../../db/likes.ts';
import { foods } from '../../db/schema/food.ts';
import { textSearchCondition } from '../../db/search.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { offsetOf, toPage } from '../../http/paging.ts';
import { processImages, removeImageFiles, withStoredImages } from '../../images/pipeline.ts';
import type { ImageStorage } from '../../images/storage.ts';
import type { ImageUrls } from '../../images/urls.ts';
import { imagesByOwner } from '../../images/urls.ts';
import { auditReviewDelete } from './audit.ts';
import {
  countFoods,
  deleteReviewRow,
  FOOD_LIKES,
  FOOD_ORDER,
  type FoodRow,
  findFood,
  findFoodImages,
  findFoodReviews,
  findFoods,
  findReviewImages,
  findReviewRef,
  foodExists,
  insertReview,
  REVIEW_HELPFUL,
  reviewOfFood,
} from './repository.ts';
import { toFood, toFoodReview } from './wire.ts';

export type FoodDeps = { db: Database; imageUrls: ImageUrls; storage: ImageStorage };

const REVIEW_IMAGE_FOLDER = 'food-reviews';
const NO_IMAGES: Image[] = [];

export function createFoodService(deps: FoodDeps) {
  const { db, imageUrls, storage } = deps;

  /** Rows in the list shape, images of all of them loaded in one query. */
  async function toListItems(rows: FoodRow[]): Promise<Food[]> {
    const images = imagesByOwner(
      await findFoodImages(
        db,
        rows.map((row) => row.foodId),
      ),
      imageUrls,
    );
    return rows.map((row) => toFood(row, images.get(row.foodId) ?? NO_IMAGES, [], imageUrls));
  }

  async function assertFood(foodId: number): Promise<void> {
    if (!(await foodExists(db, foodId))) throw notFound(MESSAGES.foodNotFound);
  }

  return {
    /** The home carousel: the most liked foods. */
    async best(caller: Caller): Promise<Food[]> {
      const rows = await findFoods(db, caller, {
        order: FOOD_ORDER.rank,
        limit: BEST_FOOD_COUNT,
      });
      return toListItems(rows);
    },

    async list(caller: Caller, query: FoodListQuery): Promise<Paged<Food>> {
      const [rows, total] = await Promise.all([
        findFoods(db, caller, {
          order: FOOD_ORDER[query.sort],
          limit: query.size,
          offset: offsetOf(query),
        }),
        countFoods(db, undefined),
      ]);
      return toPage(await toListItems(rows), total, query);
    },

    /** Foods whose title, content or category name hold every word, most liked first. */
    async search(caller: Caller, query: FoodSearchQuery): Promise<Paged<Food>> {
      const where = textSearchCondition(
        foods.searchGrams,
        [foods.title, foods.content],
        query.searchText,
      );
      // Text without any word (only punctuation) matches nothing.
      if (!where) return toPage([], 0, query);
      const [rows, total] = await Promise.all([
        findFoods(db, caller, {
          where,
          order: FOOD_ORDER.rank,
          limit: query.size,
          offset: offsetOf(query),
        }),
        countFoods(db, where),
      ]);
      return toPage(await toListItems(rows), total, query);
    },

    /** The food with its images and its reviews (most helpful first) with theirs. */
    async detail(caller: Caller, foodId: number): Promise<Food> {
      const [row, images, reviews] = await Promise.all([
        findFood(db, caller, foodId),
        findFoodImages(db, [foodId]),
        findFoodReviews(db, caller, foodId),
      ]);
      if (!row) throw notFound(MESSAGES.foodNotFound);
      const reviewImages = imagesByOwner(
        await findReviewImages(
          db,
          reviews.map((review) => review.id),
        ),
        imageUrls,
      );
      return toFood(
        row,
        imagesByOwner(images, imageUrls).get(foodId) ?? NO_IMAGES,
        reviews.map((review) =>
          toFoodReview(review, reviewImages.get(review.id) ?? NO_IMAGES, imageUrls),
        ),
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
      files: Buffer[],
    ): Promise<number> {
      await assertFood(foodId);
      const processed = await processImages(files);
      return withStoredImages(storage, REVIEW_IMAGE_FOLDER, processed, (stored) =>
        db.transaction(async (tx) => {
          const id = await insertReview(
            tx,
            { foodId, userId: caller.userId, content: fields.content },
            stored,
          );
          if (id === null) throw notFound(MESSAGES.foodNotFound);
          return id;
        }),
      );
    },

    /** Like or unlike the food (idempotent). */
    async setLiked(caller: SignedInCaller, foodId: number, liked: boolean): Promise<string> {
      await assertFood(foodId);
      await setLike(db, FOOD_LIKES, caller.userId, foodId, liked);
      return liked ? MESSAGES.foodLiked : MESSAGES.foodUnliked;
    },

    /** Mark a review of that food helpful or not (idempotent). */
    async setHelpful(
      caller: SignedInCaller,
      foodId: number,
      reviewId: number,
      helpful: boolean,
    ): Promise<string> {
      if (!(await reviewOfFood(db, foodId, reviewId))) throw notFound(MESSAGES.foodReviewNotFound);
      await setLike(db, REVIEW_HELPFUL, caller.userId, reviewId, helpful);
      return helpful ? MESSAGES.foodReviewHelpful : MESSAGES.foodReviewNotHelpful;
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
      if (pathUserId !== caller.userId) throw forbidden(MESSAGES.foodReviewOwnOnly);
      const review = await findReviewRef(db, reviewId);
      if (!review) throw notFound(MESSAGES.foodReviewNotFound);
      const isOwner = review.userId === caller.userId;
      if (!isOwner && caller.role !== 'ROLE_ADMIN') throw forbidden(MESSAGES.foodReviewOwnOnly);
      const { images } = await db.transaction(async (tx) => {
        const deleted = await deleteReviewRow(tx, reviewId);
        if (!deleted) throw notFound(MESSAGES.foodReviewNotFound);
        if (!isOwner) await auditReviewDelete(tx, caller.userId, [reviewId]);
        return deleted;
      });
      await removeImageFiles(storage, images);
      return MESSAGES.foodReviewDeleted;
    },
  };
}
export type FoodService = ReturnType<typeof createFoodService>;

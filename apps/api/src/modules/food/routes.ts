import { ConfirmationSchema } from '@daengnyang/contract/common';
import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import { CommentEditParamsSchema, FoodReviewEditFieldsSchema } from '@daengnyang/contract/editing';
import {
  BestFoodsSchema,
  FoodCreatedIdSchema,
  FoodIdParamsSchema,
  FoodListQuerySchema,
  FoodReviewDeleteParamsSchema,
  FoodReviewFieldsSchema,
  FoodReviewParamsSchema,
  FoodSchema,
  FoodSearchQuerySchema,
} from '@daengnyang/contract/food';
import { pagedSchema } from '@daengnyang/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '../../auth/caller.ts';
import { CACHE_TAGS } from '../../http/cache-tags.ts';
import { ok, okResponse } from '../../http/envelope.ts';
import { multipartSchema, readMultipartForm } from '../../http/multipart.ts';
import { cachedForAnonymous } from '../../http/response-cache.ts';
import { edited, editedResponse } from '../editing/edited-answer.ts';
import type { FoodService } from './service.ts';

const tags = ['food'];
const FoodPageSchema = pagedSchema(FoodSchema);
/** A review's images in `files`. */
const REVIEW_FILES = { fileField: 'files', maxFiles: IMAGE_LIMITS.comment } as const;

export const foodRoutes: FastifyPluginAsyncZod<{ food: FoodService }> = async (app, { food }) => {
  app.get(
    '/api/bestfood',
    {
      config: cachedForAnonymous(() => [CACHE_TAGS.foodList, CACHE_TAGS.authors]),
      schema: { tags: ['home'], response: okResponse(BestFoodsSchema) },
    },
    async (request) => ok(await food.best(request.caller)),
  );

  app.get(
    '/api/foods',
    {
      config: cachedForAnonymous(() => [CACHE_TAGS.foodList, CACHE_TAGS.authors]),
      schema: { tags, querystring: FoodListQuerySchema, response: okResponse(FoodPageSchema) },
    },
    async (request) => ok(await food.list(request.caller, request.query)),
  );

  app.get(
    '/api/search/foods',
    {
      config: cachedForAnonymous(() => [CACHE_TAGS.foodSearch, CACHE_TAGS.authors]),
      schema: {
        tags: ['search'],
        querystring: FoodSearchQuerySchema,
        response: okResponse(FoodPageSchema),
      },
    },
    async (request) => ok(await food.search(request.caller, request.query)),
  );

  app.get(
    '/api/foods/:foodId',
    {
      config: cachedForAnonymous<'foodId'>(({ foodId }) => [
        CACHE_TAGS.food(foodId),
        CACHE_TAGS.authors,
      ]),
      schema: { tags, params: FoodIdParamsSchema, response: okResponse(FoodSchema) },
    },
    async (request) => ok(await food.detail(request.caller, request.params.foodId)),
  );

  app.post(
    '/api/foods/:foodId/comments',
    {
      preHandler: requireUser,
      schema: {
        tags,
        ...multipartSchema(FoodReviewFieldsSchema, REVIEW_FILES),
        params: FoodIdParamsSchema,
        response: okResponse(FoodCreatedIdSchema),
      },
    },
    async (request) => {
      await using form = await readMultipartForm(request, FoodReviewFieldsSchema, REVIEW_FILES);
      const { foodId } = request.params;
      return ok(await food.review(signedIn(request), foodId, form.fields, form.files));
    },
  );

  app.put(
    '/api/foods/comments/:commentId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description: 'The author edits their review (issue 22; contract editing.ts).',
        ...multipartSchema(FoodReviewEditFieldsSchema, REVIEW_FILES),
        params: CommentEditParamsSchema,
        response: editedResponse,
      },
    },
    async (request) => {
      await using form = await readMultipartForm(request, FoodReviewEditFieldsSchema, REVIEW_FILES);
      const { commentId } = request.params;
      return edited(await food.editReview(signedIn(request), commentId, form.fields, form.files));
    },
  );

  app.post(
    '/api/foods/:foodId/like',
    {
      preHandler: requireUser,
      schema: { tags, params: FoodIdParamsSchema, response: okResponse(ConfirmationSchema) },
    },
    async (request) => ok(await food.setLiked(signedIn(request), request.params.foodId, true)),
  );

  app.delete(
    '/api/foods/:foodId/dislike',
    {
      preHandler: requireUser,
      schema: { tags, params: FoodIdParamsSchema, response: okResponse(ConfirmationSchema) },
    },
    async (request) => ok(await food.setLiked(signedIn(request), request.params.foodId, false)),
  );

  app.post(
    '/api/foods/:foodId/:foodCommentId/like',
    {
      preHandler: requireUser,
      schema: { tags, params: FoodReviewParamsSchema, response: okResponse(ConfirmationSchema) },
    },
    async (request) => {
      const { foodId, foodCommentId } = request.params;
      return ok(await food.setHelpful(signedIn(request), foodId, foodCommentId, true));
    },
  );

  app.delete(
    '/api/foods/:foodId/:foodCommentId/dislike',
    {
      preHandler: requireUser,
      schema: { tags, params: FoodReviewParamsSchema, response: okResponse(ConfirmationSchema) },
    },
    async (request) => {
      const { foodId, foodCommentId } = request.params;
      return ok(await food.setHelpful(signedIn(request), foodId, foodCommentId, false));
    },
  );

  app.delete(
    '/api/foods/comments/:commentId/:userId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        params: FoodReviewDeleteParamsSchema,
        response: okResponse(ConfirmationSchema),
      },
    },
    async (request) => {
      const { commentId, userId } = request.params;
      return ok(await food.deleteReview(signedIn(request), commentId, userId));
    },
  );
};

import { NicknameChangeQuerySchema } from '@daengnyang/contract/account';
import { ConfirmationSchema } from '@daengnyang/contract/common';
import {
  MyCommentPageSchema,
  MyCommentsQuerySchema,
  MyLikedFoodPageSchema,
  MyLikedFoodsQuerySchema,
  MyPostPageSchema,
  MyPostsQuerySchema,
  WithdrawalQuerySchema,
} from '@daengnyang/contract/mypage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../auth/caller.ts';
import { ok, okResponse } from '../../http/envelope.ts';
import { multipartSchema, readMultipartForm } from '../../http/multipart.ts';
import type { MyPageService } from './service.ts';

/** The profile image form: no fields, exactly one image in `file`. */
const NO_FIELDS = z.object({});
const PROFILE_IMAGE_FILE = { fileField: 'file', maxFiles: 1 } as const;

/** My page (wire-contract §3). The user check runs first, so anonymous callers get 401. */
export const myPageRoutes: FastifyPluginAsyncZod<{ myPage: MyPageService }> = async (
  app,
  { myPage },
) => {
  const tags = ['mypage'];
  app.get(
    '/api/mypage/community',
    {
      onRequest: requireUser,
      schema: {
        tags,
        description: 'My community posts, newest first.',
        querystring: MyPostsQuerySchema,
        response: okResponse(MyPostPageSchema),
      },
    },
    async (request) => ok(await myPage.posts(signedIn(request), request.query)),
  );

  app.get(
    '/api/mypage/comment',
    {
      onRequest: requireUser,
      schema: {
        tags,
        description: 'My community comments, food reviews and notice comments, newest first.',
        querystring: MyCommentsQuerySchema,
        response: okResponse(MyCommentPageSchema),
      },
    },
    async (request) => ok(await myPage.comments(signedIn(request), request.query)),
  );

  app.get(
    '/api/mypage/food',
    {
      onRequest: requireUser,
      schema: {
        tags,
        description: 'Foods I liked, most recently liked first.',
        querystring: MyLikedFoodsQuerySchema,
        response: okResponse(MyLikedFoodPageSchema),
      },
    },
    async (request) => ok(await myPage.likedFoods(signedIn(request), request.query)),
  );

  app.put(
    '/api/mypage/user/name',
    {
      onRequest: requireUser,
      schema: {
        tags,
        description: 'Changes my nickname (trimmed, 2–20 characters); no body.',
        querystring: NicknameChangeQuerySchema,
        response: okResponse(ConfirmationSchema),
      },
    },
    async (request) => ok(await myPage.changeName(signedIn(request), request.query.name)),
  );

  app.put(
    '/api/mypage/user/image',
    {
      onRequest: requireUser,
      schema: {
        tags,
        description: 'Replaces my profile image: multipart with exactly one image in `file`.',
        ...multipartSchema(NO_FIELDS, PROFILE_IMAGE_FILE),
        response: okResponse(ConfirmationSchema),
      },
    },
    async (request) => {
      await using form = await readMultipartForm(request, NO_FIELDS, PROFILE_IMAGE_FILE);
      return ok(await myPage.changeProfileImage(signedIn(request), form.files));
    },
  );

  app.delete(
    '/api/mypage/user',
    {
      onRequest: requireUser,
      schema: {
        tags,
        description:
          'Withdrawal: my tokens stop working at once, my personal data and likes are erased; ' +
          'my posts and comments stay, shown as 탈퇴한 사용자 — or, with deleteContent=true, ' +
          'are deleted with their images and the replies under them.',
        querystring: WithdrawalQuerySchema,
        response: okResponse(ConfirmationSchema),
      },
    },
    async (request) => ok(await myPage.withdraw(signedIn(request), request.query.deleteContent)),
  );
};

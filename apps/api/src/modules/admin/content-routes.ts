import { ConfirmationSchema } from '@daengnyang/contract/common';
import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAdmin, type SignedInCaller, signedIn } from '../../auth/caller.ts';
import { ok, okResponse } from '../../http/envelope.ts';
import { multipartSchema, readMultipartForm, type UploadedFile } from '../../http/multipart.ts';

/** The content form's images: up to 5 in `files`. */
const CONTENT_FILES = { fileField: 'files', maxFiles: IMAGE_LIMITS.adminNoticeOrFood } as const;

/** The contract of one kind of administered content (foods, notices) on the wire. */
type ContentSchemas<
  Query extends object,
  Page,
  CreateFields extends z.ZodObject,
  UpdateFields extends z.ZodObject,
> = {
  query: z.ZodType<Query>;
  page: z.ZodType<Page>;
  createFields: CreateFields;
  updateFields: UpdateFields;
  createdId: z.ZodType<number>;
  ids: z.ZodType<number[]>;
  idParams: z.ZodType<{ id: number }>;
};

/** What the routes call: the module's admin service. */
type ContentService<Query extends object, Page, CreateFields, UpdateFields> = {
  list(query: Query): Promise<Page>;
  create(caller: SignedInCaller, fields: CreateFields, files: UploadedFile[]): Promise<number>;
  update(caller: SignedInCaller, fields: UpdateFields, files: UploadedFile[]): Promise<number>;
  deleteMany(caller: SignedInCaller, ids: number[]): Promise<string>;
  deleteOne(caller: SignedInCaller, id: number): Promise<string>;
  deleteComment(caller: SignedInCaller, commentId: number): Promise<string>;
};

/** The Fastify instance a module's zod-typed routes plugin receives. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The administrator's routes of a kind of content with images, under `path`: the page of
 * rows, create and update as multipart forms, bulk and single delete, and deleting one of its
 * comments (wire-contract §3, admin).
 */
export function registerAdminContentRoutes<
  Query extends object,
  Page,
  CreateFields extends z.ZodObject,
  UpdateFields extends z.ZodObject,
>(
  app: ZodApp,
  path: string,
  schemas: ContentSchemas<Query, Page, CreateFields, UpdateFields>,
  service: ContentService<Query, Page, z.output<CreateFields>, z.output<UpdateFields>>,
): void {
  const tags = ['admin'];
  app.get(
    path,
    {
      preHandler: requireAdmin,
      schema: { tags, querystring: schemas.query, response: okResponse(schemas.page) },
    },
    // The provider cannot resolve the query type of a schema given as a type parameter; it is
    // `schemas.query`'s output, which Fastify has just checked.
    async (request) => ok(await service.list(request.query as Query)),
  );

  app.post(
    path,
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        ...multipartSchema(schemas.createFields, CONTENT_FILES),
        response: okResponse(schemas.createdId),
      },
    },
    async (request) => {
      await using form = await readMultipartForm(request, schemas.createFields, CONTENT_FILES);
      return ok(await service.create(signedIn(request), form.fields, form.files));
    },
  );

  app.put(
    path,
    {
      preHandler: requireAdmin,
      schema: {
        tags,
        ...multipartSchema(schemas.updateFields, CONTENT_FILES),
        response: okResponse(schemas.createdId),
      },
    },
    async (request) => {
      await using form = await readMultipartForm(request, schemas.updateFields, CONTENT_FILES);
      return ok(await service.update(signedIn(request), form.fields, form.files));
    },
  );

  app.delete(
    path,
    {
      preHandler: requireAdmin,
      schema: { tags, body: schemas.ids, response: okResponse(ConfirmationSchema) },
    },
    async (request) => ok(await service.deleteMany(signedIn(request), request.body)),
  );

  app.delete(
    `${path}/:id`,
    {
      preHandler: requireAdmin,
      schema: { tags, params: schemas.idParams, response: okResponse(ConfirmationSchema) },
    },
    async (request) => ok(await service.deleteOne(signedIn(request), request.params.id)),
  );

  app.delete(
    `${path}/comments/:id`,
    {
      preHandler: requireAdmin,
      schema: { tags, params: schemas.idParams, response: okResponse(ConfirmationSchema) },
    },
    async (request) => ok(await service.deleteComment(signedIn(request), request.params.id)),
  );
}

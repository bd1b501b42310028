import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

type JsonSchema = {
  type?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};
type OpenApiDocument = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
};

/** Every multipart call of the wire contract, with its fields and its file field. */
const MULTIPART_ROUTES = [
  {
    route: 'post /api/communities',
    // `petReport`: the structured report of categories 6 and 7 (issue 23).
    fields: ['communityCategoryId', 'title', 'content', 'imageDescriptions', 'petReport'],
    files: 'files',
  },
  {
    route: 'post /api/foods/{foodId}/comments',
    fields: ['content', 'imageDescriptions'],
    files: 'files',
  },
  {
    route: 'post /api/notice/{noticeId}/comments',
    fields: ['content', 'imageDescriptions'],
    files: 'files',
  },
  {
    route: 'post /api/admin/foods',
    fields: ['foodCategoryId', 'title', 'content', 'price', 'foodAddress', 'imageDescriptions'],
    files: 'files',
  },
  {
    route: 'put /api/admin/foods',
    fields: [
      'foodId',
      'foodCategoryId',
      'title',
      'content',
      'price',
      'foodAddress',
      'imageDescriptions',
    ],
    files: 'files',
  },
  {
    route: 'post /api/admin/notice',
    fields: [
      'noticeCategoryId',
      'title',
      'content',
      'eventStartsOn',
      'eventEndsOn',
      'imageDescriptions',
    ],
    files: 'files',
  },
  {
    route: 'put /api/admin/notice',
    fields: [
      'noticeId',
      'noticeCategoryId',
      'title',
      'content',
      'eventStartsOn',
      'eventEndsOn',
      'imageDescriptions',
    ],
    files: 'files',
  },
  { route: 'put /api/mypage/user/image', fields: [], files: 'file' },
  // The authors' edits (issue 22): `images` places the kept and the new images.
  {
    route: 'put /api/communities/{communityId}',
    fields: ['communityCategoryId', 'title', 'content', 'images', 'petReport'],
    files: 'files',
  },
  { route: 'put /api/foods/comments/{commentId}', fields: ['content', 'images'], files: 'files' },
  { route: 'put /api/notice/comments/{commentId}', fields: ['content', 'images'], files: 'files' },
];

/** A file, or a list of files: a string in binary format. */
const isBinary = (schema: JsonSchema | undefined): boolean =>
  schema !== undefined &&
  ((schema.type === 'string' && schema.format === 'binary') ||
    (schema.type === 'array' && isBinary(schema.items)) ||
    (schema.anyOf ?? []).some(isBinary));

describe('the OpenAPI document of multipart calls', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
  });
  afterAll(() => t.close());

  it.each(MULTIPART_ROUTES)('declares the form of $route', ({ route, fields, files }) => {
    const [method = '', path = ''] = route.split(' ');
    const content = document.paths[path]?.[method]?.requestBody?.content;
    const properties = content?.['multipart/form-data']?.schema?.properties ?? {};
    expect(Object.keys(properties).sort()).toEqual([...fields, files].sort());
    expect(isBinary(properties[files])).toBe(true);
  });

  it('lists no other multipart call', () => {
    const declared = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.requestBody?.content?.['multipart/form-data'])
        .map(([method]) => `${method} ${path}`),
    );
    expect(declared.sort()).toEqual(MULTIPART_ROUTES.map(({ route }) => route).sort());
  });
});

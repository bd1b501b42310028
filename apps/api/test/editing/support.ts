import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, envelope } from '../helpers/app.ts';
import { type FormFile, multipartBody } from '../helpers/multipart.ts';

/** A post written through the API (images stored as a member's are); answers its id. */
export async function writePost(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string | number>,
  files: FormFile[] = [],
): Promise<number> {
  const { payload, headers } = await multipartBody(fields, files);
  const response = await app.inject({
    method: 'POST',
    url: '/api/communities',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<number>(response).body;
}

/** A multipart PUT of an edit form; `token` null sends none. */
export async function putForm(
  app: FastifyInstance,
  url: string,
  token: string | null,
  fields: Record<string, string | number>,
  files: FormFile[] = [],
) {
  const { payload, headers } = await multipartBody(fields, files);
  return app.inject({
    method: 'PUT',
    url,
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}

/** The post's detail as `token` (or anonymous) reads it. */
export async function postDetail(app: FastifyInstance, id: number, token?: string) {
  const response = await app.inject({
    url: `/api/communities/1/${id}`,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<{
    title: string;
    content: string;
    communityCategoryId: number;
    editedAt?: string;
    communityImgs: Array<{ imgUrl: string; description: string | null }>;
    communityComments: Array<{ communityCommentId: number; content: string; editedAt?: string }>;
  }>(response).body;
}

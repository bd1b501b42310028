import { nicknameKey } from '@daengnyang/contract/nickname';
import type { Notification } from '@daengnyang/contract/notifications';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, envelope } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';

/** A member with a nickname others can mention (its key filled, as a sign-up does). */
export function createNamedMember(app: FastifyInstance, name: string) {
  return createUser(app, {
    name,
    nameKey: nicknameKey(name),
    createdAt: new Date(Date.now() - 30 * 86_400_000),
  });
}

/** `GET /api/notifications` as the member: the first page's entries, latest change first. */
export async function notificationsOf(app: FastifyInstance, token: string, size = 50) {
  const response = await app.inject({
    url: `/api/notifications?page=1&size=${size}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<{ content: Notification[]; totalElements: number }>(response).body.content;
}

export async function unreadCountOf(app: FastifyInstance, token: string) {
  const response = await app.inject({
    url: '/api/notifications/unread-count',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<{ count: number }>(response).body.count;
}

/** Likes a post as the member, expecting success. */
export async function likePost(app: FastifyInstance, token: string, postId: number) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/communities/${postId}/like`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Writes a post through the API and answers its id. */
export async function writePost(
  app: FastifyInstance,
  token: string,
  values: { title: string; content: string; categoryId?: number },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/communities',
    headers: bearer(token),
    payload: {
      communityCategoryId: values.categoryId ?? 2,
      title: values.title,
      content: values.content,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<number>(response).body;
}

import type { FastifyInstance } from 'fastify';
import { communityPosts } from '../../src/db/schema/community.ts';
import { searchGrams } from '../../src/db/search-grams.ts';
import { bearer } from '../helpers/app.ts';

export type PostValues = {
  userId: number;
  categoryId?: number;
  title?: string;
  content?: string;
  likeCount?: number;
  views?: number;
  createdAt?: Date;
};

let sequence = 0;

/** Inserts a post directly, as the seed does (counters as given, search grams filled). */
export async function insertPost(app: FastifyInstance, values: PostValues): Promise<number> {
  sequence += 1;
  const title = values.title ?? `테스트 글 ${sequence}`;
  const content = values.content ?? '테스트 내용입니다';
  const [row] = await app.database.db
    .insert(communityPosts)
    .values({
      categoryId: values.categoryId ?? 2,
      userId: values.userId,
      title,
      content,
      likeCount: values.likeCount ?? 0,
      views: values.views ?? 0,
      searchGrams: searchGrams(title, content),
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: communityPosts.id });
  if (!row) throw new Error('post not inserted');
  return row.id;
}

/** `minutes` minutes after a fixed moment, for posts whose order the test decides. */
export const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));

/** Posts a comment (or a reply) through the API and answers its id. */
export async function postComment(
  app: FastifyInstance,
  token: string,
  communityId: number,
  body: { content: string; parentCommentId?: number; parentUserId?: number },
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/communities/${communityId}/comments`,
    headers: bearer(token),
    payload: { communityId, ...body },
  });
  if (response.statusCode !== 200) throw new Error(`comment refused: ${response.body}`);
  return response.json().body;
}

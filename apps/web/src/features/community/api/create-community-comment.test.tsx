import { MESSAGES } from '@daengnyang/contract/messages';
import { act } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderAppHook } from '@/testing/render-hook.tsx';
import { useCreateCommunityComment } from './create-community-comment.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const post = { categoryId: 3, communityId: 101 };

/** Answers the comment calls in turn with `answers`; records the key each one carried. */
function serveComments(answers: Array<() => Response>) {
  const keys: Array<string | null> = [];
  server.use(
    http.post('/api/communities/101/comments', ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      const answer = answers[keys.length - 1];
      if (answer === undefined) throw new Error('one comment call too many');
      return answer();
    }),
  );
  return keys;
}

function renderCreateComment() {
  const { result } = renderAppHook(() => useCreateCommunityComment(), { token: USER_TOKEN });
  return (content: string) =>
    act(async () => {
      await result.current
        .mutateAsync({ post, comment: { content } })
        .catch((error: unknown) => error);
    });
}

describe('useCreateCommunityComment', () => {
  it('sends a failed comment again with its key, and the next comment with a new one', async () => {
    const keys = serveComments([
      () => fail(500, MESSAGES.serverError),
      () => ok(600),
      () => ok(601),
    ]);
    const send = renderCreateComment();

    await send('멋져요');
    await send('멋져요');
    await send('멋져요');

    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(UUID);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('gives a comment changed after a failure a new key', async () => {
    const keys = serveComments([() => fail(500, MESSAGES.serverError), () => ok(600)]);
    const send = renderCreateComment();

    await send('멋져요');
    await send('정말 멋져요');

    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

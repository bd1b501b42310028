import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderAppHook } from '@/testing/render-hook.tsx';
import { useCreateFoodReview } from './create-food-review.ts';

describe('useCreateFoodReview', () => {
  it('sends the upload again with the same key after a network failure', async () => {
    const keys: Array<string | null> = [];
    server.use(
      http.post('/api/foods/7/comments', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1 ? HttpResponse.error() : ok(900);
      }),
    );
    const { result } = renderAppHook(() => useCreateFoodReview(), { token: USER_TOKEN });
    const review = {
      foodId: 7,
      content: '잘 먹어요',
      files: [new File(['png'], 'food.png', { type: 'image/png' })],
    };

    await act(async () => {
      await result.current.mutateAsync(review).catch((error: unknown) => error);
    });
    await act(async () => {
      await result.current.mutateAsync({ ...review, onProgress: () => undefined });
    });

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});

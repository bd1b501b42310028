import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { multipartFields } from '@/testing/mocks/admin.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderAppHook } from '@/testing/render-hook.tsx';
import { createFoodReview, useCreateFoodReview } from './create-food-review.ts';

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

describe('createFoodReview', () => {
  const review = {
    foodId: 7,
    content: '잘 먹어요',
    files: [new File(['png'], 'a.png', { type: 'image/png' }), new File(['png'], 'b.png')],
  };

  function recordForms() {
    const forms: Map<string, string[]>[] = [];
    server.use(
      http.post('/api/foods/7/comments', async ({ request }) => {
        forms.push(multipartFields(await request.text()));
        return ok(900);
      }),
    );
    return forms;
  }

  it('sends the pictures’ descriptions in their order when one is written', async () => {
    const forms = recordForms();

    await createFoodReview({ ...review, imageDescriptions: [null, '사료를 먹는 고양이'] });

    expect(forms[0]?.get('imageDescriptions')).toEqual(['["","사료를 먹는 고양이"]']);
  });

  it('sends no descriptions field when none is written', async () => {
    const forms = recordForms();

    await createFoodReview({ ...review, imageDescriptions: [null, null] });
    await createFoodReview(review);

    expect(forms.map((form) => form.has('imageDescriptions'))).toEqual([false, false]);
    expect(forms.map((form) => form.get('files')?.length)).toEqual([2, 2]);
  });
});

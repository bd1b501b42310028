import { REQUEST_TIMEOUT_MS, TOKEN_STORAGE_KEY } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { apiRequest } from './api-client.ts';
import { ApiError } from './api-error.ts';

const EchoSchema = z.object({ authorization: z.string().nullable() });

function echoAuthorization() {
  server.use(
    http.get('/api/echo', ({ request }) =>
      ok({ authorization: request.headers.get('Authorization') }),
    ),
  );
}

describe('apiRequest', () => {
  it('returns the body of the envelope', async () => {
    echoAuthorization();

    await expect(apiRequest(EchoSchema, { url: '/api/echo' })).resolves.toEqual({
      authorization: null,
    });
  });

  it('sends the stored token as it is', async () => {
    echoAuthorization();
    localStorage.setItem(TOKEN_STORAGE_KEY, 'Bearer stored-jwt');

    await expect(apiRequest(EchoSchema, { url: '/api/echo' })).resolves.toEqual({
      authorization: 'Bearer stored-jwt',
    });
  });

  it('sends the query without undefined values and the data as JSON', async () => {
    let received: { url: string; contentType: string | null; body: unknown } | null = null;
    server.use(
      http.delete('/api/echo', async ({ request }) => {
        received = {
          url: request.url,
          contentType: request.headers.get('Content-Type'),
          body: await request.json(),
        };
        return ok({ authorization: null });
      }),
    );

    await apiRequest(EchoSchema, {
      method: 'DELETE',
      url: '/api/echo',
      params: { page: 2, searchText: undefined, name: '두부 엄마' },
      data: [3, 5],
    });

    expect(received).toEqual({
      url: 'http://localhost:3000/api/echo?page=2&name=%EB%91%90%EB%B6%80+%EC%97%84%EB%A7%88',
      contentType: 'application/json',
      body: [3, 5],
    });
  });

  it("turns a failure into an ApiError with the server's status and message", async () => {
    server.use(http.get('/api/echo', () => fail(404, '게시글을 찾을 수 없습니다.')));

    const error = await apiRequest(EchoSchema, { url: '/api/echo' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: '게시글을 찾을 수 없습니다.' });
  });

  it('falls back to a sentence of its own when the failure has no envelope', async () => {
    server.use(http.get('/api/echo', () => new HttpResponse('Bad gateway', { status: 502 })));

    await expect(apiRequest(EchoSchema, { url: '/api/echo' })).rejects.toMatchObject({
      status: 502,
      message: MESSAGES.serverError,
    });
  });

  it('reports a network failure as status 0', async () => {
    server.use(http.get('/api/echo', () => HttpResponse.error()));

    await expect(apiRequest(EchoSchema, { url: '/api/echo' })).rejects.toMatchObject({
      status: 0,
      message: MESSAGES.networkError,
    });
  });

  it('gives up after 10 seconds, as a network failure', async () => {
    echoAuthorization();
    // The clock of AbortSignal.timeout is not Vitest's: stand in a signal that has run out.
    const timeout = vi
      .spyOn(AbortSignal, 'timeout')
      .mockReturnValue(AbortSignal.abort(new DOMException('시간 초과', 'TimeoutError')));

    await expect(apiRequest(EchoSchema, { url: '/api/echo' })).rejects.toMatchObject({
      status: 0,
      message: MESSAGES.networkError,
    });
    expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
  });

  it('rejects an answer that breaks the contract', async () => {
    server.use(http.get('/api/echo', () => ok({ authorization: 42 })));

    await expect(apiRequest(EchoSchema, { url: '/api/echo' })).rejects.toMatchObject({
      status: 200,
      message: MESSAGES.serverError,
    });
  });
});

import { TOKEN_STORAGE_KEY } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
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

  it('rejects an answer that breaks the contract', async () => {
    server.use(http.get('/api/echo', () => ok({ authorization: 42 })));

    await expect(apiRequest(EchoSchema, { url: '/api/echo' })).rejects.toMatchObject({
      status: 200,
      message: MESSAGES.serverError,
    });
  });
});

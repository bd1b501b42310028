import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../helpers/app.ts';

describe.each([
  { label: 'production', env: PRODUCTION_ENV, served: false },
  {
    label: 'production with API_DOCS=true',
    env: { ...PRODUCTION_ENV, API_DOCS: 'true' },
    served: true,
  },
  { label: 'development and tests', env: {}, served: true },
])('API docs in $label', ({ env, served }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it(served ? 'are served' : 'answer 404 in the envelope', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const response = await t.app.inject({ url });
      if (served) {
        expect(response.statusCode, url).not.toBe(404);
      } else {
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({
          code: 404,
          message: '요청한 내용을 찾을 수 없습니다.',
          body: null,
        });
      }
    }
  });
});

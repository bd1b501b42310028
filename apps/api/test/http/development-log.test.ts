import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const messagesOf = (lines: string[]) =>
  lines.map((line) => (JSON.parse(line) as { msg?: string }).msg ?? '');

describe('request logs in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development', LOG_LEVEL: 'info' });
  });
  afterAll(() => t.close());

  it('gives an API call one line with its status and time', async () => {
    const before = t.logLines().length;
    await t.app.inject({ method: 'GET', url: '/api/communities/1' });
    await t.app.inject({ method: 'GET', url: '/api/communities/1/999999' });

    const lines = messagesOf(t.logLines().slice(before));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^GET \/api\/communities\/1 → 200 \(\d+ ms\)$/);
    expect(lines[1]).toMatch(/^GET \/api\/communities\/1\/999999 → 404 \(\d+ ms\)$/);
  });

  it("leaves the web app's own files and the probes out", async () => {
    const before = t.logLines().length;
    await t.app.inject({ method: 'GET', url: '/' });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/assets/missing.js' });

    expect(messagesOf(t.logLines().slice(before))).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const LIST = '/api/communities/1?page=1&size=10';

type LogLine = { reqId?: string; instance?: string; msg?: string };
const parsed = (t: TestApp) => t.logLines().map((line) => JSON.parse(line) as LogLine);

describe('request ids and instance names in logs, without a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ INSTANCE_NAME: 'api-a' });
  });
  afterAll(() => t?.close());

  it('gives every request a fresh UUID, echoed as X-Request-Id, ignoring a client’s own', async () => {
    const first = await t.app.inject({
      url: LIST,
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    const second = await t.app.inject({ url: '/api/no-such-call' });
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);

    const lines = parsed(t).filter((line) => line.reqId === ids[0]);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(parsed(t).some((line) => line.reqId === 'chosen-by-client')).toBe(false);
  });

  it('names the instance on every line', () => {
    const lines = parsed(t);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.filter((line) => line.instance !== 'api-a')).toEqual([]);
  });
});

describe('request ids behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t?.close());

  const idFor = async (header: string) => {
    const response = await t.app.inject({ url: LIST, headers: { 'x-request-id': header } });
    expect(response.statusCode).toBe(200);
    return response.headers['x-request-id'];
  };

  it('keeps the proxy’s X-Request-Id, in the answer and in the log', async () => {
    const nginxId = '5f1c0e9a4b7d2c3e8f6a1b0c9d8e7f6a';
    expect(await idFor(nginxId)).toBe(nginxId);
    expect(parsed(t).filter((line) => line.reqId === nginxId)).toHaveLength(2);
    expect(await idFor('Root=1-67891233-abcdef012345678912345678')).toBe(
      'Root=1-67891233-abcdef012345678912345678',
    );
  });

  it('replaces one that could break a log line or is too long', async () => {
    for (const header of ['two words', 'a"quote', 'x'.repeat(129), '한글', '']) {
      expect(await idFor(header), header).toMatch(UUID);
    }
  });
});

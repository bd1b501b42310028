import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '../../src/http/unavailable.ts';
import { createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { openTestDatabase } from '../helpers/database.ts';
import { type FaultProxy, startFaultProxy } from '../helpers/fault-proxy.ts';
import { clientOnlyWebBuild } from '../helpers/web-build.ts';
import { serverAddress, serverUrl } from './support.ts';

const PROBES = ['/healthz', '/readyz'];

/** Probes answer JSON of their own, never the web app's index.html, and are never cached. */
function expectProbeAnswer(response: Awaited<ReturnType<TestApp['app']['inject']>>) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('GET /healthz and /readyz', () => {
  let t: TestApp;
  let web: Awaited<ReturnType<typeof clientOnlyWebBuild>>;

  beforeAll(async () => {
    // A built web app: every unknown page falls back to its index.html with 200.
    web = await clientOnlyWebBuild({ 'index.html': '<!doctype html><title>댕냥</title>' });
    t = await createTestApp({}, { webDistDir: web.webDistDir });
  });

  afterAll(async () => {
    await t?.close();
    await web.remove();
  });

  it('answer 200 in the envelope while the process and its database serve', async () => {
    for (const url of PROBES) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expectProbeAnswer(response);
    }
    expect(envelope(await t.app.inject({ url: '/healthz' })).body).toEqual({ status: 'ok' });
    expect(envelope(await t.app.inject({ url: '/readyz' })).body).toEqual({
      status: 'ok',
      checks: {
        database: { status: 'ok', required: true },
        storage: { status: 'ok', required: false },
      },
    });
    const page = await t.app.inject({ url: '/healthy' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('do not fill the log: a probe that succeeds writes no line', async () => {
    const before = t.logLines().length;
    for (const url of PROBES) await t.app.inject({ url });
    expect(t.logLines().slice(before)).toEqual([]);
  });
});

describe('GET /readyz with dependencies of its own', () => {
  let t: TestApp;
  /** What the stand-in dependencies answer; the test flips them. */
  const up = { cache: true, files: true };
  const check = (name: keyof typeof up) => async () => {
    if (!up[name]) throw new Error(`${name} is down`);
  };

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        extraRoutes: (app) => {
          app.readiness.add('cache', check('cache'), { required: false });
          app.readiness.add('files', check('files'), { required: true });
        },
      },
    );
  });
  afterAll(() => t?.close());

  const readyz = () => t.app.inject({ url: '/readyz' });

  it('names every check and its state', async () => {
    const response = await readyz();
    expect(response.statusCode).toBe(200);
    expect(envelope(response).body).toEqual({
      status: 'ok',
      checks: {
        database: { status: 'ok', required: true },
        storage: { status: 'ok', required: false },
        cache: { status: 'ok', required: false },
        files: { status: 'ok', required: true },
      },
    });
  });

  it('stays ready, degraded, while an optional dependency is down', async () => {
    up.cache = false;
    try {
      const response = await readyz();
      expect(response.statusCode).toBe(200);
      expect(envelope(response).body).toMatchObject({
        status: 'degraded',
        checks: { cache: { status: 'down', required: false }, files: { status: 'ok' } },
      });
    } finally {
      up.cache = true;
    }
  });

  it('is 503, naming the dependency, while a required one is down, and ready once it is back', async () => {
    up.files = false;
    try {
      const response = await readyz();
      expect(response.statusCode).toBe(503);
      expectProbeAnswer(response);
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(envelope(response)).toEqual({
        code: 503,
        message: SERVER_MESSAGES.serviceUnavailable,
        body: {
          status: 'unavailable',
          checks: {
            database: { status: 'ok', required: true },
            storage: { status: 'ok', required: false },
            cache: { status: 'ok', required: false },
            files: { status: 'down', required: true },
          },
        },
      });
      const warning = t.logLines().find((line) => line.includes('not ready'));
      expect(warning).toContain('not ready: files did not answer within 1000 ms');
    } finally {
      up.files = true;
    }
    expect((await readyz()).statusCode).toBe(200);
  });

  it('refuses a second check under a name already taken', () => {
    expect(() => t.app.readiness.add('database', check('files'), { required: false })).toThrow(
      'readiness check "database" is added twice',
    );
  });
});

describe('GET /readyz with a bucket that does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of the loopback: every request to the bucket fails at once.
    t = await createTestApp({
      S3_BUCKET: 'daengnyang-probe',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'probe',
      S3_SECRET_ACCESS_KEY: 'probe-secret',
    });
  });
  afterAll(() => t?.close());

  it('stays ready, degraded, naming the storage: reads go on, only uploads fail', async () => {
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).body).toEqual({
      status: 'degraded',
      checks: {
        database: { status: 'ok', required: true },
        storage: { status: 'down', required: false },
      },
    });
  });
});

/** /readyz's 503 names the database as the dependency that is down. */
function expectDatabaseDown(response: Awaited<ReturnType<TestApp['app']['inject']>>) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
  expect(envelope(response)).toEqual({
    code: 503,
    message: SERVER_MESSAGES.serviceUnavailable,
    body: {
      status: 'unavailable',
      checks: {
        database: { status: 'down', required: true },
        storage: { status: 'ok', required: false },
      },
    },
  });
}

describe.skipIf(!serverUrl)('GET /readyz with the database stopped or frozen', () => {
  let proxy: FaultProxy;
  let t: TestApp;

  beforeAll(async () => {
    proxy = await startFaultProxy(serverAddress(serverUrl ?? ''));
    const database = await openTestDatabase({
      reach: proxy.url,
      timeouts: { connectMs: 1000, statementMs: 1000, idleInTransactionMs: 5000 },
    });
    t = await createTestApp({}, { database });
  });

  afterAll(async () => {
    await proxy?.restore();
    await t?.close();
    await proxy?.close();
  });

  const probe = (url: string) => t.app.inject({ url });

  it('is 503 while the database is stopped, while /healthz stays 200, and 200 once it is back', async () => {
    await proxy.cut();
    const ready = await probe('/readyz');
    expectDatabaseDown(ready);
    expectProbeAnswer(ready);
    expect((await probe('/healthz')).statusCode).toBe(200);

    await proxy.restore();
    expect((await probe('/readyz')).statusCode).toBe(200);
  });

  it('is 503 within about a second while the database is frozen, and 200 once it thaws', async () => {
    expect((await probe('/readyz')).statusCode).toBe(200);
    proxy.freeze();
    const startedAt = Date.now();
    const ready = await probe('/readyz');
    const waitedMs = Date.now() - startedAt;
    expectDatabaseDown(ready);
    // The probe's own deadline (1 s) answers, not a database timeout.
    expect(waitedMs).toBeLessThan(2500);

    await proxy.restore();
    expect((await probe('/readyz')).statusCode).toBe(200);
  });
});

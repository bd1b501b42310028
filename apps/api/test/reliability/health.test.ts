import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { openTestDatabase } from '../helpers/database.ts';
import { type FaultProxy, startFaultProxy } from '../helpers/fault-proxy.ts';
import { expectUnavailable, serverAddress, serverUrl } from './support.ts';

const PROBES = ['/healthz', '/readyz'];

/** Probes answer JSON of their own, never the web app's index.html, and are never cached. */
function expectProbeAnswer(response: Awaited<ReturnType<TestApp['app']['inject']>>) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('GET /healthz and /readyz', () => {
  let t: TestApp;
  let webDistDir: string;

  beforeAll(async () => {
    // A built web app: every unknown page falls back to its index.html with 200.
    webDistDir = await mkdtemp(path.join(tmpdir(), 'daengnyang-web-'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>댕냥</title>');
    t = await createTestApp({}, { webDistDir });
  });

  afterAll(async () => {
    await t?.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it('answer 200 in the envelope while the process and its database serve', async () => {
    for (const url of PROBES) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expectProbeAnswer(response);
      expect(envelope(response).body).toEqual({ status: 'ok' });
    }
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
    expectUnavailable(ready);
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
    expectUnavailable(ready);
    // The probe's own deadline (1 s) answers, not a database timeout.
    expect(waitedMs).toBeLessThan(2500);

    await proxy.restore();
    expect((await probe('/readyz')).statusCode).toBe(200);
  });
});

import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentLogStream } from '../../src/http/development-log.ts';
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

  it("redacts a call's credentials, e.g. the notification stream's ticket", async () => {
    const before = t.logLines().length;
    await t.app.inject({ method: 'GET', url: '/api/notifications/stream?ticket=secret-ticket-1' });
    const lines = messagesOf(t.logLines().slice(before));
    expect(lines).toEqual([
      expect.stringMatching(/^GET \/api\/notifications\/stream\?ticket=\[redacted\] → 401/),
    ]);
  });

  it("leaves the web app's own files and the probes out", async () => {
    const before = t.logLines().length;
    await t.app.inject({ method: 'GET', url: '/' });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/assets/missing.js' });

    expect(messagesOf(t.logLines().slice(before))).toEqual([]);
  });
});

describe('the development log format', () => {
  it('shows time, level and message, without pid, host, instance or request id', async () => {
    const output = new PassThrough();
    const chunks: string[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    const stream = developmentLogStream(output);
    const line = {
      level: 30,
      time: Date.UTC(2026, 0, 2, 3, 4, 5),
      pid: 4242,
      hostname: 'build-host-7',
      instance: 'api-instance-9',
      reqId: '0f1e2d3c-4b5a-4697-8877-665544332211',
      msg: 'GET /api/communities/1 → 200 (12 ms)',
    };
    stream.write(`${JSON.stringify(line)}\n`);
    await new Promise((resolve) => setImmediate(resolve));

    const printed = chunks.join('');
    expect(printed).toMatch(
      /^\[\d{2}:\d{2}:\d{2}\] INFO: GET \/api\/communities\/1 → 200 \(12 ms\)\n$/,
    );
    for (const hidden of ['4242', 'build-host-7', 'api-instance-9', '0f1e2d3c']) {
      expect(printed).not.toContain(hidden);
    }
  });
});

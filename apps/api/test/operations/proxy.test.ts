import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { freePort } from '../helpers/free-port.ts';
import { openStream, takeTicket } from '../notifications/event-stream.ts';
import { createNamedMember, writePost } from '../notifications/support.ts';

/**
 * deploy/nginx.conf run for real in front of two API instances on loopback: the file as it is,
 * with its listening port, upstream addresses and log files pointed at this machine. nginx from
 * Debian (nginx-light); skipped locally without it, a failure under CI=true.
 */
const NGINX = 'nginx';
const nginxMissing = spawnSync('sh', ['-c', `command -v ${NGINX}`]).status !== 0;
if (nginxMissing && process.env.CI === 'true') {
  throw new Error('nginx not found; CI needs it: apt-get install -y nginx-light');
}
if (nginxMissing) {
  console.info('proxy test skipped: nginx not found. Install: apt-get install -y nginx-light');
}

const METRICS_TOKEN = 'proxy-test-metrics-token-0123456789abcdef';
const LIST = '/api/communities/1?page=1&size=10';

type Answer = { status: number; headers: Record<string, string | string[] | undefined> };
type LogLine = { reqId?: string; req?: { url?: string; remoteAddress?: string } };

/** A GET from `localAddress` (another loopback address than the proxy's own). */
function get(
  port: number,
  url: string,
  headers: Record<string, string> = {},
  localAddress = '127.0.0.1',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path: url, headers, localAddress }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** Replaces `from` by `to` in `text`, failing when the file no longer holds `from`. */
function rewrite(text: string, from: string, to: string): string {
  expect(text, `deploy/nginx.conf should contain ${from}`).toContain(from);
  return text.replaceAll(from, to);
}

const linesOf = (t: TestApp) => t.logLines().map((line) => JSON.parse(line) as LogLine);
/** The API calls an instance received: Fastify's "incoming request" line of each. */
const requestsOf = (t: TestApp) => linesOf(t).filter((line) => line.req?.url?.startsWith('/api/'));

describe.skipIf(nginxMissing)('deploy/nginx.conf in front of two API instances', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'daengnyang-proxy-'));
  const accessLog = path.join(work, 'access.log');
  let instances: TestApp[] = [];
  let nginx: ChildProcess | undefined;
  let port = 0;

  // Two apps and their databases start at once, on a machine shared with other test runs.
  beforeAll(async () => {
    const env = { TRUST_PROXY: '127.0.0.1', METRICS_TOKEN };
    instances = await Promise.all([
      createTestApp({ ...env, INSTANCE_NAME: 'api-1' }),
      createTestApp({ ...env, INSTANCE_NAME: 'api-2' }),
    ]);
    const ports = await Promise.all(
      instances.map(async ({ app }) => {
        await app.listen({ host: '127.0.0.1', port: 0 });
        const address = app.server.address();
        if (address === null || typeof address === 'string') throw new Error('not listening');
        return address.port;
      }),
    );
    port = await freePort();
    let config = readFileSync(
      path.resolve(import.meta.dirname, '../../../../deploy/nginx.conf'),
      'utf8',
    );
    config = rewrite(config, 'listen 80;', `listen 127.0.0.1:${port};`);
    config = rewrite(config, '172.30.89.11:8080', `127.0.0.1:${ports[0]}`);
    config = rewrite(config, '172.30.89.12:8080', `127.0.0.1:${ports[1]}`);
    config = rewrite(config, 'access_log /dev/stdout', `access_log ${accessLog}`);
    config = rewrite(config, 'error_log /dev/stderr', `error_log ${path.join(work, 'error.log')}`);
    // Temporary files under the test's directory: Debian's default needs root.
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `${kind}_temp_path ${path.join(work, kind)};`)
      .join(' ');
    config = rewrite(config, 'http {', `http { ${temp}`);
    writeFileSync(path.join(work, 'nginx.conf'), config);

    nginx = spawn(
      NGINX,
      [
        '-p',
        `${work}/`,
        '-c',
        path.join(work, 'nginx.conf'),
        '-e',
        path.join(work, 'error.log'),
        '-g',
        `daemon off; pid ${path.join(work, 'nginx.pid')};`,
      ],
      { stdio: 'ignore' },
    );
    for (let tries = 0; ; tries += 1) {
      const health = await get(port, '/nginx-health').catch(() => null);
      if (health?.status === 200) break;
      if (tries > 100) throw new Error(readFileSync(path.join(work, 'error.log'), 'utf8'));
      await sleep(50);
    }
  }, 120_000);

  afterAll(async () => {
    if (nginx?.pid !== undefined && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    for (const instance of instances) await instance.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('balances the calls over both instances', async () => {
    const before = instances.map((instance) => requestsOf(instance).length);
    for (let i = 0; i < 6; i += 1) expect((await get(port, LIST)).status).toBe(200);
    const served = instances.map((instance, i) => requestsOf(instance).length - (before[i] ?? 0));
    expect(served.reduce((sum, count) => sum + count, 0)).toBe(6);
    expect(served.every((count) => count > 0)).toBe(true);
  });

  it('gives each call the request id nginx logs, in the answer and the instance’s log', async () => {
    const answer = await get(port, LIST, { 'x-request-id': 'chosen-by-a-client' });
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const logged = instances.flatMap((instance) =>
      linesOf(instance).filter((line) => line.reqId === id),
    );
    // Fastify's two lines of the request: incoming and completed.
    expect(logged).toHaveLength(2);
    expect(readFileSync(accessLog, 'utf8')).toContain(`request_id=${id}`);
  });

  it('names the client as nginx saw it, whatever X-Forwarded-For the client wrote', async () => {
    const answer = await get(port, LIST, { 'x-forwarded-for': '203.0.113.9' }, '127.0.0.2');
    const id = answer.headers['x-request-id'];
    const addresses = instances.flatMap((instance) =>
      requestsOf(instance)
        .filter((line) => line.reqId === id)
        .map((line) => line.req?.remoteAddress),
    );
    expect(addresses).toContain('127.0.0.2');
    expect(addresses).not.toContain('203.0.113.9');
  });

  it('passes the notification stream through unbuffered, whatever Accept says', async () => {
    const app = instances[0]?.app;
    if (!app) throw new Error('no instance');
    const author = await createNamedMember(app, '프록시작성자');
    const commenter = await createNamedMember(app, '프록시댓글러');
    const postId = await writePost(app, author.token, { title: '프록시', content: '내용' });
    // The instances share nothing here: the ticket holds only on the first, so try until the
    // balancer hands the stream to it.
    let stream = await openStream(
      port,
      `/api/notifications/stream?ticket=${await takeTicket(app, author.token)}`,
    );
    for (let tries = 0; stream.status !== 200 && tries < 10; tries += 1) {
      stream = await openStream(
        port,
        `/api/notifications/stream?ticket=${await takeTicket(app, author.token)}`,
      );
    }
    expect(stream.status).toBe(200);
    await expect.poll(() => stream.dataOf('unread').length).toBe(1);
    await app.inject({
      method: 'POST',
      url: `/api/communities/${postId}/comments`,
      headers: bearer(commenter.token),
      payload: { communityId: postId, content: '프록시 너머로' },
    });
    // A few hundred bytes: a buffering proxy would hold them back.
    await expect.poll(() => stream.dataOf('notification').length).toBe(1);
    stream.close();
  });

  it('does not pass /metrics on: instances are scraped one by one', async () => {
    expect((await get(port, '/metrics', bearer(METRICS_TOKEN))).status).toBe(404);
    const direct = await instances[0]?.app.inject({
      url: '/metrics',
      headers: bearer(METRICS_TOKEN),
    });
    expect(direct?.statusCode).toBe(200);
  });
});

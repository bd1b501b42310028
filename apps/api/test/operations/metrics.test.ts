import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { MESSAGES } from '@daengnyang/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../community/posts.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { twoDaysAgo } from '../limits/support.ts';

const TOKEN = 'metrics-token-0123456789abcdefghijklmnop';
const INSTANCE = 'api-test-1';
const PROMTOOL = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';

type Labels = Record<string, string>;

/** Every sample of `name` in Prometheus' text format, with its labels. */
function samples(text: string, name: string): { labels: Labels; value: number }[] {
  const found: { labels: Labels; value: number }[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labels: Labels = {};
    for (const [, key = '', value = ''] of (match[2] ?? '').matchAll(
      /(\w+)="((?:[^"\\]|\\.)*)"/g,
    )) {
      labels[key] = value;
    }
    found.push({ labels, value: Number(match[3]) });
  }
  return found;
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when none. */
function sampleValue(text: string, name: string, labels: Labels = {}): number | undefined {
  const matching = samples(text, name).filter((sample) =>
    Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (matching.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} is not one series`);
  return matching[0]?.value;
}

describe('GET /metrics', () => {
  let t: TestApp;
  const scrape = async () => {
    const response = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    t = await createTestApp({
      METRICS_TOKEN: TOKEN,
      INSTANCE_NAME: INSTANCE,
      BUILD_VERSION: '1.4.0+3f2a1c',
      RESPONSE_CACHE_SECONDS: '60',
      WRITE_LIMITS: 'likes=1/10m',
    });
  });
  afterAll(() => t?.close());

  it('answers only the configured bearer token: 401 with a challenge otherwise, never cached', async () => {
    for (const headers of [
      {},
      bearer('wrong-token'),
      bearer(`${TOKEN}x`),
      { authorization: TOKEN },
    ]) {
      const refused = await t.app.inject({ url: '/metrics', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(envelope(refused)).toEqual({ code: 401, message: MESSAGES.loginRequired, body: null });
      expect(refused.body).not.toContain('daengnyang_');
    }
    const answered = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answered.headers['cache-control']).toBe('no-store');
  });

  it('is not in the OpenAPI document of the API', async () => {
    const document = await t.app.inject({ url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const paths = Object.keys((document.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain('/api/communities/{categoryId}');
    expect(paths.filter((path) => /metrics|readyz|healthz/.test(path))).toEqual([]);
  });

  it('labels request durations with the route template, never the URL', async () => {
    const user = await createUser(t.app);
    const postId = await insertPost(t.app, { userId: user.id, title: '메트릭 글' });
    const url = `/api/communities/1/${postId}`;
    for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/communities/1/999999' })).statusCode).toBe(404);

    const text = await scrape();
    const template = '/api/communities/:categoryId/:communityId';
    const series = { method: 'GET', route: template, instance: INSTANCE };
    expect(
      sampleValue(text, 'daengnyang_http_request_duration_seconds_count', {
        ...series,
        status_code: '200',
      }),
    ).toBe(3);
    expect(
      sampleValue(text, 'daengnyang_http_request_duration_seconds_count', {
        ...series,
        status_code: '404',
      }),
    ).toBe(1);
    const routes = samples(text, 'daengnyang_http_request_duration_seconds_count').map(
      (sample) => sample.labels.route ?? '',
    );
    expect(routes).toContain(template);
    expect(
      routes.filter((route) => route.includes(`/${postId}`) || route.includes('999999')),
    ).toEqual([]);
    // An unknown path is one label, whatever was asked.
    await t.app.inject({ url: '/api/no-such-call/123' });
    expect(
      sampleValue(await scrape(), 'daengnyang_http_request_duration_seconds_count', {
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  /** `daengnyang_cache_lookups_total` of one cache, by result. */
  const lookupsOf = async (cache: string) => {
    const text = await scrape();
    const count = (result: string) =>
      sampleValue(text, 'daengnyang_cache_lookups_total', { cache, result }) ?? 0;
    return { hit: count('hit'), miss: count('miss') };
  };

  it('counts the response cache: a miss, then hits', async () => {
    const before = await lookupsOf('response');
    const list = '/api/communities/2?page=1&size=10';
    expect((await t.app.inject({ url: list })).headers['x-cache']).toBe('miss');
    expect((await t.app.inject({ url: list })).headers['x-cache']).toBe('hit');
    expect((await t.app.inject({ url: list })).headers['x-cache']).toBe('hit');

    expect(await lookupsOf('response')).toEqual({ hit: before.hit + 2, miss: before.miss + 1 });
  });

  it('counts the identity cache: a signed-in caller’s first call misses, the next ones hit', async () => {
    const member = await createUser(t.app);
    const before = await lookupsOf('identity');
    for (let call = 0; call < 3; call += 1) {
      const principal = await t.app.inject({
        url: '/api/account/principal',
        headers: bearer(member.token),
      });
      expect(envelope<{ authenticated: boolean }>(principal).body.authenticated).toBe(true);
    }

    expect(await lookupsOf('identity')).toEqual({ hit: before.hit + 2, miss: before.miss + 1 });
  });

  it('counts a 429 under the name of the limit that refused it', async () => {
    const member = await createUser(t.app, { createdAt: twoDaysAgo() });
    const postId = await insertPost(t.app, { userId: member.id });
    const like = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/communities/${postId}/like`,
        headers: bearer(member.token),
      });
    expect((await like()).statusCode).toBe(200);
    expect(sampleValue(await scrape(), 'daengnyang_limit_refusals_total', { limit: 'likes' })).toBe(
      undefined,
    );
    expect((await like()).statusCode).toBe(429);
    expect((await like()).statusCode).toBe(429);
    expect(sampleValue(await scrape(), 'daengnyang_limit_refusals_total', { limit: 'likes' })).toBe(
      2,
    );
  });

  it('reports the database pool, the event loop, open event streams and the build', async () => {
    let text = await scrape();
    const pool = (name: string) => sampleValue(text, `daengnyang_db_pool_${name}`);
    expect(pool('max_connections')).toBeGreaterThanOrEqual(1);
    expect(pool('in_use_connections')).toBe(0);
    expect(pool('waiting_clients')).toBe(0);
    expect(sampleValue(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(text, 'daengnyang_event_streams_open')).toBe(0);
    expect(
      sampleValue(text, 'daengnyang_build_info', {
        version: '1.4.0+3f2a1c',
        node: process.version,
        instance: INSTANCE,
      }),
    ).toBe(1);

    const closeFirst = t.app.metrics.openEventStream();
    const closeSecond = t.app.metrics.openEventStream();
    text = await scrape();
    expect(sampleValue(text, 'daengnyang_event_streams_open')).toBe(2);
    closeFirst();
    closeFirst();
    closeSecond();
    text = await scrape();
    expect(sampleValue(text, 'daengnyang_event_streams_open')).toBe(0);
  });

  it('gives every series the instance name', async () => {
    const text = await scrape();
    const series = text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(series.length).toBeGreaterThan(50);
    expect(series.filter((line) => !line.includes(`instance="${INSTANCE}"`))).toEqual([]);
  });

  it('passes promtool check metrics after some traffic', async (context) => {
    if (!existsSync(PROMTOOL)) {
      const install = 'apt-get install -y prometheus   (or set PROMTOOL_PATH)';
      if (process.env.CI === 'true') {
        throw new Error(`promtool not found at ${PROMTOOL}; CI needs it. Install: ${install}`);
      }
      console.info(
        `promtool check skipped: promtool not found at ${PROMTOOL}. Install: ${install}`,
      );
      context.skip();
    }
    await t.app.inject({ url: '/api/communities/1?page=1&size=10' });
    await t.app.inject({ method: 'POST', url: '/api/communities', payload: {} });
    const text = await scrape();
    const check = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(check.stdout + check.stderr).toBe('');
    expect(check.status).toBe(0);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('does not exist: 404 as for any unknown path, whatever is sent', async () => {
    for (const headers of [{}, bearer('anything'), bearer('')]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toEqual({ code: 404, message: MESSAGES.notFound, body: null });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

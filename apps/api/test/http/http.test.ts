import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { clientOnlyWebBuild } from '../helpers/web-build.ts';

const WEB = 'http://localhost:5173';
const INDEX_HTML = '<!doctype html><title>댕냥</title><div id="root"></div>';
const ASSET_JS = `console.info(${JSON.stringify('댕냥 '.repeat(400))});`;

describe('HTTP behaviour clients depend on', () => {
  let t: TestApp;
  beforeAll(async () => {
    const web = await clientOnlyWebBuild({
      'index.html': INDEX_HTML,
      'assets/index-AbC123.js': ASSET_JS,
      // Marked copies, to tell the files built ahead from compression on the fly.
      'assets/index-AbC123.js.br': brotliCompressSync(`${ASSET_JS}//br`),
      'assets/index-AbC123.js.gz': gzipSync(`${ASSET_JS}//gz`),
    });
    t = await createTestApp(
      {},
      {
        webDistDir: web.webDistDir,
        extraRoutes: (app) =>
          app.get('/api/test/explode', async () => {
            throw new Error('database password is hunter2');
          }),
      },
    );
  });
  afterAll(() => t.close());

  it('answers a CORS preflight from a web origin without a token', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/account/principal',
      headers: {
        origin: WEB,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(WEB);
    expect(String(response.headers['access-control-allow-methods'])).toContain('DELETE');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
  });

  it('does not allow an origin that is not configured', async () => {
    const response = await t.app.inject({
      url: '/api/account/principal',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps the CORS headers on error answers', async () => {
    const missing = await t.app.inject({ url: '/api/no-such-thing', headers: { origin: WEB } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe(WEB);
    expect(missing.json()).toEqual({
      code: 404,
      message: '요청한 내용을 찾을 수 없습니다.',
      body: null,
    });

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: WEB },
      payload: {},
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['access-control-allow-origin']).toBe(WEB);
  });

  it('hides the details of an unexpected failure behind a 500 envelope', async () => {
    const response = await t.app.inject({ url: '/api/test/explode', headers: { origin: WEB } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 500,
      message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
      body: null,
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.headers['access-control-allow-origin']).toBe(WEB);
  });

  it('serves the web app for any page path (SPA fallback)', async () => {
    for (const url of ['/', '/community/3/12', '/admin/users', '/does/not/exist']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('revalidates index.html on every page path, so a deploy reaches browsers at once', async () => {
    for (const url of ['/', '/community/3/12', '/index.html']) {
      const response = await t.app.inject({ url });
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and sends their precompressed copies', async () => {
    const url = '/assets/index-AbC123.js';
    const brotli = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(`${ASSET_JS}//br`);

    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(`${ASSET_JS}//gz`);

    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET_JS);
  });

  it('caches stored images for a year: a key is never reused for other bytes', async () => {
    await writeFile(path.join(t.app.config.uploadsDir, 'cache-check.webp'), 'webp bytes');
    const response = await t.app.inject({ url: '/uploads/cache-check.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses JSON answers for clients that accept it', async () => {
    const response = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(response.rawPayload).toString()) as {
      openapi: string;
    };
    expect(document.openapi).toMatch(/^3\./);
  });

  it('answers JSON 404, not the web app, under server paths', async () => {
    for (const url of ['/api/nothing', '/uploads/nothing.webp', '/static/nothing.svg']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404 });
    }
  });

  it('sends security headers on pages and on errors', async () => {
    for (const url of ['/', '/api/nothing']) {
      const response = await t.app.inject({ url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });
});

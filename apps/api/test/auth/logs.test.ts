import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/http/log-redaction.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { scanLogLine } from '../helpers/log-scan.ts';
import { openStandin, submitStandin } from '../helpers/standin.ts';
import { clientOnlyWebBuild } from '../helpers/web-build.ts';

const EMAIL = 'log-scan-member@example.com';

describe('the request log of a social sign-in', () => {
  let t: TestApp;
  let web: Awaited<ReturnType<typeof clientOnlyWebBuild>>;
  beforeAll(async () => {
    web = await clientOnlyWebBuild({ 'index.html': '<!doctype html><div id="root"></div>' });
    t = await createTestApp({}, { webDistDir: web.webDistDir });
  });
  afterAll(async () => {
    await t.close();
    await web.remove();
  });

  it('holds neither the token the browser lands with nor the e-mail address', async () => {
    // The stand-in ends exactly as a provider's callback: a redirect to the web page with the
    // token in its query, which this server then serves (and logs) as an SPA route.
    const { state, cookie } = await openStandin(t, 'kakao');
    const form = { state, nickname: '로그집사', email: EMAIL };
    const signIn = await submitStandin(t, 'kakao', form, cookie);
    const landing = new URL(signIn.headers.location ?? '');
    const token = landing.searchParams.get('accessToken') ?? '';
    expect(token).toMatch(/^eyJ/);
    const spaPage = await t.app.inject({ url: `${landing.pathname}${landing.search}` });
    expect(spaPage.statusCode).toBe(200);

    const lines = t.logLines();
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url);
    expect(urls).toContain('/auth/oauth2/login?accessToken=[redacted]');
    for (const line of lines) {
      expect(line).not.toContain(token);
      expect(line).not.toContain(EMAIL);
      expect(scanLogLine(line, [t.app.config.jwt.secret, t.app.config.cookieSecret])).toBeNull();
    }
  });
});

describe('redactUrl', () => {
  it.each([
    ['/auth/oauth2/login?accessToken=eyJa.eyJb.c', '/auth/oauth2/login?accessToken=[redacted]'],
    [
      '/login/oauth2/code/google?state=s3cr3t&code=abc&scope=openid',
      '/login/oauth2/code/google?state=[redacted]&code=[redacted]&scope=openid',
    ],
    [
      '/x?access_token=1&password=2&api_secret=3',
      '/x?access_token=[redacted]&password=[redacted]&api_secret=[redacted]',
    ],
    ['/x?acc%65ssToken=1', '/x?acc%65ssToken=[redacted]'],
    [
      '/api/admin/users?searchText=kim%40naver.com&page=2',
      '/api/admin/users?searchText=[redacted]&page=2',
    ],
    ['/api/x/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', '/api/x/[redacted]'],
    ['/api/communities/3?page=2&size=10', '/api/communities/3?page=2&size=10'],
    ['/api/search?searchText=%EC%82%AC%EB%A3%8C', '/api/search?searchText=%EC%82%AC%EB%A3%8C'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('the log scan', () => {
  const SECRET = 'the-jwt-secret-of-this-run-0123456789';

  it('finds a token, a secret and an e-mail address, and masks each', () => {
    const line = JSON.stringify({
      msg: `token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln key ${SECRET} mail kim@naver.com`,
    });
    const finding = scanLogLine(line, [SECRET]);
    expect(finding?.kinds.sort()).toEqual(['JWT', 'e-mail address', 'secret or password']);
    expect(finding?.masked).not.toContain(SECRET);
    expect(finding?.masked).not.toContain('eyJzdWIiOiIxIn0');
    expect(finding?.masked).not.toContain('kim@naver.com');
  });

  it('passes an ordinary line, package paths in a stack and short values', () => {
    const line = JSON.stringify({
      msg: 'request failed',
      stack: 'at file:///app/node_modules/@fastify/static/index.js:10:5',
      url: '/api/communities/1?page=1',
    });
    expect(scanLogLine(line, ['x', 'page'])).toBeNull();
  });
});

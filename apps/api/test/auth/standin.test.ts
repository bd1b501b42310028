import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, PRODUCTION_ENV, type TestApp } from '../helpers/app.ts';
import { openStandin, submitStandin as submit } from '../helpers/standin.ts';
import { createUser } from '../helpers/users.ts';

const WEB = 'http://localhost:8080';

const tokenFrom = (location: string | undefined) =>
  new URL(location ?? '').searchParams.get('accessToken') ?? '';

describe('development sign-in stand-in (no provider credentials)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows a page to pick a sample user of that provider or create one', async () => {
    await createUser(t.app, { name: '샘플 구글러', provider: 'google' });
    await createUser(t.app, { name: '카카오 회원', provider: 'kakao' });
    const { page, state } = await openStandin(t);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('개발용 Google 로그인');
    expect(page.body).toContain('샘플 구글러');
    expect(page.body).not.toContain('카카오 회원');
    expect(page.body).toContain('새 사용자로 로그인');
    expect(state.length).toBeGreaterThan(20);
  });

  it('creates a new user and completes the same redirect as a real provider', async () => {
    const { state, cookie } = await openStandin(t, 'naver');
    const response = await submit(
      t,
      'naver',
      { state, nickname: '  새싹집사 ', email: 'new@example.com' },
      cookie,
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(
      new RegExp(`^${WEB}/auth/oauth2/login\\?accessToken=`),
    );
    const principal = envelope(
      await t.app.inject({
        url: '/api/account/principal',
        headers: bearer(tokenFrom(response.headers.location)),
      }),
    );
    expect(principal.body).toMatchObject({
      authenticated: true,
      user: { name: '새싹집사', email: 'new@example.com', provider: 'naver', role: 'ROLE_USER' },
    });
  });

  it('signs in as a picked sample user', async () => {
    const sample = await createUser(t.app, { name: '보리아빠', provider: 'kakao' });
    const { state, cookie } = await openStandin(t, 'kakao');
    const response = await submit(t, 'kakao', { state, userId: String(sample.id) }, cookie);
    const principal = envelope<{ user: { userId: number } }>(
      await t.app.inject({
        url: '/api/account/principal',
        headers: bearer(tokenFrom(response.headers.location)),
      }),
    );
    expect(principal.body.user.userId).toBe(sample.id);
  });

  it('shows the nickname rule again when the nickname is too short', async () => {
    const { state, cookie } = await openStandin(t);
    const response = await submit(t, 'google', { state, nickname: '가' }, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('닉네임은 2자 이상 20자 이하로 입력해주세요.');
  });

  it('refuses a submission whose state does not match the page it came from', async () => {
    const { cookie } = await openStandin(t);
    const response = await submit(t, 'google', { state: 'forged', nickname: '침입자' }, cookie);
    expect(response.headers.location).toBe(`${WEB}/auth/login?error=state_mismatch`);
  });

  it('answers 400 for an unknown provider', async () => {
    const response = await t.app.inject({ url: '/oauth2/authorization/facebook' });
    expect(response.statusCode).toBe(400);
  });
});

describe('the stand-in in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(PRODUCTION_ENV);
  });
  afterAll(() => t.close());

  it('refuses: an unconfigured provider sends the browser back to the login page', async () => {
    const response = await t.app.inject({ url: '/oauth2/authorization/google' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      'https://daengnyang.example/auth/login?error=provider_unavailable',
    );
  });

  it('refuses the stand-in submission', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth2/dev/google',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=x&nickname=hacker',
    });
    expect(response.statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdminAccount } from '../../src/auth/admin-account.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';

const ADMIN = { ADMIN_USERNAME: 'operator', ADMIN_PASSWORD: 'correct horse battery staple' };
let address = 0;
/** Each test signs in from its own client address so the rate limit does not leak between them. */
const nextAddress = () => `10.0.0.${++address}`;

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(ADMIN);
  });
  afterAll(() => t.close());

  const login = (payload: unknown, remoteAddress = nextAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: payload as object,
      remoteAddress,
    });

  it('signs the configured administrator in with a token that identifies them as admin', async () => {
    const response = await login({ username: ' operator ', password: ADMIN.ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { accessToken } = envelope<{ accessToken: string }>(response).body;
    expect(accessToken.split('.')).toHaveLength(3);

    const principal = await t.app.inject({
      url: '/api/account/principal',
      headers: bearer(accessToken),
    });
    expect(envelope(principal).body).toMatchObject({
      authenticated: true,
      user: { name: '댕냥 운영팀', role: 'ROLE_ADMIN', provider: null, email: null },
    });
  });

  it.each([
    ['a wrong password', { username: 'operator', password: 'wrong password' }],
    ['an unknown username', { username: 'nobody', password: ADMIN.ADMIN_PASSWORD }],
  ])('refuses %s with 401 and a message', async (_label, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 401,
      message: '아이디 또는 비밀번호가 올바르지 않습니다.',
      body: null,
    });
  });

  it('refuses empty credentials with 400 and the validation message', async () => {
    const response = await login({ username: '   ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('아이디와 비밀번호를 입력해주세요.');
  });

  it('does not sign in social users, who have no password', async () => {
    await createUser(t.app, { name: '일반회원' });
    const response = await login({ username: '일반회원', password: 'anything' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 429 after five attempts a minute from one address', async () => {
    const remoteAddress = nextAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await login({ username: 'operator', password: 'guess' }, remoteAddress);
      expect(response.statusCode).toBe(401);
    }
    const limited = await login(
      { username: 'operator', password: ADMIN.ADMIN_PASSWORD },
      remoteAddress,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 429,
      message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
      body: null,
    });
    expect(limited.headers['retry-after']).toBeDefined();
    const otherClient = await login({ username: 'operator', password: ADMIN.ADMIN_PASSWORD });
    expect(otherClient.statusCode).toBe(200);
  });

  it('revokes the old tokens when the configured password changes', async () => {
    const response = await login({ username: 'operator', password: ADMIN.ADMIN_PASSWORD });
    const { accessToken } = envelope<{ accessToken: string }>(response).body;
    const signedIn = async () =>
      envelope<{ authenticated: boolean }>(
        await t.app.inject({ url: '/api/account/principal', headers: bearer(accessToken) }),
      ).body.authenticated;
    expect(await signedIn()).toBe(true);
    // As an instance starting with the new password does: its event tells the running ones.
    await ensureAdminAccount(
      t.app.database.db,
      { username: 'operator', password: 'a new password' },
      t.app.events,
    );

    expect(await signedIn()).toBe(false);
    expect((await login({ username: 'operator', password: ADMIN.ADMIN_PASSWORD })).statusCode).toBe(
      401,
    );
    expect((await login({ username: 'operator', password: 'a new password' })).statusCode).toBe(
      200,
    );
  });
});

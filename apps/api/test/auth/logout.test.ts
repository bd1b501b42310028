import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';

const ADMIN = { ADMIN_USERNAME: 'operator', ADMIN_PASSWORD: 'correct horse battery staple' };
const LOGGED_OUT = { code: 200, message: '요청 성공', body: '로그아웃되었습니다.' };

describe('POST /api/auth/logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(ADMIN);
  });
  afterAll(() => t.close());

  const logout = (headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
  const signedInAs = async (token: string) => {
    const response = await t.app.inject({ url: '/api/account/principal', headers: bearer(token) });
    const body = envelope<{ authenticated: boolean; user: { userId: number } | null }>(
      response,
    ).body;
    return body.authenticated ? body.user?.userId : null;
  };
  const tokenVersionOf = async (userId: number) => {
    const [row] = await t.app.database.db
      .select({ tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, userId));
    return row?.tokenVersion;
  };
  const adminLogin = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return envelope<{ accessToken: string }>(response).body.accessToken;
  };

  it('ends every session of the caller at once, and only theirs', async () => {
    const member = await createUser(t.app);
    const otherDevice = await t.app.tokens.sign({
      userId: member.id,
      role: 'ROLE_USER',
      tokenVersion: 0,
    });
    const someoneElse = await createUser(t.app);
    expect(await signedInAs(member.token)).toBe(member.id);
    expect(await signedInAs(otherDevice)).toBe(member.id);

    const response = await logout(bearer(member.token));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(LOGGED_OUT);
    expect(await signedInAs(member.token)).toBeNull();
    expect(await signedInAs(otherDevice)).toBeNull();
    const mine = await t.app.inject({ url: '/api/mypage/community', headers: bearer(otherDevice) });
    expect(mine.statusCode).toBe(401);
    expect(await tokenVersionOf(member.id)).toBe(1);
    expect(await signedInAs(someoneElse.token)).toBe(someoneElse.id);
    expect(await tokenVersionOf(someoneElse.id)).toBe(0);
  });

  it('lets the user sign in again afterwards', async () => {
    const before = await adminLogin();
    const adminId = await signedInAs(before);
    expect(adminId).toBe(t.app.adminUserId);

    expect((await logout(bearer(before))).statusCode).toBe(200);
    expect(await signedInAs(before)).toBeNull();

    const after = await adminLogin();
    expect(await signedInAs(after)).toBe(adminId);
  });

  it.each([
    ['without a token', undefined],
    ['with a malformed token', { authorization: 'Bearer not-a-jwt' }],
  ])('answers 200 %s and changes nothing (nothing left to end)', async (_label, headers) => {
    const member = await createUser(t.app);
    const response = await logout(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(LOGGED_OUT);
    expect(await tokenVersionOf(member.id)).toBe(0);
    expect(await signedInAs(member.token)).toBe(member.id);
  });

  it('answers 200 to a second logout with the revoked token, revoking nothing more', async () => {
    const member = await createUser(t.app);
    await logout(bearer(member.token));
    const again = await logout(bearer(member.token));
    expect(again.json()).toEqual(LOGGED_OUT);
    expect(await tokenVersionOf(member.id)).toBe(1);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.paths['/api/auth/logout']).toHaveProperty('post');
  });
});

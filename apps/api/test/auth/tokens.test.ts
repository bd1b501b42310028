import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../../src/auth/tokens.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts a token again from memory, and refuses it once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T00:00:00Z') });
    const tokens = createTokenService({ secret: SECRET, expiresIn: '1h' });
    const token = await tokens.sign({ userId: 7, role: 'ROLE_USER', tokenVersion: 2 });
    const claims = { userId: 7, role: 'ROLE_USER', tokenVersion: 2 };
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);

    vi.setSystemTime(new Date('2026-11-24T01:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret, however often it is sent', async () => {
    const mine = createTokenService({ secret: SECRET, expiresIn: '1h' });
    const theirs = createTokenService({ secret: `${SECRET}-other`, expiresIn: '1h' });
    const forged = await theirs.sign({ userId: 1, role: 'ROLE_ADMIN', tokenVersion: 0 });
    expect(await mine.verify(forged)).toBeNull();
    expect(await mine.verify(forged)).toBeNull();
  });
});

type Shape = (jwt: SignJWT) => SignJWT;

/** A token signed with the app's own secret, shaped by hand: what a leaked secret could mint. */
function handMade(shape: Shape, payload: Record<string, unknown> = {}) {
  const jwt = new SignJWT({ role: 'ROLE_USER', ver: 0, ...payload })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('daengnyang');
  return shape(jwt).sign(new TextEncoder().encode(SECRET));
}

const withSubject =
  (sub: string): Shape =>
  (jwt) =>
    jwt.setSubject(sub).setIssuedAt().setExpirationTime('1h');

const REFUSED: [string, Shape][] = [
  ['without exp', (jwt) => jwt.setSubject('10').setIssuedAt()],
  ['without iat', (jwt) => jwt.setSubject('10').setExpirationTime('1h')],
  ['without sub', (jwt) => jwt.setIssuedAt().setExpirationTime('1h')],
  // Number() reads the first six as 10; the last is beyond PostgreSQL's integer ids.
  ...['1e1', '0xa', '010', '10.0', '+10', ' 10', '99999999999'].map((sub): [string, Shape] => [
    `with sub ${JSON.stringify(sub)}`,
    withSubject(sub),
  ]),
];

describe('claims a token must carry to sign anyone in', () => {
  let t: TestApp;
  let userTen: number;
  beforeAll(async () => {
    t = await createTestApp({ JWT_SECRET: SECRET });
    // Ids count up from the administrator's 1: make user 10 exist, whom "1e1" would read as.
    userTen = 0;
    while (userTen < 10) userTen = (await createUser(t.app)).id;
  });
  afterAll(() => t.close());

  const callerOf = async (token: string) =>
    envelope<{ authenticated: boolean; user: { userId: number } | null }>(
      await t.app.inject({ url: '/api/account/principal', headers: bearer(token) }),
    ).body;

  it('signs in with a complete hand-made token (the cases below differ in one claim)', async () => {
    expect(userTen).toBe(10);
    const token = await handMade(withSubject('10'));
    expect(await callerOf(token)).toMatchObject({ authenticated: true, user: { userId: 10 } });
  });

  it.each(REFUSED)('treats a token %s as anonymous', async (_label, shape) => {
    const body = await callerOf(await handMade(shape));
    expect(body).toEqual({ authenticated: false, user: null, myStatus: null });
  });

  it('treats a token whose version is not a number as anonymous', async () => {
    const token = await handMade(withSubject('10'), { ver: '0' });
    expect(await callerOf(token)).toMatchObject({ authenticated: false });
  });
});

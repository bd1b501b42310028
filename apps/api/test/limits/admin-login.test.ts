import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { expectTooMany } from './support.ts';

const PASSWORD = 'correct horse battery staple';
const FIFTEEN_MINUTES_S = 15 * 60;

describe('admin sign-in limit per username', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: 'operator', ADMIN_PASSWORD: PASSWORD });
  });
  afterAll(() => t.close());

  let address = 0;
  /** A new client address for every call: the per-address limit (5 a minute) never answers. */
  const login = (username: string, password: string, remoteAddress = `192.0.2.${++address}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress,
    });

  it('answers 429 after ten failures from any addresses; successes do not count', async () => {
    const knownAddress = '198.51.100.1';
    expect((await login('operator', PASSWORD, knownAddress)).statusCode).toBe(200);
    for (let failure = 0; failure < 8; failure += 1) {
      expect((await login('operator', 'a guess')).statusCode).toBe(401);
    }
    // Case and spaces do not make another username.
    expect((await login(' OPERATOR ', 'a guess')).statusCode).toBe(401);
    expect((await login('operator', PASSWORD)).statusCode).toBe(200);
    expect((await login('operator', 'a guess')).statusCode).toBe(401);

    const refused = await login('operator', PASSWORD);
    expectTooMany(refused, SERVER_MESSAGES.tooManyLoginFailures, FIFTEEN_MINUTES_S);
    expectTooMany(
      await login('operator', 'a guess'),
      SERVER_MESSAGES.tooManyLoginFailures,
      FIFTEEN_MINUTES_S,
    );
    // Other usernames keep their own budget.
    expect((await login('someone-else', 'a guess')).statusCode).toBe(401);
    // Where the administrator signed in before, the attacker's failures do not lock them out.
    expect((await login('operator', PASSWORD, knownAddress)).statusCode).toBe(200);
  });
});

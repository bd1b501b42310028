import { MESSAGES } from '@daengnyang/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { expectTooMany } from './support.ts';

const PROXY = '10.0.0.1';

/**
 * A wrong password for `username` through `remoteAddress`. Each test guesses for its own
 * username, so the per-username failure budget (10) is never what answers.
 */
function guess(t: TestApp, username: string, forwardedFor: string, remoteAddress = PROXY) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'a guess' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });
}

/** The per-address budget (5 a minute) spent, each call naming another left-most address. */
async function spendAddressBudget(
  t: TestApp,
  username: string,
  forwardedFor: (attempt: number) => string,
  remoteAddress = PROXY,
) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await guess(t, username, forwardedFor(attempt), remoteAddress);
    expect(response.statusCode).toBe(401);
  }
}

describe('TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('takes the address the proxy saw: a spoofed left-most entry gets no fresh bucket', async () => {
    await spendAddressBudget(t, 'admin', (attempt) => `192.0.2.${attempt + 1}, 203.0.113.7`);
    expectTooMany(await guess(t, 'admin', '192.0.2.99, 203.0.113.7'), MESSAGES.tooManyRequests, 60);
    // Another client behind the same proxy has a bucket of its own.
    expect((await guess(t, 'admin', '192.0.2.1, 203.0.113.8')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' });
  });
  afterAll(() => t.close());

  it('skips trusted proxies from the right and stops at the first other address', async () => {
    await spendAddressBudget(
      t,
      'first',
      (attempt) => `192.0.2.${attempt + 1}, 203.0.113.9, 10.1.2.3`,
    );
    expectTooMany(await guess(t, 'first', '203.0.113.9'), MESSAGES.tooManyRequests, 60);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const direct = '198.51.100.20';
    await spendAddressBudget(t, 'second', (attempt) => `192.0.2.${attempt + 1}`, direct);
    expectTooMany(await guess(t, 'second', '192.0.2.200', direct), MESSAGES.tooManyRequests, 60);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from '../../src/auth/tokens.ts';

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

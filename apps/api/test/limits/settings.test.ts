import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { DEFAULT_WRITE_LIMITS } from '../../src/http/limits/settings.ts';

/** Development with its secrets given, so that loading writes no generated secret to disk. */
const DEVELOPMENT = {
  NODE_ENV: 'development',
  JWT_SECRET: 'j'.repeat(48),
  COOKIE_SECRET: 'c'.repeat(48),
};

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset or false', () => {
    expect(loadConfig(DEVELOPMENT).trustProxy).toBe(false);
    expect(loadConfig({ ...DEVELOPMENT, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({ ...DEVELOPMENT, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ ...DEVELOPMENT, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,loopback' })
        .trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8', 'loopback']);
  });

  it.each(['true', 'all', '*'])('refuses %s, naming the alternatives', (value) => {
    expect(() => loadConfig({ ...DEVELOPMENT, TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...DEVELOPMENT, TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: must not trust every hop.*number of proxies.*10\.0\.0\.0\/8/s,
    );
  });

  it.each(['10.0.0.0/33', 'proxy.internal', '1.2.3.4/8/1'])('refuses %s', (value) => {
    expect(() => loadConfig({ ...DEVELOPMENT, TRUST_PROXY: value })).toThrow(
      new RegExp(`TRUST_PROXY: .*"${value.replaceAll('.', '\\.')}"`),
    );
  });
});

describe('WRITE_LIMITS and NEW_ACCOUNT_WRITE_LIMITS', () => {
  it('uses the defaults outside tests, and limits high enough for the API suite in tests', () => {
    expect(loadConfig(DEVELOPMENT).limits).toEqual({
      writes: DEFAULT_WRITE_LIMITS,
      anonymousPerMinute: 1200,
    });
    const test = loadConfig({ NODE_ENV: 'test' }).limits;
    expect(test.writes?.comments).toEqual({
      max: 100_000,
      newAccountMax: 100_000,
      windowMs: 10 * 60_000,
    });
    expect(test.anonymousPerMinute).toBe(100_000);
  });

  it('overrides the kinds it names, and keeps a young account at most at the limit', () => {
    const { limits } = loadConfig({
      ...DEVELOPMENT,
      WRITE_LIMITS: 'posts=4/30m, likes=2/1d',
      NEW_ACCOUNT_WRITE_LIMITS: 'posts=1,likes=9',
      ANONYMOUS_REQUESTS_PER_MINUTE: '0',
    });
    expect(limits.writes?.posts).toEqual({ max: 4, newAccountMax: 1, windowMs: 30 * 60_000 });
    expect(limits.writes?.likes).toEqual({ max: 2, newAccountMax: 2, windowMs: 86_400_000 });
    expect(limits.writes?.comments).toEqual(DEFAULT_WRITE_LIMITS.comments);
    expect(limits.anonymousPerMinute).toBe(0);
  });

  it('turns the member limits off with off', () => {
    expect(loadConfig({ ...DEVELOPMENT, WRITE_LIMITS: 'off' }).limits.writes).toBeNull();
  });

  it.each([
    ['WRITE_LIMITS', 'posts=10'],
    ['WRITE_LIMITS', 'posts=0/1h'],
    ['WRITE_LIMITS', 'posts=10/1w'],
    ['WRITE_LIMITS', 'shares=10/1h'],
    ['WRITE_LIMITS', 'posts=1/1h,posts=2/1h'],
    ['NEW_ACCOUNT_WRITE_LIMITS', 'posts=1/1h'],
    ['NEW_ACCOUNT_WRITE_LIMITS', 'posts'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ ...DEVELOPMENT, [name]: value })).toThrow(new RegExp(`${name}: `));
  });
});

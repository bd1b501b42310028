import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 's'.repeat(48),
  DATABASE_URL: 'postgres://db.internal/daengnyang',
  PUBLIC_URL: 'https://daengnyang.example',
  WEB_ORIGINS: 'https://daengnyang.example, https://www.daengnyang.example/',
};

describe('loadConfig', () => {
  it('runs a fresh clone with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.webOrigins[0]).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toMatch(/data\/pg$/);
    expect(config.admin).toMatchObject({ username: 'admin', fromEnvironment: false });
    expect(config.oauth).toEqual({ google: null, naver: null, kakao: null });
    expect(config.seedSampleData).toBe(true);
  });

  it('reads a production configuration', () => {
    const config = loadConfig({
      ...PRODUCTION,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config.webOrigins).toEqual([
      'https://daengnyang.example',
      'https://www.daengnyang.example',
    ]);
    expect(config.oauth.google).toMatchObject({
      clientId: 'id',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    expect(config.admin).toBeNull();
    expect(config.seedSampleData).toBe(false);
  });

  it.each(['JWT_SECRET', 'DATABASE_URL', 'PUBLIC_URL', 'WEB_ORIGINS'])(
    'stops a production start without %s, naming it',
    (name) => {
      const env: NodeJS.ProcessEnv = { ...PRODUCTION, [name]: '' };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(name);
    },
  );

  it('names a client secret missing beside its client id', () => {
    expect(() => loadConfig({ ...PRODUCTION, KAKAO_CLIENT_ID: 'kakao-app' })).toThrow(
      'KAKAO_CLIENT_SECRET',
    );
  });

  it('names an administrator password missing beside its username', () => {
    expect(() => loadConfig({ ...PRODUCTION, ADMIN_USERNAME: 'ops' })).toThrow('ADMIN_PASSWORD');
  });

  it('refuses a short production JWT secret', () => {
    expect(() => loadConfig({ ...PRODUCTION, JWT_SECRET: 'short' })).toThrow('at least 32');
  });

  it('rejects a malformed value with the variable name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT');
  });
});

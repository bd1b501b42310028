import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 's'.repeat(48),
  COOKIE_SECRET: 'c'.repeat(48),
  DATABASE_URL: 'postgres://db.internal/daengnyang',
  PUBLIC_URL: 'https://daengnyang.example',
  WEB_ORIGINS: 'https://daengnyang.example, https://www.daengnyang.example/',
};

/** The secret the source code held until issue 9: it must never come back. */
const FORMER_SOURCE_SECRET = 'daengnyang-development-only-jwt-secret-0123456789';

const dataDirs: string[] = [];
/** A fresh DATA_DIR: development keeps generated secrets there. */
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'daengnyang-config-'));
  dataDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('runs a fresh clone with nothing set', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.webOrigins[0]).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toMatch(/daengnyang-config-\w+\/pg$/);
    expect(config.host).toBe('127.0.0.1');
    expect(config.apiDocs).toBe(true);
    expect(config.admin).toMatchObject({ username: 'admin', fromEnvironment: false });
    expect(config.oauth).toEqual({ google: null, naver: null, kakao: null });
    expect(config.seedSampleData).toBe(true);
    expect(config.redisUrl).toBeUndefined();
  });

  it('takes a redis:// or rediss:// REDIS_URL and refuses anything else', () => {
    const secrets = { JWT_SECRET: 'j'.repeat(32), COOKIE_SECRET: 'c'.repeat(32) };
    const redisUrl = 'redis://:pw@10.0.0.5:6380/2';
    const env = { DATA_DIR: dataDir(), ...secrets };
    expect(loadConfig({ ...env, REDIS_URL: redisUrl }).redisUrl).toBe(redisUrl);
    expect(loadConfig({ ...env, REDIS_URL: 'rediss://cache.example:6380' }).redisUrl).toBe(
      'rediss://cache.example:6380',
    );
    expect(() => loadConfig({ ...env, REDIS_URL: 'http://cache.example' })).toThrow('REDIS_URL');
  });

  it('wants the secrets from the environment when instances share Redis', () => {
    // Each instance would otherwise generate its own into its own DATA_DIR.
    expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_URL: 'redis://127.0.0.1:6390' })).toThrow(
      'JWT_SECRET, COOKIE_SECRET',
    );
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
    expect(config.jwt.secret).toBe(PRODUCTION.JWT_SECRET);
    expect(config.cookieSecret).toBe(PRODUCTION.COOKIE_SECRET);
    expect(config.apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it.each(['JWT_SECRET', 'COOKIE_SECRET', 'DATABASE_URL', 'PUBLIC_URL', 'WEB_ORIGINS'])(
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

  it('refuses a short production cookie secret, and one equal to the JWT secret', () => {
    expect(() => loadConfig({ ...PRODUCTION, COOKIE_SECRET: 'c'.repeat(31) })).toThrow(
      'COOKIE_SECRET must be at least 32',
    );
    expect(() => loadConfig({ ...PRODUCTION, COOKIE_SECRET: PRODUCTION.JWT_SECRET })).toThrow(
      'COOKIE_SECRET must differ from JWT_SECRET',
    );
  });

  it.each([
    ['a one-character password', '1', 'at least 12'],
    ['an eleven-character password', 'abcdefghijk', 'at least 12'],
    ['the development default', 'daengnyang-admin', 'development default'],
  ])('refuses %s for the production administrator', (_label, password, message) => {
    const env = { ...PRODUCTION, ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: password };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('accepts a production administrator password of twelve characters', () => {
    const config = loadConfig({
      ...PRODUCTION,
      ADMIN_USERNAME: 'ops',
      ADMIN_PASSWORD: 'x'.repeat(12),
    });
    expect(config.admin).toEqual({
      username: 'ops',
      password: 'x'.repeat(12),
      fromEnvironment: true,
    });
  });

  it.each(['development', 'test'])(
    'refuses to listen beyond this machine in %s, saying why',
    (mode) => {
      for (const host of ['0.0.0.0', '::', '192.168.0.10', 'daengnyang.example']) {
        const env = { NODE_ENV: mode, HOST: host, DATA_DIR: dataDir() };
        expect(() => loadConfig(env), host).toThrow(ConfigError);
        expect(() => loadConfig(env), host).toThrow(/not a loopback address.*stand-in/s);
      }
    },
  );

  it('listens on any loopback address outside production, and anywhere in production', () => {
    for (const host of [
      '127.0.0.1',
      '127.8.9.10',
      'localhost',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ]) {
      expect(loadConfig({ HOST: host, DATA_DIR: dataDir() }).host).toBe(host);
    }
    expect(loadConfig({ ...PRODUCTION, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('generates the development secrets once, keeps them in DATA_DIR (0600), and reuses them', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const again = loadConfig({ DATA_DIR: dir });
    const elsewhere = loadConfig({ DATA_DIR: dataDir() });

    expect(again.jwt.secret).toBe(first.jwt.secret);
    expect(again.cookieSecret).toBe(first.cookieSecret);
    expect(elsewhere.jwt.secret).not.toBe(first.jwt.secret);
    expect(first.cookieSecret).not.toBe(first.jwt.secret);
    expect(first.jwt.secret).not.toBe(FORMER_SOURCE_SECRET);
    expect(first.jwt.secret.length).toBeGreaterThanOrEqual(32);
    for (const [name, value] of [
      ['jwt-secret', first.jwt.secret],
      ['cookie-secret', first.cookieSecret],
    ] as const) {
      const file = path.join(dir, 'secrets', name);
      expect(readFileSync(file, 'utf8').trim()).toBe(value);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    }
  });

  it('uses the secrets it is given in development instead of generating them', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      JWT_SECRET: 'j'.repeat(40),
      COOKIE_SECRET: 'k'.repeat(40),
    });
    expect(config.jwt.secret).toBe('j'.repeat(40));
    expect(config.cookieSecret).toBe('k'.repeat(40));
  });

  it('gives each test app fresh secrets in memory, never written to disk', () => {
    const dir = dataDir();
    const first = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
    const second = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
    expect(second.jwt.secret).not.toBe(first.jwt.secret);
    expect(second.cookieSecret).not.toBe(first.cookieSecret);
    expect(() => statSync(path.join(dir, 'secrets'))).toThrow();
  });

  it('never generates secrets into DATA_DIR in production: instances do not share it', () => {
    const dir = dataDir();
    // A development run left kept secrets behind in this directory.
    const development = loadConfig({ DATA_DIR: dir });
    for (const name of ['JWT_SECRET', 'COOKIE_SECRET']) {
      const env = { ...PRODUCTION, DATA_DIR: dir, [name]: '' };
      expect(() => loadConfig(env), name).toThrow(`variable for production: ${name}`);
    }
    const production = loadConfig({ ...PRODUCTION, DATA_DIR: dir });
    expect(production.jwt.secret).not.toBe(development.jwt.secret);
    expect(production.cookieSecret).not.toBe(development.cookieSecret);

    const fresh = dataDir();
    loadConfig({ ...PRODUCTION, DATA_DIR: fresh });
    expect(() => statSync(path.join(fresh, 'secrets'))).toThrow();
  });

  it('names the instance after the host unless INSTANCE_NAME says otherwise', () => {
    expect(loadConfig({ ...PRODUCTION }).instanceName).toBe(
      hostname().replace(/[^A-Za-z0-9._-]/g, '-'),
    );
    expect(loadConfig({ ...PRODUCTION, INSTANCE_NAME: 'api-2' }).instanceName).toBe('api-2');
    for (const name of ['api 2', 'api"2', '-api', 'a'.repeat(64), 'api{2}']) {
      expect(() => loadConfig({ ...PRODUCTION, INSTANCE_NAME: name }), name).toThrow(
        'INSTANCE_NAME',
      );
    }
  });

  it('keeps /metrics closed without METRICS_TOKEN and refuses a weak one', () => {
    expect(loadConfig({ ...PRODUCTION }).metricsToken).toBeUndefined();
    expect(loadConfig({ ...PRODUCTION, METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    const token = 'm'.repeat(32);
    expect(loadConfig({ ...PRODUCTION, METRICS_TOKEN: token }).metricsToken).toBe(token);
    for (const weak of ['m'.repeat(31), `${'m'.repeat(20)} ${'m'.repeat(20)}`]) {
      expect(() => loadConfig({ ...PRODUCTION, METRICS_TOKEN: weak })).toThrow('METRICS_TOKEN');
    }
  });

  it('reports the release of BUILD_VERSION, or dev', () => {
    expect(loadConfig({ ...PRODUCTION }).buildVersion).toBe('dev');
    expect(loadConfig({ ...PRODUCTION, BUILD_VERSION: '1.4.0+3f2a1c' }).buildVersion).toBe(
      '1.4.0+3f2a1c',
    );
    expect(() => loadConfig({ ...PRODUCTION, BUILD_VERSION: 'v1 beta' })).toThrow('BUILD_VERSION');
  });

  it('takes the sweeps’ periods in minutes, fractions included', () => {
    const defaults = loadConfig({ ...PRODUCTION });
    expect(defaults.uploads.orphanSweepMs).toBe(60 * 60_000);
    expect(defaults.maintenanceSweepMs).toBeNull();
    const short = loadConfig({
      ...PRODUCTION,
      ORPHAN_SWEEP_MINUTES: '0.05',
      MAINTENANCE_SWEEP_MINUTES: '1.5',
    });
    expect(short.uploads.orphanSweepMs).toBe(3000);
    expect(short.maintenanceSweepMs).toBe(90_000);
    expect(loadConfig({ ...PRODUCTION, ORPHAN_SWEEP_MINUTES: '0' }).uploads.orphanSweepMs).toBe(0);
    // The maintenance sweeps cannot be turned off: expired keys and old rows would pile up.
    for (const refused of ['0', '0.001', '-1', 'hourly']) {
      expect(() => loadConfig({ ...PRODUCTION, MAINTENANCE_SWEEP_MINUTES: refused })).toThrow(
        'MAINTENANCE_SWEEP_MINUTES',
      );
    }
  });

  it('syncs no shelter animals without ANIMAL_PROTECTION_API_KEY, and Busan hourly with it', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).shelterSync).toBeNull();
    expect(
      loadConfig({ DATA_DIR: dataDir(), ANIMAL_PROTECTION_REGION: '6110000' }).shelterSync,
    ).toBeNull();
    expect(
      loadConfig({ DATA_DIR: dataDir(), ANIMAL_PROTECTION_API_KEY: 'k%2B1' }).shelterSync,
    ).toEqual({
      apiKey: 'k%2B1',
      apiUrl: 'https://apis.data.go.kr/1543061/abandonmentPublicService_v2/abandonmentPublic_v2',
      region: '6260000',
      everyMs: 3_600_000,
    });
    const configured = loadConfig({
      DATA_DIR: dataDir(),
      ANIMAL_PROTECTION_API_KEY: 'key',
      ANIMAL_PROTECTION_API_URL: 'http://127.0.0.1:9/standin',
      ANIMAL_PROTECTION_REGION: '6110000',
      ANIMAL_PROTECTION_SYNC_MINUTES: '0.5',
    }).shelterSync;
    expect(configured).toMatchObject({
      apiUrl: 'http://127.0.0.1:9/standin',
      region: '6110000',
      everyMs: 30_000,
    });
  });

  it('refuses a shelter region that is not a 시도 code, and a URL that is not http(s)', () => {
    const env = { DATA_DIR: dataDir(), ANIMAL_PROTECTION_API_KEY: 'key' };
    expect(() => loadConfig({ ...env, ANIMAL_PROTECTION_REGION: '부산' })).toThrow(
      'ANIMAL_PROTECTION_REGION',
    );
    expect(() => loadConfig({ ...env, ANIMAL_PROTECTION_API_URL: 'ftp://x.example/a' })).toThrow(
      'ANIMAL_PROTECTION_API_URL',
    );
    expect(() => loadConfig({ ...env, ANIMAL_PROTECTION_SYNC_MINUTES: '0' })).toThrow(
      'ANIMAL_PROTECTION_SYNC_MINUTES',
    );
  });

  it('rejects a malformed value with the variable name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT');
  });
});

describe('loadConfig: the file store', () => {
  const BUCKET = {
    S3_BUCKET: 'daengnyang-images',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'key-secret',
  };
  const PRODUCTION_BUCKET = {
    ...PRODUCTION,
    ...BUCKET,
    S3_REGION: 'kr-standard',
    S3_ENDPOINT: 'https://kr.object.ncloudstorage.com',
    S3_PUBLIC_URL: 'https://images.daengnyang.example/',
  };

  it('keeps files in DATA_DIR/uploads without a bucket', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).files).toEqual({
      driver: 'local',
      directory: path.join(dir, 'uploads'),
    });
  });

  it('reads a production bucket', () => {
    expect(loadConfig({ ...PRODUCTION_BUCKET, S3_CHECKSUMS: 'when_required' }).files).toEqual({
      driver: 's3',
      s3: {
        endpoint: 'https://kr.object.ncloudstorage.com',
        region: 'kr-standard',
        bucket: 'daengnyang-images',
        credentials: { accessKeyId: 'key-id', secretAccessKey: 'key-secret' },
        forcePathStyle: false,
        publicUrl: 'https://images.daengnyang.example',
        checksums: 'when_required',
      },
    });
  });

  it('derives the public URL from the bucket outside production', () => {
    const publicUrlOf = (env: NodeJS.ProcessEnv) => {
      const { files } = loadConfig({ DATA_DIR: dataDir(), ...BUCKET, ...env });
      return files.driver === 's3' ? files.s3.publicUrl : null;
    };
    expect(publicUrlOf({})).toBe('https://daengnyang-images.s3.us-east-1.amazonaws.com');
    expect(publicUrlOf({ S3_ENDPOINT: 'http://127.0.0.1:4568', S3_FORCE_PATH_STYLE: 'true' })).toBe(
      'http://127.0.0.1:4568/daengnyang-images',
    );
    expect(publicUrlOf({ S3_ENDPOINT: 'https://kr.object.ncloudstorage.com' })).toBe(
      'https://daengnyang-images.kr.object.ncloudstorage.com',
    );
  });

  it('refuses S3 settings without a bucket, naming them', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), S3_ENDPOINT: 'http://127.0.0.1:4568', S3_REGION: 'x' }),
    ).toThrow('S3_ENDPOINT, S3_REGION are set but S3_BUCKET is not');
  });

  it('refuses a key id without its secret, and a secret without its key id', () => {
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = BUCKET;
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...withoutSecret })).toThrow(
      'S3_SECRET_ACCESS_KEY is missing',
    );
    const { S3_ACCESS_KEY_ID: _id, ...withoutId } = BUCKET;
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...withoutId })).toThrow(
      'S3_ACCESS_KEY_ID is missing',
    );
  });

  it('refuses malformed values with the variable name', () => {
    expect(() => loadConfig({ ...BUCKET, S3_BUCKET: 'ab' })).toThrow(/S3_BUCKET: a bucket name/);
    expect(() => loadConfig({ ...BUCKET, S3_CHECKSUMS: 'never' })).toThrow('S3_CHECKSUMS');
    expect(() => loadConfig({ ...BUCKET, S3_PUBLIC_URL: 'cdn' })).toThrow('S3_PUBLIC_URL');
    expect(() => loadConfig({ ...BUCKET, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE',
    );
  });

  it('refuses an incomplete production bucket', () => {
    const { S3_REGION: _region, S3_PUBLIC_URL: _url, ...incomplete } = PRODUCTION_BUCKET;
    expect(() => loadConfig(incomplete)).toThrow(
      'Missing required environment variables for production: S3_REGION, S3_PUBLIC_URL',
    );
    expect(() =>
      loadConfig({ ...PRODUCTION_BUCKET, S3_PUBLIC_URL: 'http://images.daengnyang.example' }),
    ).toThrow('S3_PUBLIC_URL must be an https:// URL in production');
  });
});

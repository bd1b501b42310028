import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once. Development defaults make a
 * fresh clone run with nothing set; production refuses to start without its secrets.
 */

const DEV_JWT_SECRET = 'daengnyang-development-only-jwt-secret-0123456789';
const DEV_ADMIN = { username: 'admin', password: 'daengnyang-admin' } as const;

/**
 * PostgreSQL does its best with a few active connections per core; callers beyond the pool
 * wait in its queue rather than make the database switch between more backends than it has
 * cores for. Raise it for a database on its own, larger machine.
 */
const DEFAULT_POOL_SIZE = 8;

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const optionalUrl = optionalString.pipe(z.url().optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  PUBLIC_URL: optionalUrl,
  WEB_ORIGINS: optionalString,
  JWT_SECRET: optionalString,
  JWT_EXPIRES_IN: z.string().default('7d'),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  NAVER_CLIENT_ID: optionalString,
  NAVER_CLIENT_SECRET: optionalString,
  NAVER_AUTHORIZATION_URL: z.url().default('https://nid.naver.com/oauth2.0/authorize'),
  NAVER_TOKEN_URL: z.url().default('https://nid.naver.com/oauth2.0/token'),
  NAVER_USERINFO_URL: z.url().default('https://openapi.naver.com/v1/nid/me'),
  KAKAO_CLIENT_ID: optionalString,
  KAKAO_CLIENT_SECRET: optionalString,
  KAKAO_AUTHORIZATION_URL: z.url().default('https://kauth.kakao.com/oauth/authorize'),
  KAKAO_TOKEN_URL: z.url().default('https://kauth.kakao.com/oauth/token'),
  KAKAO_USERINFO_URL: z.url().default('https://kapi.kakao.com/v2/user/me'),
  GOOGLE_MAPS_API_KEY: optionalString,
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  SEED_SAMPLE_DATA: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
});

export type ProviderName = 'google' | 'naver' | 'kakao';

export type ProviderConfig = {
  clientId: string;
  clientSecret: string;
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  pgliteDir: string;
  publicUrl: string;
  webOrigins: string[];
  jwt: { secret: string; expiresIn: string };
  /** Null in production without ADMIN_USERNAME: no password account is created. */
  admin: { username: string; password: string; fromEnvironment: boolean } | null;
  /** Credentials per provider; a provider without them uses the development stand-in. */
  oauth: Record<ProviderName, ProviderConfig | null>;
  oauthEndpoints: Record<ProviderName, Omit<ProviderConfig, 'clientId' | 'clientSecret'>>;
  googleMapsApiKey: string | undefined;
  mapTileUrl: string;
  seedSampleData: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** How long anonymous reads are answered from memory; 0 turns the cache off. */
  responseCacheMs: number;
  /** PostgreSQL connections per instance. */
  databasePoolSize: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const missing: string[] = [];
  const require = (name: keyof typeof env, value: string | undefined) => {
    if (isProduction && !value) missing.push(name);
  };

  require('JWT_SECRET', env.JWT_SECRET);
  require('DATABASE_URL', env.DATABASE_URL);
  require('PUBLIC_URL', env.PUBLIC_URL);
  require('WEB_ORIGINS', env.WEB_ORIGINS);
  if (env.ADMIN_USERNAME) require('ADMIN_PASSWORD', env.ADMIN_PASSWORD);
  if (isProduction && env.JWT_SECRET && env.JWT_SECRET.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters in production.');
  }

  const endpoints = {
    google: {
      issuer: env.GOOGLE_ISSUER,
      authorizationUrl: env.GOOGLE_AUTHORIZATION_URL,
      tokenUrl: env.GOOGLE_TOKEN_URL,
      userinfoUrl: env.GOOGLE_USERINFO_URL,
    },
    naver: {
      issuer: new URL(env.NAVER_AUTHORIZATION_URL).origin,
      authorizationUrl: env.NAVER_AUTHORIZATION_URL,
      tokenUrl: env.NAVER_TOKEN_URL,
      userinfoUrl: env.NAVER_USERINFO_URL,
    },
    kakao: {
      issuer: new URL(env.KAKAO_AUTHORIZATION_URL).origin,
      authorizationUrl: env.KAKAO_AUTHORIZATION_URL,
      tokenUrl: env.KAKAO_TOKEN_URL,
      userinfoUrl: env.KAKAO_USERINFO_URL,
    },
  };
  const provider = (name: ProviderName, prefix: 'GOOGLE' | 'NAVER' | 'KAKAO') => {
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (clientId && !clientSecret) missing.push(`${prefix}_CLIENT_SECRET`);
    if (!clientId || !clientSecret) return null;
    return { clientId, clientSecret, ...endpoints[name] };
  };
  const oauth = {
    google: provider('google', 'GOOGLE'),
    naver: provider('naver', 'NAVER'),
    kakao: provider('kakao', 'KAKAO'),
  };

  if (missing.length > 0) {
    throw new ConfigError(
      `Missing required environment variable${missing.length > 1 ? 's' : ''} for ${env.NODE_ENV}: ${missing.join(', ')}`,
    );
  }

  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const webOrigins = env.WEB_ORIGINS
    ? env.WEB_ORIGINS.split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : [new URL(publicUrl).origin, 'http://localhost:5173', 'http://127.0.0.1:5173'];
  const dataDir = path.resolve(env.DATA_DIR);
  const admin = env.ADMIN_USERNAME
    ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD ?? '', fromEnvironment: true }
    : isProduction
      ? null
      : { ...DEV_ADMIN, fromEnvironment: false };

  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pg'),
    publicUrl,
    webOrigins,
    jwt: { secret: env.JWT_SECRET ?? DEV_JWT_SECRET, expiresIn: env.JWT_EXPIRES_IN },
    admin,
    oauth,
    oauthEndpoints: endpoints,
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY,
    mapTileUrl: env.MAP_TILE_URL,
    seedSampleData: env.SEED_SAMPLE_DATA ? env.SEED_SAMPLE_DATA === 'true' : !isProduction,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY === 'true',
    // Tests write rows directly and read them back at once: no cache unless a test asks.
    responseCacheMs: (env.RESPONSE_CACHE_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 5)) * 1000,
    databasePoolSize: env.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE,
  };
}

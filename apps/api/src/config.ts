import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism, hostname } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseTimeouts } from './db/client.ts';
import type { S3Settings } from './files/s3-store.ts';
import {
  type LimitSettings,
  NewAccountWriteLimitsEnvSchema,
  resolveLimits,
  type TrustProxy,
  TrustProxyEnvSchema,
  WriteLimitsEnvSchema,
} from './http/limits/settings.ts';

/**
 * Every environment variable the server reads, validated once. Development defaults make a
 * fresh clone run with nothing set; production refuses to start without its secrets.
 */

const DEV_ADMIN = { username: 'admin', password: 'daengnyang-admin' } as const;
const MIN_SECRET_LENGTH = 32;
const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** 127.0.0.0/8, ::1 (bracketed or not, IPv4-mapped too) and localhost. */
function isLoopback(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (address === 'localhost' || address === '::1') return true;
  const ipv4 = address.replace(/^::ffff:/, '');
  return isIP(ipv4) === 4 && ipv4.startsWith('127.');
}

/** Refuses what would expose development defaults or weak secrets to a network. */
function checkModeAndSecrets(env: Env): void {
  if (env.NODE_ENV !== 'production') {
    if (isLoopback(env.HOST)) return;
    throw new ConfigError(
      `HOST=${env.HOST} is not a loopback address. Outside production the server runs with ` +
        'development defaults (a sign-in stand-in that lists every user and signs in as any ' +
        'of them, the published admin password), so it listens on this machine only: use ' +
        'HOST=127.0.0.1 (or ::1, localhost), or set NODE_ENV=production with its secrets.',
    );
  }
  for (const name of ['JWT_SECRET', 'COOKIE_SECRET'] as const) {
    const value = env[name];
    if (value && value.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(
        `${name} must be at least ${MIN_SECRET_LENGTH} characters in production.`,
      );
    }
  }
  if (env.COOKIE_SECRET && env.COOKIE_SECRET === env.JWT_SECRET) {
    throw new ConfigError('COOKIE_SECRET must differ from JWT_SECRET.');
  }
  const password = env.ADMIN_USERNAME ? env.ADMIN_PASSWORD : undefined;
  if (password === DEV_ADMIN.password) {
    throw new ConfigError(
      'ADMIN_PASSWORD is the published development default; choose another for production.',
    );
  }
  if (password && password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new ConfigError(
      `ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters in production.`,
    );
  }
}

/** The host name, made label-safe: a container's id, or a machine's name. */
const instanceNameOf = (host: string) =>
  host
    .replace(/[^A-Za-z0-9._-]/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 63) || 'api';

/** 256 random bits, as HS256 wants. */
const randomSecret = () => randomBytes(32).toString('base64url');

/**
 * The secret kept in `DATA_DIR/secrets/<name>`, created on first start (mode 0600) and read on
 * every later one, so that tokens and signed cookies survive a restart without anyone choosing
 * a secret. Instances starting at once agree: the file is written aside and hard-linked into
 * place, which fails when another process got there first, whose secret is then read.
 */
function keptSecret(dataDir: string, name: string): string {
  const directory = path.join(dataDir, 'secrets');
  const file = path.join(directory, name);
  if (!existsSync(file)) {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    const draft = `${file}.${process.pid}-${randomBytes(6).toString('hex')}`;
    writeFileSync(draft, `${randomSecret()}\n`, { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret === '') {
    throw new ConfigError(`${file} is empty: delete it and a new secret is generated.`);
  }
  return secret;
}

/**
 * PostgreSQL does its best with a few active connections per core; callers beyond the pool
 * wait in its queue rather than make the database switch between more backends than it has
 * cores for. Raise it for a database on its own, larger machine.
 */
const DEFAULT_POOL_SIZE = 8;

/** Ten phone photos of about 5 MB each fit; the per-file limit (10 MB) stays in the contract. */
const DEFAULT_UPLOAD_MAX_REQUEST_MB = 50;
const DEFAULT_ORPHAN_SWEEP_MINUTES = 60;

/** One decoding thread per spare core, at most two: decoding must never take every core. */
const defaultImageWorkers = () => Math.min(2, Math.max(1, availableParallelism() - 1));

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const optionalUrl = optionalString.pipe(z.url().optional());
/** `redis://[user:password@]host:port[/db]`, or `rediss://` for TLS. */
const optionalRedisUrl = optionalString.pipe(
  z
    .url({ protocol: /^rediss?$/, error: 'expected redis://host:port or rediss://host:port' })
    .optional(),
);
/** A duration in milliseconds, at least `min`, at most a day. */
const milliseconds = (min: number) => z.coerce.number().int().min(min).max(86_400_000);
/**
 * A period in minutes, at least `min`, at most a week; fractions are allowed (`0.05`: 3 s), so
 * that a test can watch several periods pass.
 */
const minutes = (min: { value: number; message: string }) =>
  z.coerce.number().min(min.value, min.message).max(10_080).optional();
const MINUTE_MS = 60_000;

/**
 * Names that go into every log line and metric label as they are: a host or container name,
 * a version (`1.4.0+3f2a1c`).
 */
const labelSafe = optionalString.pipe(
  z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,62}$/, 'letters, digits, ".", "_", "+", "-", at most 63')
    .optional(),
);

/** A bearer token a scraper sends as it is: visible ASCII, no spaces. */
const MetricsTokenSchema = optionalString.pipe(
  z
    .string()
    .min(MIN_SECRET_LENGTH, `at least ${MIN_SECRET_LENGTH} characters`)
    .regex(/^[\x21-\x7e]+$/, 'visible ASCII characters without spaces')
    .optional(),
);

/** 공공데이터포털 구조동물 조회 (농림축산검역본부, v2): the shelter animals' public service. */
const ANIMAL_PROTECTION_API_URL =
  'https://apis.data.go.kr/1543061/abandonmentPublicService_v2/abandonmentPublic_v2';
const BUSAN_REGION_CODE = '6260000';
const DEFAULT_SHELTER_SYNC_MINUTES = 60;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalRedisUrl,
  PUBLIC_URL: optionalUrl,
  WEB_ORIGINS: optionalString,
  JWT_SECRET: optionalString,
  JWT_EXPIRES_IN: z.string().default('7d'),
  COOKIE_SECRET: optionalString,
  API_DOCS: z.enum(['true', 'false']).optional(),
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
  KAKAO_JAVASCRIPT_KEY: optionalString,
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  SEED_SAMPLE_DATA: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: TrustProxyEnvSchema,
  WRITE_LIMITS: WriteLimitsEnvSchema,
  NEW_ACCOUNT_WRITE_LIMITS: NewAccountWriteLimitsEnvSchema,
  ANONYMOUS_REQUESTS_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).optional(),
  RESPONSE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  IDENTITY_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  REPORT_MIN_ACCOUNT_AGE_HOURS: z.coerce.number().min(0).max(8760).default(24),
  REPORT_HIDE_THRESHOLD: z.coerce.number().min(1).max(1000).default(3),
  ADOPTION_OFFERS_PER_DAY_SIGNAL: z.coerce.number().int().min(2).max(100).default(3),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(100).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(0).default(5000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(0).default(30_000),
  REQUEST_DEADLINE_MS: milliseconds(0).default(30_000),
  HTTP_REQUEST_TIMEOUT_MS: milliseconds(0).default(180_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: milliseconds(1000).default(72_000),
  HTTP_CONNECTION_TIMEOUT_MS: milliseconds(0).default(75_000),
  UPLOAD_MAX_REQUEST_MB: z.coerce.number().int().min(10).max(1000).optional(),
  UPLOAD_DEADLINE_MS: milliseconds(1000).default(180_000),
  IMAGE_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  ORPHAN_SWEEP_MINUTES: minutes({ value: 0, message: '0 (off) or more minutes' }),
  MAINTENANCE_SWEEP_MINUTES: minutes({ value: 1 / 60, message: 'at least a second (0.0167)' }),
  INSTANCE_NAME: labelSafe,
  BUILD_VERSION: labelSafe,
  METRICS_TOKEN: MetricsTokenSchema,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: optionalString,
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'a bucket name is 3 to 63 lowercase letters, digits, dots and hyphens',
      )
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_PUBLIC_URL: optionalUrl,
  S3_CHECKSUMS: z.enum(['when_supported', 'when_required']).optional(),
  BACKUP_DIR: z.string().default('./backups'),
  ANIMAL_PROTECTION_API_KEY: optionalString,
  ANIMAL_PROTECTION_API_URL: z.url({ protocol: /^https?$/ }).default(ANIMAL_PROTECTION_API_URL),
  ANIMAL_PROTECTION_REGION: z
    .string()
    .regex(/^\d{7}$/, 'a 7-digit 시도 code (부산 6260000)')
    .default(BUSAN_REGION_CODE),
  ANIMAL_PROTECTION_SYNC_MINUTES: minutes({ value: 1 / 60, message: 'at least a second (0.0167)' }),
});

type Env = z.infer<typeof EnvSchema>;

/** Where files are kept: on this machine's disk, or in an S3-compatible bucket. */
export type FileStoreSettings =
  | { driver: 'local'; directory: string }
  | { driver: 's3'; s3: S3Settings };

const S3_DETAILS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
  'S3_CHECKSUMS',
] as const;

/** Where a bucket's objects are read from when S3_PUBLIC_URL does not say (outside production). */
function bucketUrl(env: Env, bucket: string, region: string, forcePathStyle: boolean): string {
  if (!env.S3_ENDPOINT) return `https://${bucket}.s3.${region}.amazonaws.com`;
  const endpoint = new URL(env.S3_ENDPOINT);
  const base = endpoint.href.replace(/\/+$/, '');
  if (forcePathStyle) return `${base}/${bucket}`;
  endpoint.hostname = `${bucket}.${endpoint.hostname}`;
  return endpoint.href.replace(/\/+$/, '');
}

/**
 * The file store: the local disk unless S3_BUCKET is set. S3 settings without a bucket, or a
 * key id without its secret, are refused (they would be silently ignored); production also
 * needs the region and the public URL its pages load images from (a CDN, over HTTPS).
 */
function resolveFileStore(env: Env, uploadsDir: string, missing: string[]): FileStoreSettings {
  const bucket = env.S3_BUCKET;
  if (!bucket) {
    const stray = S3_DETAILS.filter((name) => env[name] !== undefined);
    if (stray.length > 0) {
      throw new ConfigError(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET to keep files in that bucket, or unset ${stray.length > 1 ? 'them' : 'it'} to keep files in DATA_DIR/uploads.`,
      );
    }
    return { driver: 'local', directory: uploadsDir };
  }
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      `${accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} is missing: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the SDK's own credentials such as an instance role).`,
    );
  }
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.S3_REGION) missing.push('S3_REGION');
  if (isProduction && !env.S3_PUBLIC_URL) missing.push('S3_PUBLIC_URL');
  if (isProduction && env.S3_PUBLIC_URL && !env.S3_PUBLIC_URL.startsWith('https:')) {
    throw new ConfigError(
      `S3_PUBLIC_URL must be an https:// URL in production (pages served over HTTPS cannot show images from ${new URL(env.S3_PUBLIC_URL).origin}).`,
    );
  }
  const region = env.S3_REGION ?? 'us-east-1';
  const forcePathStyle = env.S3_FORCE_PATH_STYLE === 'true';
  return {
    driver: 's3',
    s3: {
      endpoint: env.S3_ENDPOINT,
      region,
      bucket,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle,
      publicUrl: (env.S3_PUBLIC_URL ?? bucketUrl(env, bucket, region, forcePathStyle)).replace(
        /\/+$/,
        '',
      ),
      checksums: env.S3_CHECKSUMS ?? 'when_supported',
    },
  };
}

export type ProviderName = 'google' | 'naver' | 'kakao';

export type ProviderConfig = {
  clientId: string;
  clientSecret: string;
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
};

/** The hourly copy of the public shelter service's animals (modules/shelter, decision 035). */
export type ShelterSyncSettings = {
  /** The portal's service key, as issued (an already URL-encoded key is sent as it is). */
  apiKey: string;
  /** The `abandonmentPublic_v2` endpoint; tests point it at a local stand-in. */
  apiUrl: string;
  /** 시도 code (`upr_cd`) of the animals kept. */
  region: string;
  everyMs: number;
};

export type ModerationSettings = {
  /** Reporters whose account is younger weigh nothing. */
  minAccountAgeHours: number;
  /** An item is hidden once its reporters' combined weight reaches this (and two reported). */
  hideThreshold: number;
  /** A member's Nth adoption offer (category 7) within a day opens a case by itself. */
  adoptionOffersPerDaySignal: number;
  /** How often, at most, a read looks for 임시조치 whose end has passed (one indexed update). */
  releaseCheckMs: number;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  uploadsDir: string;
  /** The local disk (`uploadsDir`) unless S3_BUCKET names a bucket. */
  files: FileStoreSettings;
  /** Where `npm run backup` writes its archives. */
  backupDir: string;
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** Shared state and events across instances (shared-state/); unset: this process only. */
  redisUrl: string | undefined;
  publicUrl: string;
  webOrigins: string[];
  jwt: { secret: string; expiresIn: string };
  /** Signs the short-lived OAuth flow cookie; never the JWT secret. */
  cookieSecret: string;
  /** Whether /api/docs (the OpenAPI document and its browser) is served. */
  apiDocs: boolean;
  /** Null in production without ADMIN_USERNAME: no password account is created. */
  admin: { username: string; password: string; fromEnvironment: boolean } | null;
  /** Credentials per provider; a provider without them uses the development stand-in. */
  oauth: Record<ProviderName, ProviderConfig | null>;
  oauthEndpoints: Record<ProviderName, Omit<ProviderConfig, 'clientId' | 'clientSecret'>>;
  googleMapsApiKey: string | undefined;
  /** Kakao's JavaScript key (public, bound to the site's domain): KakaoTalk sharing. */
  kakaoJavascriptKey: string | undefined;
  mapTileUrl: string;
  seedSampleData: boolean;
  logLevel: string;
  /** Which proxies may name the client's address (X-Forwarded-For): none, a hop count, or a list. */
  trustProxy: TrustProxy;
  /** Per-member write limits and the per-address cap on anonymous calls (http/limits/). */
  limits: LimitSettings;
  /** How long anonymous reads are answered from memory; 0 turns the cache off. */
  responseCacheMs: number;
  /**
   * How long a signed-in caller's identity row is kept in memory (auth/identity-cache.ts,
   * decision 041): the longest an instance that missed a domain event (Redis away) still
   * accepts a revoked token or an old role or restriction; 0 reads the row on every call.
   */
  identityCacheMs: number;
  /** Reports and automatic hiding (modules/moderation, decision 026). */
  moderation: ModerationSettings;
  /** PostgreSQL connections per instance. */
  databasePoolSize: number;
  /** How long to wait on PostgreSQL before answering 503 (db/client.ts). */
  databaseTimeouts: DatabaseTimeouts;
  /** HTTP server limits, in ms; 0 turns one off. */
  http: {
    /** A request still unanswered after this is answered 503 (Fastify's handlerTimeout). */
    requestDeadlineMs: number;
    /** The whole request (headers and body) must have arrived within this. */
    requestTimeoutMs: number;
    /** An idle keep-alive connection is closed after this. */
    keepAliveTimeoutMs: number;
    /** A connection with no traffic either way is closed after this. */
    connectionTimeoutMs: number;
  };
  /** This process among the instances behind the load balancer: in every log line and metric. */
  instanceName: string;
  /**
   * How often the maintenance sweeps run (expired idempotency keys, old view marks, old domain
   * events), each on one instance at a time; null: each at its own default period.
   */
  maintenanceSweepMs: number | null;
  /** The release this process runs (the image's build argument), in `daengnyang_build_info`. */
  buildVersion: string;
  /** The bearer token `/metrics` wants; unset: `/metrics` answers 404. */
  metricsToken: string | undefined;
  /** Null without ANIMAL_PROTECTION_API_KEY: nothing calls the service, no 보호소 공고 tab. */
  shelterSync: ShelterSyncSettings | null;
  uploads: {
    /** Each multipart request streams its files into its own directory under this one. */
    tempDir: string;
    /** All files of one request together; a larger request is refused with 413. */
    maxRequestBytes: number;
    /**
     * An upload request's deadline instead of REQUEST_DEADLINE_MS: receiving 50 MB of photos
     * over a phone's uplink, then decoding them in turn with other members', takes minutes.
     */
    deadlineMs: number;
    /** Worker threads decoding images: the rest of the cores keep serving requests. */
    imageWorkers: number;
    /** How often unreferenced image files are swept; 0 turns the sweeper off. */
    orphanSweepMs: number;
  };
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
  require('COOKIE_SECRET', env.COOKIE_SECRET);
  require('DATABASE_URL', env.DATABASE_URL);
  require('PUBLIC_URL', env.PUBLIC_URL);
  require('WEB_ORIGINS', env.WEB_ORIGINS);
  // Instances sharing Redis serve one site: a secret generated into each one's own DATA_DIR
  // would make every instance refuse the others' tokens and cookies.
  if (env.REDIS_URL && env.NODE_ENV === 'development') {
    for (const name of ['JWT_SECRET', 'COOKIE_SECRET'] as const) {
      if (!env[name]) missing.push(name);
    }
  }
  if (env.ADMIN_USERNAME) require('ADMIN_PASSWORD', env.ADMIN_PASSWORD);
  checkModeAndSecrets(env);
  const dataDir = path.resolve(env.DATA_DIR);
  const uploadsDir = path.join(dataDir, 'uploads');
  const files = resolveFileStore(env, uploadsDir, missing);

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
      `Missing required environment variable${missing.length > 1 ? 's' : ''} for ${env.NODE_ENV}${env.REDIS_URL ? ' with REDIS_URL' : ''}: ${missing.join(', ')}`,
    );
  }

  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const webOrigins = env.WEB_ORIGINS
    ? env.WEB_ORIGINS.split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : [new URL(publicUrl).origin, 'http://localhost:5173', 'http://127.0.0.1:5173'];
  // Production has both from its environment (required above); tests get fresh ones per app.
  const secret = (value: string | undefined, name: string) =>
    value ?? (env.NODE_ENV === 'test' ? randomSecret() : keptSecret(dataDir, name));
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
    uploadsDir,
    files,
    backupDir: path.resolve(env.BACKUP_DIR),
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pg'),
    redisUrl: env.REDIS_URL,
    publicUrl,
    webOrigins,
    jwt: { secret: secret(env.JWT_SECRET, 'jwt-secret'), expiresIn: env.JWT_EXPIRES_IN },
    cookieSecret: secret(env.COOKIE_SECRET, 'cookie-secret'),
    apiDocs: env.API_DOCS ? env.API_DOCS === 'true' : !isProduction,
    admin,
    oauth,
    oauthEndpoints: endpoints,
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY,
    kakaoJavascriptKey: env.KAKAO_JAVASCRIPT_KEY,
    mapTileUrl: env.MAP_TILE_URL,
    seedSampleData: env.SEED_SAMPLE_DATA ? env.SEED_SAMPLE_DATA === 'true' : !isProduction,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY,
    limits: resolveLimits(
      {
        writes: env.WRITE_LIMITS,
        newAccountWrites: env.NEW_ACCOUNT_WRITE_LIMITS,
        anonymousPerMinute: env.ANONYMOUS_REQUESTS_PER_MINUTE,
      },
      env.NODE_ENV === 'test',
    ),
    // Tests write rows directly and read them back at once: no cache unless a test asks.
    responseCacheMs: (env.RESPONSE_CACHE_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 5)) * 1000,
    identityCacheMs: env.IDENTITY_CACHE_MS,
    moderation: {
      minAccountAgeHours: env.REPORT_MIN_ACCOUNT_AGE_HOURS,
      hideThreshold: env.REPORT_HIDE_THRESHOLD,
      adoptionOffersPerDaySignal: env.ADOPTION_OFFERS_PER_DAY_SIGNAL,
      // Tests change the end of a measure and read at once.
      releaseCheckMs: env.NODE_ENV === 'test' ? 0 : 10_000,
    },
    databasePoolSize: env.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE,
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    http: {
      requestDeadlineMs: env.REQUEST_DEADLINE_MS,
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      connectionTimeoutMs: env.HTTP_CONNECTION_TIMEOUT_MS,
    },
    instanceName: env.INSTANCE_NAME ?? instanceNameOf(hostname()),
    maintenanceSweepMs:
      env.MAINTENANCE_SWEEP_MINUTES === undefined
        ? null
        : Math.round(env.MAINTENANCE_SWEEP_MINUTES * MINUTE_MS),
    buildVersion: env.BUILD_VERSION ?? 'dev',
    metricsToken: env.METRICS_TOKEN,
    shelterSync: env.ANIMAL_PROTECTION_API_KEY
      ? {
          apiKey: env.ANIMAL_PROTECTION_API_KEY,
          apiUrl: env.ANIMAL_PROTECTION_API_URL,
          region: env.ANIMAL_PROTECTION_REGION,
          everyMs: Math.round(
            (env.ANIMAL_PROTECTION_SYNC_MINUTES ?? DEFAULT_SHELTER_SYNC_MINUTES) * MINUTE_MS,
          ),
        }
      : null,
    uploads: {
      tempDir: path.join(dataDir, 'tmp'),
      maxRequestBytes: (env.UPLOAD_MAX_REQUEST_MB ?? DEFAULT_UPLOAD_MAX_REQUEST_MB) * 1024 * 1024,
      deadlineMs: env.UPLOAD_DEADLINE_MS,
      imageWorkers: env.IMAGE_WORKERS ?? defaultImageWorkers(),
      // Tests sweep by calling the sweeper; a timer would race their files.
      orphanSweepMs: Math.round(
        (env.ORPHAN_SWEEP_MINUTES ?? (env.NODE_ENV === 'test' ? 0 : DEFAULT_ORPHAN_SWEEP_MINUTES)) *
          MINUTE_MS,
      ),
    },
  };
}

import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { BENCH_ADMIN } from '../dataset/users.ts';
import { USAGE_PROBE } from './process-usage.ts';
import { freePort, type ServerProcess, startServerProcess } from './server-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const API_SERVER_SCRIPT = path.join(ROOT, 'apps/api/src/server.ts');

/**
 * What sets one benchmarked server apart: the instances of one deployment share Redis and
 * their secrets, and have names of their own.
 */
export type InstanceSettings = {
  /** Shared state and events across instances; unset: this process only. */
  redisUrl?: string;
  instanceName?: string;
  /** The same for every instance of a deployment (a fresh one otherwise). */
  cookieSecret?: string;
  /**
   * Limits counted as in production (on Redis with `redisUrl`) but never reached; by default
   * they are off (the load comes from one address at thousands of calls a second).
   */
  countLimits?: boolean;
  /** Where the usage probe (usage-probe.ts) writes; no probe when unset. */
  usageFile?: string;
  /** Opens /metrics (the response cache's hits and misses). */
  metricsToken?: string;
};

/** Caps no benchmark reaches in a minute (per address) or a window (per member). */
const UNREACHED_LIMITS = {
  WRITE_LIMITS:
    'posts=1000000/1m,comments=1000000/1m,reviews=1000000/1m,likes=1000000/1m,uploads=1000000/1m',
  NEW_ACCOUNT_WRITE_LIMITS:
    'posts=1000000,comments=1000000,reviews=1000000,likes=1000000,uploads=1000000',
  ANONYMOUS_REQUESTS_PER_MINUTE: '1000000',
};

/**
 * The environment of a production deployment on this machine: production mode (its secrets
 * required, no sample data, no sign-in stand-in), the default log level, the administrator
 * the dataset holds, images under a scratch directory. Abuse limits are off unless
 * `countLimits`: the load comes from one address at thousands of calls a second, writing as a
 * few sampled members.
 */
export function productionEnv(
  options: {
    databaseUrl: string;
    jwtSecret: string;
    port: number;
    dataDir: string;
  } & InstanceSettings,
): NodeJS.ProcessEnv {
  const publicUrl = `http://127.0.0.1:${options.port}`;
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    PUBLIC_URL: publicUrl,
    WEB_ORIGINS: publicUrl,
    JWT_SECRET: options.jwtSecret,
    COOKIE_SECRET: options.cookieSecret ?? randomBytes(32).toString('hex'),
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    SEED_SAMPLE_DATA: 'false',
    ...(options.countLimits
      ? UNREACHED_LIMITS
      : { WRITE_LIMITS: 'off', ANONYMOUS_REQUESTS_PER_MINUTE: '0' }),
    ...(options.redisUrl && { REDIS_URL: options.redisUrl }),
    ...(options.instanceName && { INSTANCE_NAME: options.instanceName }),
    ...(options.usageFile && { BENCH_USAGE_FILE: options.usageFile }),
    ...(options.metricsToken && { METRICS_TOKEN: options.metricsToken }),
  };
}

/**
 * `node apps/api/src/server.ts` (or another copy of it, `script`) in production mode on a free
 * port, ready to serve; with the usage probe loaded when `usageFile` is set.
 */
export async function startApiServer(
  options: {
    databaseUrl: string;
    jwtSecret: string;
    workDir: string;
    label: string;
    script?: string;
  } & InstanceSettings,
): Promise<ServerProcess> {
  const port = await freePort();
  return startServerProcess({
    script: options.script ?? API_SERVER_SCRIPT,
    nodeOptions: options.usageFile ? ['--import', USAGE_PROBE] : [],
    env: productionEnv({
      ...options,
      port,
      dataDir: path.join(options.workDir, `data-${options.label}`),
    }),
    port,
    readyPath: '/api/site-config',
    logFile: path.join(options.workDir, `api-${options.label}.log`),
  });
}

/** The bare Fastify server: the ceiling the API is compared with. */
export async function startBareServer(workDir: string): Promise<ServerProcess> {
  const port = await freePort();
  return startServerProcess({
    script: path.join(import.meta.dirname, 'bare-fastify-server.ts'),
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port) },
    port,
    readyPath: '/',
    logFile: path.join(workDir, 'bare-fastify.log'),
  });
}

import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { BENCH_ADMIN } from '../dataset/users.ts';
import { freePort, type ServerProcess, startServerProcess } from './server-process.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const API_SERVER_SCRIPT = path.join(ROOT, 'apps/api/src/server.ts');

/**
 * The environment of a production deployment on this machine: production mode (its secrets
 * required, no sample data, no sign-in stand-in), the default log level, the administrator
 * the dataset holds, images under a scratch directory. Abuse limits are off: the load comes
 * from one address at thousands of calls a second, writing as a few sampled members.
 */
export function productionEnv(options: {
  databaseUrl: string;
  jwtSecret: string;
  port: number;
  dataDir: string;
}): NodeJS.ProcessEnv {
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
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    SEED_SAMPLE_DATA: 'false',
    WRITE_LIMITS: 'off',
    ANONYMOUS_REQUESTS_PER_MINUTE: '0',
  };
}

/** `node apps/api/src/server.ts` in production mode on a free port, ready to serve. */
export async function startApiServer(options: {
  databaseUrl: string;
  jwtSecret: string;
  workDir: string;
  label: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  return startServerProcess({
    script: API_SERVER_SCRIPT,
    env: productionEnv({ ...options, port, dataDir: path.join(options.workDir, 'data') }),
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

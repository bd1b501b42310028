import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { openTestDatabase } from './database.ts';
import { openTestLog } from './test-log.ts';

export type TestApp = {
  app: FastifyInstance;
  /** The app's log so far, one JSON line each. */
  logLines: () => string[];
  close: () => Promise<void>;
};

/**
 * What production requires, for a test app in production mode; its database still comes from
 * the test helper, so DATABASE_URL only has to be present.
 */
export const PRODUCTION_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(24).toString('base64url'),
  COOKIE_SECRET: randomBytes(24).toString('base64url'),
  DATABASE_URL: 'postgres://unused.invalid/db',
  PUBLIC_URL: 'https://daengnyang.example',
  WEB_ORIGINS: 'https://daengnyang.example',
};

/** What must never appear in a log: the end-of-suite scan looks for these (test-log.ts). */
function secretsOf(config: Config): string[] {
  const providers = Object.values(config.oauth).flatMap((provider) =>
    provider ? [provider.clientSecret] : [],
  );
  const admin = config.admin ? [config.admin.password] : [];
  const bucket =
    config.files.driver === 's3' && config.files.s3.credentials
      ? [config.files.s3.credentials.secretAccessKey]
      : [];
  const shelterKey = config.shelterSync ? [config.shelterSync.apiKey] : [];
  return [config.jwt.secret, config.cookieSecret, ...admin, ...providers, ...bucket, ...shelterKey];
}

/**
 * The real app on a fresh database and a temporary data directory. It logs at `debug` (unless
 * a test asks otherwise) into the suite's log directory, which is scanned when the run ends.
 */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  options: {
    webDistDir?: string;
    extraRoutes?: (app: FastifyInstance) => void;
    /** Instead of a plain `openTestDatabase()`, e.g. one reached through a fault proxy. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'daengnyang-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'debug', ...env });
  const log = openTestLog(secretsOf(config));
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp(config, {
    database,
    webDistDir: options.webDistDir ?? dataDir,
    logStream: log.stream,
  });
  options.extraRoutes?.(app);
  await app.ready();
  // The scan fails a run whose apps logged nothing: this line shows logging is on.
  app.log.info('test app ready');
  return {
    app,
    logLines: log.lines,
    async close() {
      await app.close();
      log.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** Reads the envelope of an injected answer. */
export function envelope<T = unknown>(response: { json: () => unknown }) {
  return response.json() as { code: number; message: string; body: T };
}

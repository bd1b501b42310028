import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openTestDatabase } from './database.ts';

export type TestApp = {
  app: FastifyInstance;
  close: () => Promise<void>;
};

/** The real app on a fresh database and a temporary data directory. */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  options: { webDistDir?: string; extraRoutes?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'daengnyang-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const database = await openTestDatabase();
  const app = await buildApp(config, { database, webDistDir: options.webDistDir ?? dataDir });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
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

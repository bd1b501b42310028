import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './app.ts';
import { openTestDatabase } from './database.ts';

/**
 * Two instances of the app on one database, as behind a load balancer: same secrets, their
 * own memory. Closing the pair closes both, then the database.
 */
export async function createInstancePair(
  env: NodeJS.ProcessEnv,
  /** Runs on each app before it is ready (routes, hooks). */
  prepare?: (app: FastifyInstance) => void,
): Promise<{ a: TestApp; b: TestApp; close: () => Promise<void> }> {
  const shared = {
    JWT_SECRET: randomBytes(32).toString('base64url'),
    COOKIE_SECRET: randomBytes(32).toString('base64url'),
    ...env,
  };
  const database = await openTestDatabase();
  // Each app closes its database on close: the pair's first two leave it to the pair.
  const borrowed = { ...database, close: async () => undefined };
  const options = { database: borrowed, ...(prepare && { extraRoutes: prepare }) };
  const a = await createTestApp(shared, options);
  const b = await createTestApp(shared, options);
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
      await database.close();
    },
  };
}

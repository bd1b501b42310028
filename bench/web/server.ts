import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { withClient } from '../load/database.ts';
import { onCleanup } from '../run/cleanup.ts';
import { freePort, type ServerProcess, startServerProcess } from '../run/server-process.ts';

/**
 * A map tile drawn in place (a data: URL, which the page's CSP allows for images): with it as
 * MAP_TILE_URL, Leaflet fetches no tile from the internet, so the audit neither waits on
 * OpenStreetMap nor depends on the network. Every tile is this one flat square.
 */
export const BLANK_TILE_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e9eef2"/></svg>',
)}`;

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Builds the production web app (apps/web/dist), which the server then serves. */
export function buildWebApp(): void {
  const built = spawnSync('npm', ['run', 'build', '-w', '@daengnyang/web'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error('Building the web app failed.');
}

export type WebServer = ServerProcess & {
  /** How the server ran, for the report. */
  setup: string;
};

type Database = { url: string; label: string; drop: () => Promise<void> };

/** A new database on the PostgreSQL server of `serverUrl`, dropped at the end. */
export async function throwawayDatabase(
  serverUrl: string,
  prefix = 'daengnyang_webbench',
): Promise<Database> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = (statement: string) => withClient(serverUrl, (client) => client.query(statement));
  // Korean search needs a UTF-8 LC_CTYPE (README, PostgreSQL).
  await run(
    `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    label: 'PostgreSQL',
    drop: async () => {
      await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * The API server (apps/api/src/server.ts, started through start-api.ts) serving the built web
 * app (apps/web/dist) with the sample community, on a free 127.0.0.1 port. With DATABASE_URL:
 * production mode on a throwaway database of that PostgreSQL server. Without: production needs
 * PostgreSQL, so development mode on embedded PGlite — the same built files, served the same way.
 */
export async function startWebServer(): Promise<WebServer> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'daengnyang-bench-web-'));
  const database = process.env.DATABASE_URL
    ? await throwawayDatabase(process.env.DATABASE_URL)
    : null;
  const forget = onCleanup(async () => {
    await database?.drop();
    await rm(workDir, { recursive: true, force: true });
  });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const common = {
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(workDir, 'data'),
    PUBLIC_URL: baseUrl,
    WEB_ORIGINS: baseUrl,
    SEED_SAMPLE_DATA: 'true',
    MAP_TILE_URL: BLANK_TILE_URL,
    LOG_LEVEL: 'warn',
    // Page loads from one address, many times over: the per-address cap must not answer them.
    ANONYMOUS_REQUESTS_PER_MINUTE: '0',
  };
  const env = database
    ? {
        ...common,
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        JWT_SECRET: randomBytes(32).toString('hex'),
        COOKIE_SECRET: randomBytes(32).toString('hex'),
        ADMIN_USERNAME: 'bench-admin',
        ADMIN_PASSWORD: randomBytes(16).toString('hex'),
      }
    : { ...common, NODE_ENV: 'development', DATABASE_URL: '' };
  const server = await startServerProcess({
    script: path.join(import.meta.dirname, 'start-api.ts'),
    env,
    port,
    readyPath: '/api/site-config',
    logFile: path.join(workDir, 'server.log'),
  });
  return {
    ...server,
    setup: database
      ? `production mode, ${database.label} (a throwaway database with the sample data)`
      : 'development mode on embedded PGlite with the sample data (production mode needs PostgreSQL: set DATABASE_URL), serving the production build',
    stop: async () => {
      await server.stop();
      forget();
      await database?.drop();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { productionEnv } from './api-server.ts';
import { onCleanup } from './cleanup.ts';
import type { BenchRequest, Scenario } from './scenarios.ts';

export type CapturedStatement = {
  text: string;
  values: unknown[];
  rowMode: 'array' | undefined;
  /** Set for a named prepared statement: parsed and planned once per connection. */
  name: string | undefined;
};

export type ScenarioSql = {
  /** What the API sent to PostgreSQL for the first request, in order. */
  statements: CapturedStatement[];
  status: number;
  /** What the same request ran when sent again: fewer means the API cached something. */
  repeat: CapturedStatement[];
};

/** The API answered a repeat of the request (partly) from its cache. */
export const usesCache = (sql: ScenarioSql) => sql.repeat.length < sql.statements.length;

/**
 * The statements of a request in steady state, what the SQL floor replays: the repeat's,
 * unless the repeat ran none (a whole answer from memory), then the first request's.
 */
export const steadyStatements = (sql: ScenarioSql) =>
  sql.repeat.length > 0 ? sql.repeat : sql.statements;

export function cacheNote(sql: ScenarioSql): string {
  if (!usesCache(sql)) return '';
  return sql.repeat.length === 0
    ? 'the API answers repeats from its cache; the floor replays the first request'
    : `the API keeps part of it (a repeat runs ${sql.repeat.length} of ${sql.statements.length} statements; the floor replays the repeat)`;
}

type Recorder = { recording: boolean; statements: CapturedStatement[] };

/** `client.query(text | config, values?, callback?)` as a statement to replay. */
function asStatement([first, second]: unknown[]): CapturedStatement | null {
  const config = typeof first === 'string' ? { text: first } : first;
  if (typeof config !== 'object' || config === null || !('text' in config)) return null;
  if (typeof config.text !== 'string') return null;
  const values = Array.isArray(second)
    ? second
    : 'values' in config && Array.isArray(config.values)
      ? config.values
      : [];
  const rowMode = 'rowMode' in config && config.rowMode === 'array' ? 'array' : undefined;
  const name = 'name' in config && typeof config.name === 'string' ? config.name : undefined;
  return { text: config.text, values, rowMode, name };
}

/**
 * Every statement a pooled connection runs while `recorder.recording` is on. Each connection
 * is wrapped when first checked out ('acquire' comes before any use, idle or new), so
 * statements inside transactions are seen too, and connections opened at start-up as well.
 */
function recordConnections(pool: pg.Pool, recorder: Recorder): void {
  const wrapped = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const statement = recorder.recording ? asStatement(args) : null;
      if (statement) recorder.statements.push(statement);
      return query(...args);
    }) as typeof client.query;
  });
}

/** The API's own pool under its drizzle instance (`$client`), whatever options it chose. */
function poolOf(db: object): pg.Pool {
  const client: unknown = Reflect.get(db, '$client');
  if (!(client instanceof pg.Pool)) throw new Error('The API database is not a pg.Pool');
  return client;
}

const inject = (app: Awaited<ReturnType<typeof buildApp>>, request: BenchRequest) =>
  app.inject({
    method: request.method,
    url: request.path,
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.body ? { payload: request.body } : {}),
  });

/**
 * The SQL of one representative request per scenario, from the real app built in-process with
 * the server's configuration, so it opens its database as the server does (pool size and
 * settings included); its pool's connections are recorded. Start-up statements (migrations,
 * admin account) are not recorded. Each request is sent twice: a second one with less SQL
 * means a cache answered part of it.
 */
export async function captureScenarioSql(options: {
  databaseUrl: string;
  jwtSecret: string;
  workDir: string;
  scenarios: readonly Scenario[];
}): Promise<{ sql: Map<string, ScenarioSql>; poolSize: number }> {
  const env = productionEnv({
    databaseUrl: options.databaseUrl,
    jwtSecret: options.jwtSecret,
    port: 0,
    dataDir: path.join(options.workDir, 'capture-data'),
  });
  const app = await buildApp(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  const forget = onCleanup(() => app.close());
  const pool = poolOf(app.database.db);
  const recorder: Recorder = { recording: false, statements: [] };
  recordConnections(pool, recorder);
  try {
    const sql = new Map<string, ScenarioSql>();
    for (const scenario of options.scenarios) {
      const request = scenario.request();
      recorder.recording = true;
      recorder.statements = [];
      const response = await inject(app, request);
      const statements = recorder.statements;
      recorder.statements = [];
      await inject(app, request);
      const repeat = recorder.statements;
      recorder.recording = false;
      sql.set(scenario.id, { statements, status: response.statusCode, repeat });
    }
    return { sql, poolSize: pool.options.max ?? 10 };
  } finally {
    forget();
    await app.close();
  }
}

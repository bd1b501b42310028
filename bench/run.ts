import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { redisServerMissing } from '../apps/api/test/helpers/redis-server.ts';
import { countPosts, withClient } from './load/database.ts';
import { seedBenchDatabase } from './load/seed-database.ts';
import { tableSizes } from './load/table-sizes.ts';
import { writeResultsSection } from './results-file.ts';
import { startApiServer, startBareServer } from './run/api-server.ts';
import { runCacheMix } from './run/cache-mix.ts';
import { runBenchCommand } from './run/cleanup.ts';
import { type DatasetSample, sampleDataset } from './run/dataset-sample.ts';
import { describeEnvironment } from './run/environment.ts';
import { explainStatements } from './run/explain.ts';
import { runScaleOut, SCALE_OUT_SCENARIOS } from './run/instances.ts';
import { runLoad } from './run/load.ts';
import { megabytes, millis, whole } from './run/markdown.ts';
import { newPostForms } from './run/multipart.ts';
import { type BenchOptions, parseBenchOptions } from './run/options.ts';
import { renderPageReport } from './run/page-report.ts';
import { type PageRun, runPageScenario } from './run/page-runs.ts';
import { type PageScenario, pageScenarios } from './run/page-scenarios.ts';
import { measurePeakRss } from './run/peak-rss.ts';
import { renderReport } from './run/report.ts';
import type { DatasetRun, ScenarioRun, SqlFloorRun } from './run/results.ts';
import { mixedScenario, readScenarios, type Scenario } from './run/scenarios.ts';
import type { ServerProcess } from './run/server-process.ts';
import { cacheNote, captureScenarioSql, steadyStatements } from './run/sql-capture.ts';
import { measureSqlFloor } from './run/sql-floor.ts';
import { evaluateTargets } from './run/targets.ts';

/**
 * `npm run bench`: every scenario of issue 8 against the production server on the 200k
 * dataset (DATABASE_URL) and the 20k baseline, the bare-Fastify ceiling, the SQL floor and
 * plans of each scenario, written to the `api` section of bench/RESULTS.md; and the pages
 * rendered on the server (issue 19, `html-…` scenarios, 200k only) to its `pages` section.
 * Each section is written only when its scenarios ran. README: "Benchmarks".
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const BASELINE_POSTS = 20_000;
/** `--only cache-mix` runs the response cache's hit-rate comparison (it runs without --only). */
const CACHE_MIX = 'cache-mix';

const log = (message: string) => console.info(message);

/** A problem of setup the user fixes (no stack trace needed). */
class BenchSetupError extends Error {
  override name = 'BenchSetupError';
}
const scaleLabel = (posts: number) =>
  posts >= 1000 ? `${Math.round(posts / 1000)}k` : `${posts} posts`;

/** BENCH_BASELINE_DATABASE_URL, or DATABASE_URL's database name with `_20k` appended. */
function baselineUrl(databaseUrl: string): string {
  const configured = process.env.BENCH_BASELINE_DATABASE_URL;
  if (configured) return configured;
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}_20k`;
  return url.toString();
}

const commandLine = () =>
  ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' ');

const formatLoad = (loads: number[]) => loads.map((load) => load.toFixed(2)).join(' / ');

function ensureWebBuild(): void {
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/ensure-web-build.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('Building the web app failed.');
}

async function runScenario(
  server: ServerProcess,
  scenario: Scenario,
  options: BenchOptions,
): Promise<ScenarioRun> {
  const target = {
    baseUrl: server.baseUrl,
    connections: options.connections,
    request: scenario.request,
  };
  await runLoad({ ...target, seconds: options.warmup });
  const rss = await measurePeakRss(server.pid);
  const load = await runLoad({ ...target, seconds: options.duration });
  const run = { scenario, load, peakRssBytes: await rss.stop() };
  log(
    `  ${scenario.id.padEnd(28)} ${whole(load.requestsPerSecond).padStart(7)} req/s  p50 ${millis(load.p50Ms).padStart(5)} ms  p99 ${millis(load.p99Ms).padStart(5)} ms  errors ${load.errors}  RSS ${megabytes(run.peakRssBytes)}`,
  );
  return run;
}

type Context = { options: BenchOptions; jwtSecret: string; workDir: string };

const selected =
  (options: BenchOptions) =>
  (scenario: { id: string }): boolean =>
    options.only === undefined || options.only.some((text) => scenario.id.includes(text));

/**
 * Every selected scenario against a production server on one dataset: the pages (main dataset
 * only) first, then the API's reads, then the mixed load, which writes.
 */
async function runDataset(
  context: Context,
  dataset: { databaseUrl: string; posts: number; main: boolean },
): Promise<{ run: DatasetRun; scenarios: Scenario[]; pageRuns: PageRun[]; sample: DatasetSample }> {
  const label = scaleLabel(dataset.posts);
  const tables = await withClient(dataset.databaseUrl, tableSizes);
  const server = await startApiServer({ ...context, databaseUrl: dataset.databaseUrl, label });
  log(`API on ${label} (${server.baseUrl}, log ${server.logFile}):`);
  try {
    const sample = await sampleDataset(dataset.databaseUrl, context.jwtSecret);
    const pages: PageScenario[] = dataset.main
      ? pageScenarios(sample).filter(selected(context.options))
      : [];
    const pageRuns: PageRun[] = [];
    for (const page of pages) {
      pageRuns.push(await runPageScenario(server, page, context.options, log));
    }
    const reads = readScenarios(sample);
    const mixed = dataset.main ? [mixedScenario(sample, reads, await newPostForms())] : [];
    // The mixed scenario writes: it runs last, after every read has seen the seeded data.
    const scenarios = [...reads, ...mixed].filter(selected(context.options));
    const runs: ScenarioRun[] = [];
    for (const scenario of scenarios)
      runs.push(await runScenario(server, scenario, context.options));
    return {
      run: { label, posts: dataset.posts, tables, serverLog: server.logFile, runs },
      scenarios,
      pageRuns,
      sample,
    };
  } finally {
    await server.stop();
  }
}

async function runCeiling(context: Context): Promise<ScenarioRun> {
  const server = await startBareServer(context.workDir);
  try {
    log('Bare Fastify (ceiling):');
    const bare: Scenario = {
      id: 'bare-fastify',
      title: 'Bare Fastify',
      kind: 'read',
      p99TargetMs: 0,
      request: () => ({ method: 'GET', path: '/' }),
    };
    return await runScenario(server, bare, context.options);
  } finally {
    await server.stop();
  }
}

/** Capture, replay and explain the SQL of each read scenario, with no server running. */
async function runSqlFloors(
  context: Context,
  databaseUrl: string,
  scenarios: Scenario[],
): Promise<{ sqlFloors: Map<string, SqlFloorRun>; poolSize: number }> {
  const reads = scenarios.filter((scenario) => scenario.kind === 'read');
  const { sql, poolSize } = await captureScenarioSql({ ...context, databaseUrl, scenarios: reads });
  log(`SQL floor (pool of ${poolSize}, ${context.options.connections} workers):`);
  const sqlFloors = new Map<string, SqlFloorRun>();
  for (const scenario of reads) {
    const captured = sql.get(scenario.id);
    if (!captured || captured.statements.length === 0) continue;
    const floor = await measureSqlFloor({
      databaseUrl,
      statements: steadyStatements(captured),
      poolSize,
      workers: context.options.connections,
      seconds: context.options.floorDuration,
    });
    const explained = await explainStatements(databaseUrl, captured.statements);
    sqlFloors.set(scenario.id, { sql: captured, floor, explained });
    log(
      `  ${scenario.id.padEnd(28)} ${whole(floor.requestsPerSecond).padStart(7)} req/s  p50 ${millis(floor.p50Ms).padStart(5)} ms  p99 ${millis(floor.p99Ms).padStart(5)} ms  ${steadyStatements(captured).length} statements ${cacheNote(captured)}`,
    );
  }
  return { sqlFloors, poolSize };
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL;
  const seedHint =
    'Seed it first: DATABASE_URL=postgres://… npm run bench:seed -- --posts 200000 (README, "Benchmarks").';
  if (!databaseUrl) throw new BenchSetupError(`DATABASE_URL is not set. ${seedHint}`);
  const posts = await countPosts(databaseUrl);
  if (posts === 0) throw new BenchSetupError(`The dataset of DATABASE_URL is empty. ${seedHint}`);

  const baseline = options.skipBaseline ? null : baselineUrl(databaseUrl);
  const baselinePosts = baseline ? await countPosts(baseline) : 0;
  if (baseline && baselinePosts === 0) {
    log(
      `Seeding the ${scaleLabel(BASELINE_POSTS)} baseline (${new URL(baseline).pathname.slice(1)})…`,
    );
    await seedBenchDatabase({ databaseUrl: baseline, posts: BASELINE_POSTS, log });
  }
  ensureWebBuild();

  const context: Context = {
    options,
    jwtSecret: randomBytes(32).toString('hex'),
    workDir: await mkdtemp(path.join(os.tmpdir(), 'daengnyang-bench-')),
  };
  log(`Logs and scratch files: ${context.workDir}`);
  const loadAverage = os.loadavg();
  log(`Load average: ${loadAverage.map((value) => value.toFixed(2)).join(', ')}`);
  const environment = await describeEnvironment(databaseUrl);
  const main = await runDataset(context, { databaseUrl, posts, main: true });
  if (main.pageRuns.length > 0) {
    writeResultsSection(
      'pages',
      renderPageReport({
        date: environment.date,
        commit: environment.commit,
        machine: `${environment.machine.cpu}, ${environment.machine.cores} cores, Node ${environment.node}, PostgreSQL ${environment.postgres.version}`,
        dataset: `${scaleLabel(posts)} (${posts.toLocaleString('en')} posts)`,
        loadAtStart: formatLoad(loadAverage),
        loadAtEnd: formatLoad(os.loadavg()),
        options,
        command: commandLine(),
        serverLog: main.run.serverLog,
        runs: main.pageRuns,
      }),
    );
    log('\nbench/RESULTS.md written (pages).');
  }
  // Only pages were asked for: the API's section keeps its last full run.
  if (main.scenarios.length === 0) return;
  const ceiling = await runCeiling(context);
  const { sqlFloors, poolSize } = await runSqlFloors(context, databaseUrl, main.scenarios);
  const datasetRun = { ...context, databaseUrl, label: main.run.label, log };
  const scaledScenarios = main.scenarios.filter((scenario) =>
    SCALE_OUT_SCENARIOS.includes(scenario.id),
  );
  if (redisServerMissing) log('One instance or two: skipped (redis-server is missing).');
  const scaleOut =
    scaledScenarios.length > 0 && !redisServerMissing
      ? await runScaleOut({ ...datasetRun, bench: options, scenarios: scaledScenarios })
      : null;
  const cacheMix = selected(options)({ id: CACHE_MIX })
    ? await runCacheMix({ ...datasetRun, sample: main.sample, newPosts: await newPostForms() })
    : [];
  const baselineRun = baseline
    ? await runDataset(context, {
        databaseUrl: baseline,
        posts: baselinePosts || BASELINE_POSTS,
        main: false,
      })
    : null;

  const results = {
    environment,
    options,
    command: commandLine(),
    poolSize,
    ceiling,
    main: main.run,
    baseline: baselineRun?.run ?? null,
    sqlFloors,
    scaleOut,
    cacheMix,
    loadAverage,
  };
  // A partial run keeps the last full run's table: it writes a section of its own.
  writeResultsSection(options.only === undefined ? 'api' : 'api-partial', renderReport(results));
  const missed = [...evaluateTargets(results)].filter(([, verdicts]) =>
    verdicts.some((verdict) => !verdict.met),
  );
  log(`\nbench/RESULTS.md written. Scenarios missing a target: ${missed.length}.`);
  for (const [id, verdicts] of missed) {
    const failed = verdicts.filter((verdict) => !verdict.met).map((verdict) => verdict.detail);
    log(`  ${id}: ${failed.join('; ')}`);
  }
}

await runBenchCommand(main, (error) => (error instanceof BenchSetupError ? error.message : error));

import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startRedisServer } from '../../apps/api/test/helpers/redis-server.ts';
import { startApiServer } from './api-server.ts';
import { onCleanup } from './cleanup.ts';
import { type LoadResult, runLoad } from './load.ts';
import type { BenchOptions } from './options.ts';
import { busyCores, machineCpuTimes, type ProcessUsage, processUsage } from './process-usage.ts';
import type { Scenario } from './scenarios.ts';
import type { ServerProcess } from './server-process.ts';

/**
 * The scenarios run against one instance and against two: a cheap list, a detail, an answer
 * from the response cache, a signed-in read and the mixed load.
 */
export const SCALE_OUT_SCENARIOS = [
  'community-list-page-1',
  'community-detail',
  'home-best-community-cached',
  'account-principal',
  'mixed',
];

/** One scenario against a deployment of `instances` instances. */
export type InstancesRun = {
  scenario: Scenario;
  instances: number;
  load: LoadResult;
  /** Each instance's CPU and event-loop utilisation over the measured run. */
  usage: ProcessUsage[];
  /** Cores the whole machine was busy: instances, PostgreSQL, Redis, the load generators, others. */
  machineBusyCores: number;
  /** Cores the load generators (this process) used. */
  loadGeneratorCores: number;
};

export type ScaleOutRun = { runs: InstancesRun[]; cores: number; logs: string[] };

/** The load against `servers` (one load generator each) with what each process used. */
async function measure(
  servers: { server: ServerProcess; usageFile: string }[],
  scenario: Scenario,
  options: BenchOptions,
): Promise<InstancesRun> {
  const target = {
    baseUrl: servers.map(({ server }) => server.baseUrl),
    connections: options.connections,
    request: scenario.request,
  };
  await runLoad({ ...target, seconds: options.warmup });
  const from = Date.now();
  const machineBefore = machineCpuTimes();
  const ownBefore = process.cpuUsage();
  const load = await runLoad({ ...target, seconds: options.duration });
  const to = Date.now();
  const own = process.cpuUsage(ownBefore);
  const machineBusy = busyCores(machineBefore, machineCpuTimes(), os.cpus().length);
  // The probes write every 200 ms: wait for the sample that closes the window.
  await sleep(300);
  return {
    scenario,
    instances: servers.length,
    load,
    usage: servers.map(({ usageFile }) => processUsage(usageFile, from, to)),
    machineBusyCores: machineBusy,
    loadGeneratorCores: (own.user + own.system) / 1000 / (to - from),
  };
}

/**
 * Issue 20: the same scenarios against one production instance, then against two sharing
 * PostgreSQL and a Redis of their own (a redis-server on a free port), each instance with its
 * own load generator (half the connections each) — no proxy in between to take CPU. Both
 * deployments count every limit on Redis as production does (caps never reached).
 */
export async function runScaleOut(options: {
  databaseUrl: string;
  jwtSecret: string;
  workDir: string;
  label: string;
  bench: BenchOptions;
  scenarios: Scenario[];
  log: (message: string) => void;
}): Promise<ScaleOutRun> {
  const redis = await startRedisServer();
  const forgetRedis = onCleanup(() => redis.stop());
  const cookieSecret = randomBytes(32).toString('hex');
  const started: { server: ServerProcess; usageFile: string }[] = [];
  const startInstance = async (number: number) => {
    const usageFile = path.join(options.workDir, `usage-instance-${number}.jsonl`);
    const server = await startApiServer({
      ...options,
      label: `${options.label}-instance-${number}`,
      redisUrl: redis.url,
      instanceName: `bench-${number}`,
      cookieSecret,
      countLimits: true,
      usageFile,
    });
    started.push({ server, usageFile });
  };
  const runs: InstancesRun[] = [];
  try {
    for (const count of [1, 2]) {
      while (started.length < count) await startInstance(started.length + 1);
      options.log(`${count} instance${count > 1 ? 's' : ''} with Redis on ${options.label}:`);
      for (const scenario of options.scenarios) {
        const run = await measure(started, scenario, options.bench);
        runs.push(run);
        const usage = run.usage
          .map(
            (used) =>
              `${used.cpuCores.toFixed(2)} cores, ELU ${used.eventLoopUtilization.toFixed(2)}`,
          )
          .join(' | ');
        options.log(
          `  ${scenario.id.padEnd(28)} ${Math.round(run.load.requestsPerSecond).toString().padStart(7)} req/s  p99 ${run.load.p99Ms.toFixed(1).padStart(5)} ms  errors ${run.load.errors}  ${usage}  machine ${run.machineBusyCores.toFixed(2)} cores`,
        );
      }
    }
    return {
      runs,
      cores: os.cpus().length,
      logs: started.map(({ server }) => server.logFile),
    };
  } finally {
    for (const { server } of started) await server.stop();
    forgetRedis();
    await redis.stop();
  }
}

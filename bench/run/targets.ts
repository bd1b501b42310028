import type { BenchResults, ScenarioRun } from './results.ts';

/** The targets of issue 8 (at 200k posts, 50 connections, this machine). */
export const TARGETS = {
  minRequestsPerSecond: 1500,
  deepPageMaxSlowdown: 2,
  maxGrowth: 1.5,
  minShareOfSqlFloor: 0.5,
} as const;

export const DEEP_PAGE_SCENARIO = 'community-list-page-2000';
export const FIRST_PAGE_SCENARIO = 'community-list-page-1';

export type Verdict = { target: string; met: boolean; detail: string };

/** a / b, where nothing over nothing is no change. */
export function ratio(a: number, b: number): number {
  if (b === 0) return a === 0 ? 1 : Number.POSITIVE_INFINITY;
  return a / b;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const times = (value: number) => `${value.toFixed(2)}×`;

function readVerdicts(run: ScenarioRun, results: BenchResults): Verdict[] {
  const { scenario, load } = run;
  const verdicts: Verdict[] = [
    {
      target: `p99 ≤ ${scenario.p99TargetMs} ms`,
      met: load.p99Ms <= scenario.p99TargetMs,
      detail: `p99 ${ms(load.p99Ms)}`,
    },
    {
      target: `≥ ${TARGETS.minRequestsPerSecond.toLocaleString('en')} req/s`,
      met: load.requestsPerSecond >= TARGETS.minRequestsPerSecond,
      detail: `${Math.round(load.requestsPerSecond).toLocaleString('en')} req/s`,
    },
  ];
  if (scenario.id === DEEP_PAGE_SCENARIO) {
    const first = results.main.runs.find((other) => other.scenario.id === FIRST_PAGE_SCENARIO);
    if (first) {
      const p50 = ratio(load.p50Ms, first.load.p50Ms);
      const p99 = ratio(load.p99Ms, first.load.p99Ms);
      verdicts.push({
        target: `page 2,000 ≤ ${TARGETS.deepPageMaxSlowdown}× page 1 (p50 and p99)`,
        met: p50 <= TARGETS.deepPageMaxSlowdown && p99 <= TARGETS.deepPageMaxSlowdown,
        detail: `p50 ${times(p50)}, p99 ${times(p99)} of page 1`,
      });
    }
  }
  const baseline = results.baseline?.runs.find((other) => other.scenario.id === scenario.id);
  if (baseline && results.baseline) {
    const growth = ratio(load.p50Ms, baseline.load.p50Ms);
    verdicts.push({
      target: `p50 growth ${results.baseline.label} → ${results.main.label} ≤ ${TARGETS.maxGrowth}×`,
      met: growth <= TARGETS.maxGrowth,
      detail: `${ms(baseline.load.p50Ms)} → ${ms(load.p50Ms)} (${times(growth)})`,
    });
  }
  const { sql, floor } = results.sqlFloors.get(scenario.id) ?? {};
  // A steady state answered wholly from memory runs no statement: its floor replays the
  // first, cold request (for a member, maybe only the identity read), which says nothing of
  // what the load measured. It is shown, not judged.
  if (floor && sql && sql.repeat.length > 0) {
    const share = ratio(load.requestsPerSecond, floor.requestsPerSecond);
    verdicts.push({
      target: `throughput ≥ ${TARGETS.minShareOfSqlFloor} × SQL floor`,
      met: share >= TARGETS.minShareOfSqlFloor,
      detail: `${times(share)} of ${Math.round(floor.requestsPerSecond).toLocaleString('en')} req/s`,
    });
  }
  return verdicts;
}

/** Each scenario's verdicts on the main dataset, in run order. */
export function evaluateTargets(results: BenchResults): Map<string, Verdict[]> {
  const verdicts = new Map<string, Verdict[]>();
  for (const run of results.main.runs) {
    verdicts.set(
      run.scenario.id,
      run.scenario.kind === 'mixed'
        ? [
            {
              target: 'zero errors',
              met: run.load.errors === 0,
              detail: `${run.load.errors} errors of ${run.load.totalRequests.toLocaleString('en')} requests`,
            },
          ]
        : readVerdicts(run, results),
    );
  }
  return verdicts;
}

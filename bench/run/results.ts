import type { TableSize } from '../load/table-sizes.ts';
import type { CacheMixRun } from './cache-mix.ts';
import type { Environment } from './environment.ts';
import type { ExplainedStatement } from './explain.ts';
import type { ScaleOutRun } from './instances.ts';
import type { LoadResult } from './load.ts';
import type { BenchOptions } from './options.ts';
import type { Scenario } from './scenarios.ts';
import type { ScenarioSql } from './sql-capture.ts';
import type { FloorResult } from './sql-floor.ts';

/** One scenario under load against one server. */
export type ScenarioRun = { scenario: Scenario; load: LoadResult; peakRssBytes: number };

/** Every scenario run on one dataset. */
export type DatasetRun = {
  label: string;
  posts: number;
  tables: TableSize[];
  serverLog: string;
  runs: ScenarioRun[];
};

/** The database side of a scenario: its SQL, the replayed floor and the plans. */
export type SqlFloorRun = {
  sql: ScenarioSql;
  floor: FloorResult;
  explained: ExplainedStatement[];
};

/** Everything `npm run bench` measured, from which RESULTS.md is written. */
export type BenchResults = {
  environment: Environment;
  options: BenchOptions;
  command: string;
  poolSize: number;
  ceiling: ScenarioRun;
  main: DatasetRun;
  baseline: DatasetRun | null;
  sqlFloors: Map<string, SqlFloorRun>;
  /** One instance against two (null: not run). */
  scaleOut: ScaleOutRun | null;
  /** The response cache's hit rate before and after the tag invalidation (empty: not run). */
  cacheMix: CacheMixRun[];
  /** The machine's load average (1, 5, 15 min) when the run began: others' work shares the cores. */
  loadAverage: number[];
};

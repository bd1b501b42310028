import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUsage } from '../db/client.ts';

export type CacheResult = 'hit' | 'miss';

/**
 * What the server counts for Prometheus, one registry per app (tests build many apps in one
 * process). Modules report through these calls and never touch prom-client themselves, so a
 * module rewritten on other storage (a cache on Redis, a stream on another transport) keeps
 * calling the same ones.
 */
export type Metrics = {
  /** A finished request: `route` is its template (`/api/communities/:communityId`), never a URL. */
  observeRequest: (request: {
    method: string;
    route: string;
    statusCode: number;
    seconds: number;
  }) => void;
  /** A cache named `cache` answered from memory (hit) or had to compute the answer (miss). */
  countCacheLookup: (cache: string, result: CacheResult) => void;
  /** A limit refused a call with 429 (http/errors.ts `TooManyRequests.limit`). */
  countLimitRefusal: (limit: string) => void;
  /**
   * An event stream (server-sent events) opened; call the function it returns when it closes
   * (calling it again does nothing), so the gauge of open streams cannot drift.
   */
  openEventStream: () => () => void;
  /** Every metric in Prometheus' text format. */
  render: () => Promise<string>;
  contentType: string;
};

/**
 * Request durations, in seconds: most answers take milliseconds; 30 s is the request deadline,
 * 60 s leaves room for uploads, which have their own (README, UPLOAD_DEADLINE_MS).
 */
const DURATION_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

const MISNAMED_DEFAULT_METRICS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

/**
 * Node's own metrics (`process_*`, `nodejs_*`: CPU, memory, event-loop delay through
 * monitorEventLoopDelay, GC) under their usual names, so that ready-made dashboards read them;
 * the server's own under `daengnyang_`. Every series carries `instance`: this process's name.
 */
export function createMetrics(options: {
  instanceName: string;
  buildVersion: string;
  poolUsage: () => PoolUsage;
}): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ instance: options.instanceName });
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which `promtool check metrics` refuses; the same numbers are
  // kept by type in nodejs_active_handles, nodejs_active_requests and nodejs_active_resources.
  for (const name of MISNAMED_DEFAULT_METRICS) registry.removeSingleMetric(name);

  new Gauge({
    name: 'daengnyang_build_info',
    help: 'The release and Node.js version this instance runs (always 1).',
    labelNames: ['version', 'node'],
    registers,
  }).set({ version: options.buildVersion, node: process.version }, 1);

  const durations = new Histogram({
    name: 'daengnyang_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route template.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const cacheLookups = new Counter({
    name: 'daengnyang_cache_lookups_total',
    help: 'Answers looked up in a cache, by cache and result (hit or miss).',
    labelNames: ['cache', 'result'],
    registers,
  });
  const limitRefusals = new Counter({
    name: 'daengnyang_limit_refusals_total',
    help: 'Calls refused with 429, by the limit that refused them.',
    labelNames: ['limit'],
    registers,
  });
  const eventStreams = new Gauge({
    name: 'daengnyang_event_streams_open',
    help: 'Event streams (server-sent events) open on this instance.',
    registers,
  });

  const poolGauge = (name: string, help: string, read: (usage: PoolUsage) => number) =>
    new Gauge({
      name: `daengnyang_db_pool_${name}`,
      help,
      registers,
      collect() {
        this.set(read(options.poolUsage()));
      },
    });
  poolGauge('max_connections', 'Connections the database pool may open.', (u) => u.max);
  poolGauge('in_use_connections', 'Pool connections lent to a query.', (u) => u.inUse);
  poolGauge('idle_connections', 'Pool connections open and free.', (u) => u.idle);
  poolGauge('waiting_clients', 'Callers queued for a pool connection.', (u) => u.waiting);

  return {
    observeRequest({ method, route, statusCode, seconds }) {
      durations.observe({ method, route, status_code: statusCode }, seconds);
    },
    countCacheLookup(cache, result) {
      cacheLookups.inc({ cache, result });
    },
    countLimitRefusal(limit) {
      limitRefusals.inc({ limit });
    },
    openEventStream() {
      eventStreams.inc();
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        eventStreams.dec();
      };
    },
    render: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

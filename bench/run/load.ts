import autocannon from 'autocannon';
import { onCleanup } from './cleanup.ts';
import { percentile } from './percentiles.ts';
import type { BenchRequest } from './scenarios.ts';

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers, socket errors and timeouts. */
  errors: number;
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  totalRequests: number;
  /** Mean size of a 2xx answer (headers and body). */
  bytesPerResponse: number;
  statusCodes: Record<string, number>;
};

type Target = {
  baseUrl: string;
  connections: number;
  seconds: number;
  request: () => BenchRequest;
  rate?: number;
};

/** One autocannon run: its result and the latency of every 2xx answer. */
async function autocannonRun(target: Target) {
  const settings: autocannon.Options = {
    url: target.baseUrl,
    connections: target.connections,
    duration: target.seconds,
    ...(target.rate === undefined ? {} : { overallRate: target.rate }),
    requests: [
      {
        setupRequest: (defaults) => {
          const next = target.request();
          return {
            ...defaults,
            method: next.method,
            path: next.path,
            headers: { ...defaults.headers, ...next.headers },
            body: next.body ?? '',
          };
        },
      },
    ],
  };
  // autocannon's own percentiles are whole milliseconds; cached answers take a few, so the
  // latencies (of 2xx answers, as autocannon counts them) are kept here at full precision.
  const latencies: number[] = [];
  let forget = () => {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(settings, (error: Error | null, finished) =>
      error ? reject(error) : resolve(finished),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
    forget = onCleanup(async () => instance.stop());
  }).finally(() => forget());
  return { result, latencies };
}

/**
 * Runs autocannon against `baseUrl`: `connections` keep-alive connections for `seconds`,
 * each request made fresh by `request` (autocannon's setupRequest). Latency percentiles are
 * over 2xx answers, like autocannon's. With several base URLs (instances of one deployment),
 * one load generator per URL runs at once, the connections (and the rate) split evenly, and
 * the result is their sum.
 */
export async function runLoad(options: {
  baseUrl: string | readonly string[];
  connections: number;
  seconds: number;
  request: () => BenchRequest;
  /** Requests per second over all connections; as fast as answers come when absent. */
  rate?: number;
}): Promise<LoadResult> {
  const baseUrls = typeof options.baseUrl === 'string' ? [options.baseUrl] : options.baseUrl;
  const share = (total: number) => Math.max(1, Math.round(total / baseUrls.length));
  const runs = await Promise.all(
    baseUrls.map((baseUrl) =>
      autocannonRun({
        ...options,
        baseUrl,
        connections: share(options.connections),
        ...(options.rate === undefined ? {} : { rate: share(options.rate) }),
      }),
    ),
  );
  const sum = (value: (result: autocannon.Result) => number) =>
    runs.reduce((total, run) => total + value(run.result), 0);
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const statusCodes: Record<string, number> = {};
  for (const { result } of runs) {
    for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
      statusCodes[status] = (statusCodes[status] ?? 0) + (stats.count ?? 0);
    }
  }
  const errors = sum((result) => result.errors);
  const timeouts = sum((result) => result.timeouts);
  const answered2xx = sum((result) => result['2xx']);
  return {
    requestsPerSecond: sum((result) => result.requests.average),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors: sum((result) => result.non2xx) + errors,
    non2xx: sum((result) => result.non2xx),
    socketErrors: errors - timeouts,
    timeouts,
    totalRequests: sum((result) => result.requests.total),
    // autocannon counts the bytes of 2xx answers only.
    bytesPerResponse:
      answered2xx === 0 ? 0 : sum((result) => result.throughput.total) / answered2xx,
    statusCodes,
  };
}

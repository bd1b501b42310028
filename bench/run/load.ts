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

/**
 * Runs autocannon against `baseUrl`: `connections` keep-alive connections for `seconds`,
 * each request made fresh by `request` (autocannon's setupRequest). Latency percentiles are
 * over 2xx answers, like autocannon's.
 */
export async function runLoad(options: {
  baseUrl: string;
  connections: number;
  seconds: number;
  request: () => BenchRequest;
  /** Requests per second over all connections; as fast as answers come when absent. */
  rate?: number;
}): Promise<LoadResult> {
  const settings: autocannon.Options = {
    url: options.baseUrl,
    connections: options.connections,
    duration: options.seconds,
    ...(options.rate === undefined ? {} : { overallRate: options.rate }),
    requests: [
      {
        setupRequest: (defaults) => {
          const next = options.request();
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
  latencies.sort((a, b) => a - b);
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [
      status,
      stats.count ?? 0,
    ]),
  );
  const socketErrors = result.errors - result.timeouts;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors: result.non2xx + result.errors,
    non2xx: result.non2xx,
    socketErrors,
    timeouts: result.timeouts,
    totalRequests: result.requests.total,
    // autocannon counts the bytes of 2xx answers only.
    bytesPerResponse: result['2xx'] === 0 ? 0 : result.throughput.total / result['2xx'],
    statusCodes,
  };
}

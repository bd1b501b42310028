import autocannon from 'autocannon';
import { onCleanup } from './cleanup.ts';
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
 * autocannon's, over 2xx answers.
 */
export async function runLoad(options: {
  baseUrl: string;
  connections: number;
  seconds: number;
  request: () => BenchRequest;
}): Promise<LoadResult> {
  const settings: autocannon.Options = {
    url: options.baseUrl,
    connections: options.connections,
    duration: options.seconds,
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
  let forget = () => {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(settings, (error: Error | null, finished) =>
      error ? reject(error) : resolve(finished),
    );
    forget = onCleanup(async () => instance.stop());
  }).finally(() => forget());
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [
      status,
      stats.count ?? 0,
    ]),
  );
  const socketErrors = result.errors - result.timeouts;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
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

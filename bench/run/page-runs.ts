import { type LoadResult, runLoad } from './load.ts';
import type { BenchOptions } from './options.ts';
import type { PageScenario } from './page-scenarios.ts';
import type { ServerProcess } from './server-process.ts';

/** One page scenario's five loads against one server. */
export type PageRun = {
  scenario: PageScenario;
  /** The page as browsers get it, at the bench's connections. */
  cached: LoadResult;
  /** Rendered afresh, and its JSON call afresh, at the bench's connections: throughput. */
  freshPage: LoadResult;
  freshJson: LoadResult;
  /** The same one request at a time: the time a render takes, and its JSON call. */
  renderPage: LoadResult;
  renderJson: LoadResult;
};

const FRESH = { 'cache-control': 'no-cache' };

export async function runPageScenario(
  server: ServerProcess,
  scenario: PageScenario,
  options: BenchOptions,
  log: (line: string) => void,
): Promise<PageRun> {
  const measure = async (connections: number, request: () => { path: string; fresh: boolean }) => {
    const target = {
      baseUrl: server.baseUrl,
      connections,
      request: () => {
        const { path, fresh } = request();
        return { method: 'GET' as const, path, ...(fresh && { headers: FRESH }) };
      },
    };
    await runLoad({ ...target, seconds: options.warmup });
    return runLoad({ ...target, seconds: options.duration });
  };
  const page = () => ({ path: scenario.freshPair().page, fresh: true });
  const json = () => ({ path: scenario.freshPair().json, fresh: true });
  const run: PageRun = {
    scenario,
    cached: await measure(options.connections, () => ({ path: scenario.cachedPath, fresh: false })),
    freshPage: await measure(options.connections, page),
    freshJson: await measure(options.connections, json),
    renderPage: await measure(1, page),
    renderJson: await measure(1, json),
  };
  const line = (name: string, load: LoadResult) =>
    `${name} ${Math.round(load.requestsPerSecond)} req/s p50 ${load.p50Ms.toFixed(1)} p99 ${load.p99Ms.toFixed(1)} ms errors ${load.errors}`;
  log(
    `  ${scenario.id.padEnd(28)} ${[
      line('cached', run.cached),
      line('afresh', run.freshPage),
      line('its JSON', run.freshJson),
      line('render (1 conn)', run.renderPage),
      line('JSON (1 conn)', run.renderJson),
    ].join('\n  '.padEnd(33))}`,
  );
  return run;
}

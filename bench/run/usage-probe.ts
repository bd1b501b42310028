import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/**
 * Loaded into a benchmarked server (`node --import usage-probe.ts server.ts`): every 200 ms it
 * appends to BENCH_USAGE_FILE one JSON line of this process's cumulative CPU time and event-loop
 * time (busy and idle), so that the bench can tell, over any window, how much of a core the
 * process used and how much of the time its event loop was busy. Nothing of it is in the
 * server itself.
 */
const file = process.env.BENCH_USAGE_FILE;
const EVERY_MS = 200;

if (file) {
  const sample = () => {
    const { active, idle } = performance.eventLoopUtilization();
    const { user, system } = process.cpuUsage();
    appendFileSync(
      file,
      `${JSON.stringify({ at: Date.now(), cpuMicros: user + system, loopActiveMs: active, loopIdleMs: idle })}\n`,
    );
  };
  setInterval(sample, EVERY_MS).unref();
}

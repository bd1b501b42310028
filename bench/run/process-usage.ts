import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The probe each benchmarked server loads (see usage-probe.ts). */
export const USAGE_PROBE = path.join(import.meta.dirname, 'usage-probe.ts');

type UsageSample = { at: number; cpuMicros: number; loopActiveMs: number; loopIdleMs: number };

/** One process over a window: cores of CPU it used, and its event-loop utilisation (0–1). */
export type ProcessUsage = { cpuCores: number; eventLoopUtilization: number };

function samplesOf(file: string): UsageSample[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as UsageSample);
}

/** The sample nearest to `at`. */
function nearest(samples: UsageSample[], at: number): UsageSample {
  let best = samples[0];
  for (const sample of samples) {
    if (best === undefined || Math.abs(sample.at - at) < Math.abs(best.at - at)) best = sample;
  }
  if (best === undefined) throw new Error('the usage probe wrote nothing');
  return best;
}

/** A server's CPU and event-loop utilisation between `from` and `to` (Date.now() values). */
export function processUsage(file: string, from: number, to: number): ProcessUsage {
  const samples = samplesOf(file);
  const first = nearest(samples, from);
  const last = nearest(samples, to);
  const wallMs = last.at - first.at;
  const active = last.loopActiveMs - first.loopActiveMs;
  const idle = last.loopIdleMs - first.loopIdleMs;
  return {
    cpuCores: wallMs > 0 ? (last.cpuMicros - first.cpuMicros) / 1000 / wallMs : 0,
    eventLoopUtilization: active + idle > 0 ? active / (active + idle) : 0,
  };
}

type CpuTimes = { busy: number; total: number };

/** The machine's CPU time so far (all cores, in clock ticks), from /proc/stat. */
export function machineCpuTimes(): CpuTimes {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal …: idle and iowait are not busy.
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

/** Cores busy between two readings (the whole machine: servers, PostgreSQL, load generator, others). */
export function busyCores(from: CpuTimes, to: CpuTimes, cores: number): number {
  const total = to.total - from.total;
  return total > 0 ? ((to.busy - from.busy) / total) * cores : 0;
}

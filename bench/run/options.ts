import { parseArgs } from 'node:util';

export type BenchOptions = {
  /** Seconds of each measured load run. */
  duration: number;
  connections: number;
  /** Only the scenarios whose id contains one of these texts (`--only a,b`). */
  only: string[] | undefined;
  skipBaseline: boolean;
  /** Seconds of warm-up before each load run, and of each SQL-floor replay. */
  warmup: number;
  floorDuration: number;
};

const DEFAULTS = { duration: 15, connections: 50, warmup: 2, floorDuration: 5 } as const;

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`--${name} must be a positive number, not "${text}".`);
  }
  return value;
}

/** `npm run bench -- [--duration S] [--connections C] [--only TEXT,…] [--skip-baseline]`. */
export function parseBenchOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      only: { type: 'string' },
      'skip-baseline': { type: 'boolean', default: false },
    },
  });
  const duration = positive('duration', values.duration, DEFAULTS.duration);
  return {
    duration,
    connections: Math.round(positive('connections', values.connections, DEFAULTS.connections)),
    only: values.only?.split(',').filter(Boolean),
    skipBaseline: values['skip-baseline'],
    // Short runs (development) keep warm-up and floor in proportion.
    warmup: Math.min(DEFAULTS.warmup, duration),
    floorDuration: Math.min(DEFAULTS.floorDuration, duration),
  };
}

import { setTimeout as sleep } from 'node:timers/promises';

/** Resolves when the dependency can serve; rejects (or never settles) when it cannot. */
export type ReadinessCheck = () => Promise<unknown>;

export type CheckState = { status: 'ok' | 'down'; required: boolean };

/**
 * `ok`: every check passed. `degraded`: only optional ones failed — the instance serves, with
 * less (e.g. limits and caches of its own while Redis is away). `unavailable`: a required one
 * failed — the load balancer should send it no traffic.
 */
export type ReadinessReport = {
  status: 'ok' | 'degraded' | 'unavailable';
  checks: Record<string, CheckState>;
};

export type Readiness = {
  /**
   * Adds a dependency under a name of its own (`database`, `redis`, `storage`). A required one
   * failing makes `/readyz` answer 503; an optional one only shows as `down` in its body.
   */
  add: (name: string, check: ReadinessCheck, options: { required: boolean }) => void;
  /** Runs every check at once, each given at most `deadlineMs`. */
  report: () => Promise<ReadinessReport>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The named checks `/readyz` runs (http/health.ts). */
    readiness: Readiness;
  }
}

/** Whether `check` resolves within `deadlineMs`; a late answer counts as a failure. */
async function answersWithin(check: ReadinessCheck, deadlineMs: number): Promise<boolean> {
  const deadline = new AbortController();
  const answered = Promise.resolve()
    .then(check)
    .then(
      () => true,
      () => false,
    );
  const late = sleep(deadlineMs, false, { signal: deadline.signal }).catch(() => false);
  try {
    return await Promise.race([answered, late]);
  } finally {
    deadline.abort();
  }
}

/** The registry of readiness checks: one per dependency, added by whoever owns it. */
export function createReadiness(deadlineMs: number): Readiness {
  const checks = new Map<string, { check: ReadinessCheck; required: boolean }>();
  return {
    add(name, check, { required }) {
      if (checks.has(name)) throw new Error(`readiness check "${name}" is added twice`);
      checks.set(name, { check, required });
    },
    async report() {
      const entries = await Promise.all(
        [...checks].map(async ([name, { check, required }]) => {
          const state: CheckState = {
            status: (await answersWithin(check, deadlineMs)) ? 'ok' : 'down',
            required,
          };
          return [name, state] as const;
        }),
      );
      const failed = entries.filter(([, state]) => state.status === 'down');
      const status = failed.some(([, state]) => state.required)
        ? 'unavailable'
        : failed.length > 0
          ? 'degraded'
          : 'ok';
      return { status, checks: Object.fromEntries(entries) };
    },
  };
}

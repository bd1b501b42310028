import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The environment's say on abuse limits: which proxies may name the client's address, and
 * how often a member may write. Parsed here so that config.ts stays a list of variables.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** What a member's writes are counted as (write-limits.ts attaches the calls). */
export const WRITE_LIMIT_KINDS = [
  'posts',
  'comments',
  'reviews',
  'likes',
  'uploads',
  'reports',
  'edits',
] as const;
export type WriteLimitKind = (typeof WRITE_LIMIT_KINDS)[number];

export type WriteLimit = {
  /** Calls per window of an account a day old or older. */
  max: number;
  /** Calls per window of an account younger than a day: most spam comes from fresh accounts. */
  newAccountMax: number;
  windowMs: number;
};
export type WriteLimits = Record<WriteLimitKind, WriteLimit>;

/**
 * A busy member of a pet community writes a few posts a day and comments in bursts; these
 * leave them alone and stop a script within minutes (issue 9 saw 60 comments in 5 s).
 */
export const DEFAULT_WRITE_LIMITS: WriteLimits = {
  posts: { max: 10, newAccountMax: 3, windowMs: HOUR_MS },
  comments: { max: 20, newAccountMax: 5, windowMs: 10 * MINUTE_MS },
  reviews: { max: 10, newAccountMax: 3, windowMs: HOUR_MS },
  likes: { max: 60, newAccountMax: 30, windowMs: 10 * MINUTE_MS },
  uploads: { max: 20, newAccountMax: 5, windowMs: HOUR_MS },
  reports: { max: 10, newAccountMax: 3, windowMs: HOUR_MS },
  /** Fixing typos in bursts is normal; a script rewriting posts into spam is not. */
  edits: { max: 30, newAccountMax: 10, windowMs: HOUR_MS },
};

/** The API suite writes hundreds of rows as one user within seconds; limit tests set theirs. */
const TEST_MAX = 100_000;

/**
 * Anonymous API calls per client address and minute. A reader fires a handful per page;
 * this leaves room for a household or an office behind one address.
 */
const DEFAULT_ANONYMOUS_PER_MINUTE = 1200;

const UNITS_MS: Record<string, number> = {
  s: 1000,
  m: MINUTE_MS,
  h: HOUR_MS,
  d: 24 * HOUR_MS,
};

type Entry = { kind: WriteLimitKind; value: string };

/** `kind=value` pairs, comma-separated, each kind known and named once. */
function parseEntries(text: string, ctx: z.RefinementCtx): Entry[] {
  const entries: Entry[] = [];
  for (const item of text.split(',')) {
    const [name = '', value = '', ...rest] = item.split('=').map((part) => part.trim());
    const kind = WRITE_LIMIT_KINDS.find((known) => known === name);
    if (!kind || rest.length > 0 || entries.some((entry) => entry.kind === kind)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${item.trim()}" is not one of ${WRITE_LIMIT_KINDS.join(', ')} given once as kind=value`,
      });
      continue;
    }
    entries.push({ kind, value });
  }
  return entries;
}

const positiveCount = (value: string) => (/^[1-9]\d{0,6}$/.test(value) ? Number(value) : null);

type WriteLimitOverrides = Partial<Record<WriteLimitKind, Omit<WriteLimit, 'newAccountMax'>>>;

/**
 * `WRITE_LIMITS`: `off`, or `kind=count/window` pairs (`posts=10/1h,comments=20/10m`) over
 * the defaults, windows in s, m, h or d.
 */
export const WriteLimitsEnvSchema = z
  .string()
  .trim()
  .optional()
  .transform((text, ctx): WriteLimitOverrides | 'off' => {
    if (!text) return {};
    if (text === 'off') return 'off';
    const overrides: WriteLimitOverrides = {};
    for (const { kind, value } of parseEntries(text, ctx)) {
      const match = /^(\d+)\/(\d+)([smhd])$/.exec(value);
      const max = positiveCount(match?.[1] ?? '');
      const unit = UNITS_MS[match?.[3] ?? ''];
      const amount = Number(match?.[2]);
      if (max === null || unit === undefined || !(amount > 0)) {
        ctx.addIssue({
          code: 'custom',
          message: `${kind}=${value}: expected count/window, e.g. 10/1h`,
        });
        continue;
      }
      overrides[kind] = { max, windowMs: amount * unit };
    }
    return overrides;
  });

/** `NEW_ACCOUNT_WRITE_LIMITS`: `kind=count` pairs for accounts younger than a day. */
export const NewAccountWriteLimitsEnvSchema = z
  .string()
  .trim()
  .optional()
  .transform((text, ctx): Partial<Record<WriteLimitKind, number>> => {
    const overrides: Partial<Record<WriteLimitKind, number>> = {};
    if (!text) return overrides;
    for (const { kind, value } of parseEntries(text, ctx)) {
      const max = positiveCount(value);
      if (max === null) {
        ctx.addIssue({ code: 'custom', message: `${kind}=${value}: expected a count, e.g. 3` });
        continue;
      }
      overrides[kind] = max;
    }
    return overrides;
  });

export type LimitSettings = {
  /** Per member; null: off (benchmarks write as a few members thousands of times a second). */
  writes: WriteLimits | null;
  /** Anonymous API calls per client address and minute; 0: off. */
  anonymousPerMinute: number;
};

/** The limits in force: the defaults (very high in tests), then the environment's overrides. */
export function resolveLimits(
  env: {
    writes: z.output<typeof WriteLimitsEnvSchema>;
    newAccountWrites: z.output<typeof NewAccountWriteLimitsEnvSchema>;
    anonymousPerMinute: number | undefined;
  },
  isTest: boolean,
): LimitSettings {
  return {
    writes: resolveWriteLimits(env.writes, env.newAccountWrites, isTest),
    anonymousPerMinute:
      env.anonymousPerMinute ?? (isTest ? TEST_MAX : DEFAULT_ANONYMOUS_PER_MINUTE),
  };
}

function resolveWriteLimits(
  overrides: z.output<typeof WriteLimitsEnvSchema>,
  newAccountOverrides: z.output<typeof NewAccountWriteLimitsEnvSchema>,
  isTest: boolean,
): WriteLimits | null {
  if (overrides === 'off') return null;
  const limits = { ...DEFAULT_WRITE_LIMITS };
  for (const kind of WRITE_LIMIT_KINDS) {
    const base = isTest
      ? { ...limits[kind], max: TEST_MAX, newAccountMax: TEST_MAX }
      : limits[kind];
    const override = overrides[kind];
    const max = override?.max ?? base.max;
    limits[kind] = {
      max,
      // A young account never gets more than an old one, whatever was set.
      newAccountMax: Math.min(max, newAccountOverrides[kind] ?? base.newAccountMax),
      windowMs: override?.windowMs ?? base.windowMs,
    };
  }
  return limits;
}

/** No proxy, how many proxies stand in front, or which ones. */
export type TrustProxy = false | number | string[];

/**
 * As Fastify's `trustProxy`, which ignores a bare hop count (it cannot tell a proxy from a
 * client that connects directly and writes the header itself): the count becomes a function
 * trusting that many hops, the socket's peer first. README says to use it only where clients
 * cannot reach the server but through the proxies.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** proxy-addr's names for address ranges, accepted besides addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

const TRUST_EVERYONE =
  'must not trust every hop: that lets any client name its own address (and so escape every ' +
  'per-address limit). Set the number of proxies in front of the server (e.g. 1 behind one ' +
  'load balancer) or their addresses and CIDRs (e.g. 10.0.0.0/8,127.0.0.1); false or unset ' +
  'when clients connect directly.';

/**
 * `TRUST_PROXY`: unset or `false` (clients connect directly), a hop count (`1`: the address
 * the nearest proxy saw, the right-most `X-Forwarded-For` entry), or a comma-separated list of
 * proxy addresses and CIDRs. Never `true`, which trusts whatever a client writes.
 */
export const TrustProxyEnvSchema = z
  .string()
  .trim()
  .optional()
  .transform((text, ctx): TrustProxy => {
    if (!text || text === 'false' || text === '0') return false;
    if (text === 'true' || text === '*' || text === 'all') {
      ctx.addIssue({ code: 'custom', message: TRUST_EVERYONE });
      return z.NEVER;
    }
    if (/^\d{1,2}$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected a hop count or addresses and CIDRs, not ${invalid.map((entry) => `"${entry}"`).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

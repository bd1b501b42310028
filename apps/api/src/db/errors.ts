import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { NO_ANSWER_MESSAGE } from './client.ts';

/** Socket failures on the way to the database: refused, reset, unreachable, timed out. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a database that cannot serve right now, whatever the request: 08 connection
 * exceptions, 53 insufficient resources (too many connections, disk full, out of memory),
 * 57P01–57P03 (administrator shutdown or termination, crash, still starting), 57P05 (idle
 * session timeout), 57014 (statement_timeout; also a cancel during shutdown) and 25P03
 * (idle_in_transaction_session_timeout).
 */
const UNAVAILABLE_CLASSES = ['08', '53'];
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '57P05', '57014', '25P03']);

/**
 * What pg and pg-pool say when a connection is gone or could not be had in time, and PGlite
 * once closed (a request outliving a shutdown).
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end',
  'PGlite is closed',
  NO_ANSWER_MESSAGE,
];

/** The error and the errors it wraps (drizzle's DrizzleQueryError keeps pg's as `cause`). */
function* chain(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  const queue = [error];
  while (queue.length > 0) {
    const next = queue.shift();
    if (next === undefined || next === null || seen.has(next)) continue;
    seen.add(next);
    yield next;
    if (next instanceof Error) {
      queue.push(next.cause);
      if (next instanceof AggregateError) queue.push(...next.errors);
    }
  }
}

const stringField = (value: unknown, name: string): string | undefined => {
  if (typeof value !== 'object' || value === null || !(name in value)) return undefined;
  const field: unknown = Reflect.get(value, name);
  return typeof field === 'string' ? field : undefined;
};

/**
 * Whether an error means "the database is unreachable, overloaded or gave up" rather than
 * "this request is wrong": such a request is worth retrying later (503 with Retry-After).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    const code = stringField(link, 'code');
    if (code !== undefined) {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code)) return true;
      if (code.length === 5 && UNAVAILABLE_CLASSES.includes(code.slice(0, 2))) return true;
    }
    const message = stringField(link, 'message');
    if (message && UNAVAILABLE_MESSAGES.some((known) => message.startsWith(known))) return true;
  }
  return false;
}

/** Fields of a PostgreSQL error that name things, never values. */
const NAMING_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint'];

/** PostgreSQL quotes the offending value in many messages (`invalid input syntax …: "…"`). */
const QUOTED = /"(?:[^"]|"")*"/g;

/** A PostgreSQL error (from pg or PGlite): it carries a SQLSTATE and a severity. */
const isPostgresError = (value: unknown): value is Error =>
  value instanceof Error &&
  stringField(value, 'severity') !== undefined &&
  stringField(value, 'code') !== undefined;

/**
 * The error as it may be logged. A database error carries the values of its query: drizzle
 * writes the parameters into its message (and keeps them as `params`), PostgreSQL repeats a
 * row's values in `detail` and quotes an offending value in its message — user text and
 * e-mail addresses. The logged form keeps the SQLSTATE, the names PostgreSQL gives (table,
 * column, constraint), the SQL text with its placeholders, the message with quoted values
 * masked, and the stack frames; anything else is returned as it is.
 */
export function loggableError(error: unknown): unknown {
  const links = [...chain(error)];
  const query = links.find((link) => link instanceof DrizzleQueryError);
  const database = links.find(isPostgresError);
  const source = database ?? query;
  if (!source) return error;

  // Without a PostgreSQL error, what drizzle wraps is the driver's own (a lost connection).
  const reason =
    database ?? links.find((link) => link instanceof Error && !(link instanceof DrizzleQueryError));
  const names: Record<string, string> = {};
  for (const name of NAMING_FIELDS) {
    const value = stringField(reason, name);
    if (value !== undefined) names[name] = value;
  }
  const message = reason instanceof Error ? reason.message.replace(QUOTED, '"…"') : 'Failed query';
  const safe = Object.assign(new Error(message), names, query ? { query: query.query } : {});
  safe.name = reason instanceof Error ? reason.name : source.name;
  // The first lines of a stack repeat the message (and with it drizzle's parameters).
  const outer = error instanceof Error ? error : source;
  const frames = (outer.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.name}: ${message}`, ...frames].join('\n');
  return safe;
}

/** A log call's first argument with every error in it (itself, or a field) made loggable. */
function loggableArgument(value: unknown): unknown {
  if (value instanceof Error) return loggableError(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  let copy: Record<string, unknown> | null = null;
  for (const [key, field] of Object.entries(value)) {
    if (!(field instanceof Error)) continue;
    const loggable = loggableError(field);
    if (loggable === field) continue;
    copy ??= { ...value };
    copy[key] = loggable;
  }
  return copy ?? value;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>;

/**
 * pino's `logMethod` hook: whoever logs an error — the error handler, a plugin, Fastify itself
 * ("Promise errored, but reply.sent = true was set" after a request's deadline) — a database
 * error reaches the log in its loggable form.
 */
export const logErrorsWithoutValues: LogMethodHook = function (args, method) {
  const [first, ...rest] = args;
  Reflect.apply(method, this, [loggableArgument(first), ...rest]);
};

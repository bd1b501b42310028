import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pinoPretty from 'pino-pretty';
import { redactUrl } from './log-redaction.ts';

/** A request slower than this gets a line of its own in development, whatever it asked for. */
const SLOW_REQUEST_MS = 1000;

/** What a developer reads a line for: the API and sign-in calls, not the app's own files. */
const CALLS = /^\/(api|oauth2|login\/oauth2)\//;

/**
 * Development logs a person reads at a terminal: pretty lines written in order on the main
 * thread (so the start-up banner comes after them, not interleaved), without pid, instance or
 * request ids.
 */
export function developmentLogStream(destination: NodeJS.WritableStream = process.stdout) {
  return pinoPretty({
    destination,
    sync: true,
    colorize: process.stdout.isTTY === true,
    translateTime: 'HH:MM:ss',
    ignore: 'pid,hostname,instance,reqId',
    singleLine: true,
  });
}

/**
 * One line per API call (`GET /api/communities/1 → 200 (12 ms)`) instead of Fastify's two per
 * request; the web app's files, probes and uploads only when they fail or are slow.
 */
export class DevelopmentLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = Math.round(reply.elapsedTime);
    const failed = Boolean(error) || reply.statusCode >= 500;
    if (!failed && ms < SLOW_REQUEST_MS && !CALLS.test(request.url)) return;
    // Redacted as the JSON logs are: the notification stream's URL carries its ticket.
    const line = `${request.method} ${redactUrl(request.url)} → ${reply.statusCode} (${ms} ms)`;
    if (failed) request.log.error({ err: error ?? undefined }, line);
    else if (ms >= SLOW_REQUEST_MS) request.log.warn(line);
    else request.log.info(line);
  }
}

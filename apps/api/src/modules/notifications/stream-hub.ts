import type { OutgoingHttpHeader, ServerResponse } from 'node:http';
import type { Subscriber } from '../../events/domain-events.ts';
import type { NotificationsService } from './service.ts';

/** A comment line this often keeps proxies and phones' networks from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** What a client is told to wait before reconnecting when the server closes the stream. */
export const RECONNECT_AFTER_MS = 5000;

type OpenStream = {
  userId: number;
  /** The last change sent (the `id:` of the last `notification` event). */
  lastSeq: number;
  raw: ServerResponse;
  /** Pushes run one after another, so the events leave in order. */
  queue: Promise<void>;
};

type Log = { warn: (details: object, message: string) => void };

/**
 * This instance's open notification streams (Server-Sent Events written on the raw response,
 * decision 030), by member. Every instance hears `notification.changed` (domain events), and
 * each reads the member's changes after what each of their streams has sent: from the
 * database, so a live push and a reconnect's replay are the same read and nothing is lost
 * between them.
 */
export function createStreamHub(options: {
  notifications: NotificationsService;
  log: Log;
  heartbeatMs?: number;
}) {
  const { notifications, log } = options;
  const byMember = new Map<number, Set<OpenStream>>();

  const write = (stream: OpenStream, text: string) => {
    if (!stream.raw.writableEnded && !stream.raw.destroyed) stream.raw.write(text);
  };
  const event = (name: string, data: unknown, id?: number) =>
    `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

  async function pushChanges(stream: OpenStream): Promise<void> {
    while (true) {
      const { events, upTo, more } = await notifications.changesAfter(
        stream.userId,
        stream.lastSeq,
      );
      for (const change of events) write(stream, event('notification', change.data, change.seq));
      if (upTo !== null) stream.lastSeq = upTo;
      if (!more) return;
    }
  }
  async function pushUnread(stream: OpenStream): Promise<void> {
    write(stream, event('unread', { count: await notifications.countUnread(stream.userId) }));
  }
  const enqueue = (stream: OpenStream, push: (stream: OpenStream) => Promise<void>) => {
    stream.queue = stream.queue
      .then(() => push(stream))
      .catch((error: unknown) => log.warn({ err: error }, 'notification stream push failed'));
  };

  const heartbeat = setInterval(() => {
    for (const streams of byMember.values()) {
      for (const stream of streams) write(stream, ': heartbeat\n\n');
    }
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /**
     * Starts the stream on a response Fastify no longer handles (hijacked): `headers` are the
     * ones the hooks set (CORS, security, request id). Replays the changes after `start` (the
     * client's last event id, or the latest change when it has none), then tells the unread
     * count and stays open.
     */
    open(
      raw: ServerResponse,
      headers: Record<string, OutgoingHttpHeader | undefined>,
      userId: number,
      start: number,
    ): void {
      const set = Object.entries(headers).filter(
        (header): header is [string, OutgoingHttpHeader] => header[1] !== undefined,
      );
      raw.writeHead(200, {
        ...Object.fromEntries(set),
        'content-type': 'text/event-stream; charset=utf-8',
        // no-transform: a proxy must not compress (and so buffer) the events.
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      raw.write(': connected\n\n');
      const stream: OpenStream = { userId, lastSeq: start, raw, queue: Promise.resolve() };
      const streams = byMember.get(userId) ?? new Set<OpenStream>();
      streams.add(stream);
      byMember.set(userId, streams);
      raw.on('close', () => {
        streams.delete(stream);
        if (streams.size === 0 && byMember.get(userId) === streams) byMember.delete(userId);
      });
      enqueue(stream, pushChanges);
      enqueue(stream, pushUnread);
    },

    /** Pushes a member's changes to each of their streams on this instance. */
    subscriber: {
      name: 'notification-streams',
      handle(domainEvent) {
        if (domainEvent.kind !== 'notification.changed') return;
        const push = domainEvent.payload.reason === 'read' ? pushUnread : pushChanges;
        for (const stream of byMember.get(domainEvent.subjectId) ?? []) enqueue(stream, push);
      },
    } satisfies Subscriber,

    /** How many streams are open on this instance. */
    size: () => [...byMember.values()].reduce((sum, streams) => sum + streams.size, 0),

    /** Shutdown: every stream is told when to come back and ended, so closing never waits on one. */
    async close(): Promise<void> {
      clearInterval(heartbeat);
      for (const streams of byMember.values()) {
        for (const stream of streams) {
          write(stream, `retry: ${RECONNECT_AFTER_MS}\n\n`);
          stream.raw.end();
        }
      }
      byMember.clear();
    },
  };
}
export type StreamHub = ReturnType<typeof createStreamHub>;

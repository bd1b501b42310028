import { Redis } from 'ioredis';

/** Where the link reports: a warning when Redis goes away, a line when it is back. */
type LinkLog = { warn: (message: string) => void; info: (message: string) => void };

/**
 * Calls fail at once while Redis is away (no offline queue, one retry), and no call waits
 * longer than this for an answer: a request never stalls on Redis, it falls back instead.
 */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1000;
/** Reconnection attempts back off to one every two seconds, for as long as it takes. */
const MAX_RECONNECT_DELAY_MS = 2000;
/** While a connected Redis does not answer (frozen), it is asked this often whether it does. */
const PROBE_EVERY_MS = 1000;
/** How long buildApp waits for a first connection before serving with local state. */
const FIRST_CONNECTION_WAIT_MS = 1500;

export type RedisLink = {
  /** Commands (counters, flags, locks, memos, publishing). */
  client: Redis;
  /** A connection in subscriber mode (it can run no other command). */
  subscriber: Redis;
  /** Whether shared state is in use now; while not, every concern answers from memory. */
  isUp: () => boolean;
  /**
   * Runs `shared` on Redis while it is up; otherwise, or when the call fails (which marks
   * Redis down until it answers again), answers `local()`.
   */
  attempt: <T>(shared: (redis: Redis) => Promise<T>, local: () => T | Promise<T>) => Promise<T>;
  /** Called each time Redis comes back after being down. */
  onBack: (listener: () => void) => void;
  close: () => Promise<void>;
};

function connection(url: string, subscriber: boolean): Redis {
  return new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // Commands fail fast while Redis is away; subscriptions are made on each connection by
    // their owner (broadcast.ts), which hears how each call ends.
    enableOfflineQueue: false,
    autoResubscribe: !subscriber,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
    lazyConnect: true,
  });
}

/**
 * The connections to `REDIS_URL`. Losing Redis is said once (not once per request or per
 * reconnection attempt), and so is its return; ioredis reconnects by itself, and a Redis
 * that stopped answering on an open connection is probed until it answers.
 */
export async function connectRedis(url: string, log: LinkLog): Promise<RedisLink> {
  const client = connection(url, false);
  const subscriber = connection(url, true);
  const backListeners: Array<() => void> = [];
  let down = false;
  let closing = false;
  let probe: NodeJS.Timeout | null = null;

  const markUp = () => {
    if (probe) clearInterval(probe);
    probe = null;
    if (!down || closing) return;
    down = false;
    log.info('Redis is back: limits, locks, memos and events are shared again');
    for (const listener of backListeners) listener();
  };
  const markDown = (reason: string) => {
    if (closing) return;
    if (!down) {
      down = true;
      log.warn(
        `Redis unreachable (${reason}): serving with this instance's own limits and caches until it is back`,
      );
    }
    // A closed connection says when it is back ('ready'); a frozen one has to be asked.
    probe ??= setInterval(() => {
      if (client.status !== 'ready') return;
      client.ping().then(markUp, () => undefined);
    }, PROBE_EVERY_MS).unref();
  };
  // ioredis reports each failed attempt as an 'error' event; an unheard one would be printed.
  client.on('error', (error: Error) => markDown(error.message));
  subscriber.on('error', () => undefined);
  client.on('close', () => markDown('connection closed'));
  client.on('ready', markUp);

  // Serving does not wait for Redis: a first connection that fails leaves the retries running.
  const first = Promise.all([client.connect(), subscriber.connect()]).catch(() => undefined);
  await Promise.race([
    first,
    new Promise((resolve) => setTimeout(resolve, FIRST_CONNECTION_WAIT_MS)),
  ]);
  if (client.status !== 'ready') markDown(`no answer from ${new URL(url).host}`);

  const isUp = () => !down && client.status === 'ready';
  return {
    client,
    subscriber,
    isUp,
    async attempt(shared, local) {
      if (!isUp()) return local();
      try {
        return await shared(client);
      } catch (error) {
        markDown(error instanceof Error ? error.message : String(error));
        return local();
      }
    },
    onBack: (listener) => backListeners.push(listener),
    async close() {
      closing = true;
      if (probe) clearInterval(probe);
      client.disconnect();
      subscriber.disconnect();
    },
  };
}

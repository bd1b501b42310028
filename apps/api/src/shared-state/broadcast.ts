import type { RedisLink } from './redis-link.ts';

/**
 * Messages to every instance on one channel (Redis pub/sub): at most once, and only to the
 * instances connected at the time — a listener that can miss messages must be able to catch
 * up from elsewhere (the domain events replay from their table).
 */
export type Broadcast = {
  /** Whether messages reach other instances at all (false: one process, no Redis). */
  shared: boolean;
  publish: (message: string) => Promise<void>;
  /** Every message, this instance's own included. */
  onMessage: (listener: (message: string) => void) => void;
  /** After Redis was away: messages may have been missed meanwhile. */
  onReconnect: (listener: () => void) => void;
};

/** One process: there is nobody else to tell. */
export const LOCAL_BROADCAST: Broadcast = {
  shared: false,
  publish: async () => undefined,
  onMessage: () => undefined,
  onReconnect: () => undefined,
};

export function createRedisBroadcast(link: RedisLink, channel: string): Broadcast {
  const listeners: Array<(message: string) => void> = [];
  link.subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    for (const listener of listeners) listener(message);
  });
  // Subscribed on each connection, here rather than by ioredis (autoResubscribe is off in
  // redis-link.ts): its own resubscription leaves the call's promise unheard, and a connection
  // closed before Redis answers it would end the process with an unhandled rejection.
  const subscribe = () => void link.subscriber.subscribe(channel).catch(() => undefined);
  link.subscriber.on('ready', subscribe);
  if (link.subscriber.status === 'ready') subscribe();
  return {
    shared: true,
    async publish(message) {
      await link.attempt(
        (redis) => redis.publish(channel, message),
        () => 0,
      );
    },
    onMessage: (listener) => listeners.push(listener),
    onReconnect: (listener) => link.onBack(listener),
  };
}

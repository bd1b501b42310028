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
  // Queued until the subscriber connects; ioredis subscribes again after each reconnection.
  link.subscriber.subscribe(channel).catch(() => undefined);
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

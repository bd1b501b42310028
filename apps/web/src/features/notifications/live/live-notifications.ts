import {
  type StreamNotification,
  StreamNotificationSchema,
  type StreamTicket,
  type UnreadCount,
  UnreadCountSchema,
} from '@daengnyang/contract/notifications';
import type { z } from 'zod';

/** What reaches every tab of the browser: a stream event, or a count read by polling. */
export type LiveMessage =
  | { type: 'notification'; data: StreamNotification; eventId: number | null }
  | { type: 'unread'; data: UnreadCount; eventId: number | null };

/** A follower tab asks the leader to poll now (it was focused); only a polling leader does. */
type PollRequest = { type: 'poll' };

type ChannelMessage = LiveMessage | PollRequest;

export type LiveNotificationsOptions = {
  /** `POST /api/notifications/stream-ticket` (the token travels in its header, never a URL). */
  takeTicket: () => Promise<StreamTicket>;
  /** `GET /api/notifications/unread-count`: the fallback, and the catch-up after a (re)connect. */
  fetchUnreadCount: () => Promise<UnreadCount>;
  /** The stream's address for a ticket, resuming after `lastEventId` when there is one. */
  streamUrl: (ticket: string, lastEventId: number | null) => string;
  /** Called in every tab for every message, the leader's own included. */
  onMessage: (message: LiveMessage) => void;
};

/** The lock the leader holds while its tab lives; the next tab waiting gets it when it goes. */
export const LEADER_LOCK_NAME = 'daengnyang:notifications-leader';
export const CHANNEL_NAME = 'daengnyang:notifications';
/** The contract's fallback: the unread count every minute while streaming fails. */
export const POLL_INTERVAL_MS = 60_000;
/** Failed connections in a row (no `open` between them) before the leader falls back to polling. */
export const MAX_STREAM_FAILURES = 5;
/** While polling, how long before the leader tries the stream again (a phone back online). */
export const STREAM_RETRY_AFTER_POLLING_MS = 5 * 60_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s, each with up to a fifth more so that tabs do not retry together. */
export function retryDelay(failures: number): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
  return base + Math.floor(Math.random() * base * 0.2);
}

/** Checks what arrives in development and tests; production trusts the server, as api-client does. */
function parseEvent<T>(schema: z.ZodType<T> | undefined, text: string): T | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (schema === undefined) return value as T;
  const checked = schema.safeParse(value);
  return checked.success ? checked.data : null;
}

const eventIdOf = (event: MessageEvent): number | null => {
  const id = Number(event.lastEventId);
  return event.lastEventId !== '' && Number.isSafeInteger(id) && id >= 0 ? id : null;
};

/**
 * One stream of notifications per browser, not per tab (browsers allow six connections per
 * site over HTTP/1.1). The tab holding a Web Lock is the leader: it takes a ticket, opens the
 * `EventSource`, and passes every event to the other tabs over a `BroadcastChannel`; when it
 * closes, the next tab waiting on the lock takes over from the last event id it heard. A stream
 * that keeps failing falls back to polling the unread count, and tries again five minutes later;
 * a browser without `EventSource` polls in the leader, one without locks or channels in each tab. Returns the function that stops it all
 * (sign-out): the stream closes, the lock is released, timers stop.
 */
export function startLiveNotifications(options: LiveNotificationsOptions): () => void {
  const { takeTicket, fetchUnreadCount, streamUrl, onMessage } = options;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const coordinated = locks !== undefined && typeof BroadcastChannel === 'function';
  const channel = coordinated ? new BroadcastChannel(CHANNEL_NAME) : null;
  const stopped = new AbortController();
  let lastEventId: number | null = null;
  let leading = false;
  let polling = false;
  let stream: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let failures = 0;

  const deliver = (message: LiveMessage) => {
    if (stopped.signal.aborted) return;
    if (message.eventId !== null) lastEventId = message.eventId;
    onMessage(message);
    channel?.postMessage(message);
  };

  const poll = () => {
    fetchUnreadCount().then(
      (data) => deliver({ type: 'unread', data, eventId: null }),
      // A failed poll changes nothing: the next one, a minute later, may succeed.
      () => undefined,
    );
  };

  const startPolling = () => {
    if (polling || stopped.signal.aborted) return;
    polling = true;
    poll();
    pollTimer = setInterval(poll, POLL_INTERVAL_MS);
    if (typeof EventSource === 'function') {
      retryTimer = setTimeout(() => {
        polling = false;
        clearInterval(pollTimer);
        failures = 0;
        void connect();
      }, STREAM_RETRY_AFTER_POLLING_MS);
    }
  };

  const failed = () => {
    stream?.close();
    stream = null;
    if (stopped.signal.aborted) return;
    failures += 1;
    if (failures >= MAX_STREAM_FAILURES) {
      startPolling();
      return;
    }
    retryTimer = setTimeout(connect, retryDelay(failures));
  };

  const listen = (source: EventSource) => {
    source.addEventListener('open', () => {
      failures = 0;
      // What changed while no stream was open and the replay does not carry (a read on another
      // device) is in the count.
      poll();
    });
    source.addEventListener('notification', (event: MessageEvent<string>) => {
      const data = parseEvent(
        import.meta.env.DEV ? StreamNotificationSchema : undefined,
        event.data,
      );
      if (data !== null) deliver({ type: 'notification', data, eventId: eventIdOf(event) });
    });
    source.addEventListener('unread', (event: MessageEvent<string>) => {
      const data = parseEvent(import.meta.env.DEV ? UnreadCountSchema : undefined, event.data);
      if (data !== null) deliver({ type: 'unread', data, eventId: eventIdOf(event) });
    });
    // The browser would retry with the same ticket, which is spent: close and take a new one.
    source.addEventListener('error', failed);
  };

  const connect = async () => {
    let ticket: StreamTicket;
    try {
      ticket = await takeTicket();
    } catch {
      failed();
      return;
    }
    if (stopped.signal.aborted) return;
    stream = new EventSource(streamUrl(ticket.ticket, lastEventId));
    listen(stream);
  };

  const lead = () => {
    leading = true;
    if (typeof EventSource === 'function') void connect();
    else startPolling();
  };

  const onFocus = () => {
    if (document.visibilityState === 'hidden') return;
    if (leading) {
      if (polling) poll();
    } else {
      channel?.postMessage({ type: 'poll' } satisfies PollRequest);
    }
  };
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);

  if (channel === null || locks === undefined) {
    // No way to agree on one leader: each tab polls for itself.
    leading = true;
    startPolling();
  } else {
    channel.addEventListener('message', (event: MessageEvent<ChannelMessage>) => {
      const message = event.data;
      if (message.type === 'poll') {
        if (leading && polling) poll();
        return;
      }
      if (message.eventId !== null) lastEventId = message.eventId;
      onMessage(message);
    });
    locks
      .request(LEADER_LOCK_NAME, { signal: stopped.signal }, () => {
        if (stopped.signal.aborted) return undefined;
        lead();
        // Held while the tab lives: released when this promise settles on stop.
        return new Promise<void>((resolve) => {
          stopped.signal.addEventListener('abort', () => resolve(), { once: true });
        });
      })
      // Stopped while waiting for the lock: the request is withdrawn.
      .catch(() => undefined);
  }

  return () => {
    stopped.abort();
    clearTimeout(retryTimer);
    clearInterval(pollTimer);
    stream?.close();
    stream = null;
    channel?.close();
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onFocus);
  };
}

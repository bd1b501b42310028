import type { UnreadCount } from '@daengnyang/contract/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, installFakeBrowserApis } from '@/testing/fake-browser-apis.ts';
import { STREAM_TICKET, streamNotification } from '@/testing/mocks/notifications.ts';
import {
  type LiveMessage,
  MAX_STREAM_FAILURES,
  POLL_INTERVAL_MS,
  STREAM_RETRY_AFTER_POLLING_MS,
  startLiveNotifications,
} from './live-notifications.ts';

/** One tab's client: what it heard, and the calls it made. */
function tab({ unread = 0 } = {}) {
  const heard: LiveMessage[] = [];
  const takeTicket = vi.fn(async () => STREAM_TICKET);
  const fetchUnreadCount = vi.fn(async (): Promise<UnreadCount> => ({ count: unread }));
  const stop = startLiveNotifications({
    takeTicket,
    fetchUnreadCount,
    streamUrl: (ticket, lastEventId) =>
      `/api/notifications/stream?ticket=${ticket}${lastEventId === null ? '' : `&lastEventId=${lastEventId}`}`,
    onMessage: (message) => heard.push(message),
  });
  return { heard, takeTicket, fetchUnreadCount, stop };
}

/** Lets promises, microtasks and due timers run. */
const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

describe('live notifications client', () => {
  let browser: ReturnType<typeof installFakeBrowserApis>;

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    browser.uninstall();
    vi.useRealTimers();
  });

  it('opens one stream for two tabs and passes its events to both', async () => {
    browser = installFakeBrowserApis();
    const first = tab();
    const second = tab();
    await settle();

    expect(FakeEventSource.open()).toHaveLength(1);
    expect(first.takeTicket).toHaveBeenCalledTimes(1);
    expect(second.takeTicket).not.toHaveBeenCalled();
    const [stream] = FakeEventSource.open();
    expect(stream?.url).toBe('/api/notifications/stream?ticket=ticket-1');

    stream?.send('notification', streamNotification({ unreadCount: 4 }), 17);
    await settle();

    for (const each of [first, second]) {
      expect(each.heard).toContainEqual(
        expect.objectContaining({ type: 'notification', eventId: 17 }),
      );
    }
    first.stop();
    second.stop();
  });

  it('hands the stream to the other tab when the leader closes, resuming after the last event', async () => {
    browser = installFakeBrowserApis();
    const leader = tab();
    const follower = tab();
    await settle();
    FakeEventSource.open()[0]?.send('notification', streamNotification(), 23);
    await settle();

    leader.stop();
    await settle();

    expect(FakeEventSource.open()).toHaveLength(1);
    expect(FakeEventSource.open()[0]?.url).toBe(
      '/api/notifications/stream?ticket=ticket-1&lastEventId=23',
    );
    expect(follower.takeTicket).toHaveBeenCalledTimes(1);
    follower.stop();
  });

  it('reconnects with a fresh ticket from the last event id after an error', async () => {
    browser = installFakeBrowserApis();
    const only = tab();
    await settle();
    const first = FakeEventSource.open()[0];
    first?.accept();
    first?.send('unread', { count: 2 }, 40);
    first?.fail();

    expect(first?.closed).toBe(true);
    await settle(1_300);

    expect(only.takeTicket).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.open().map((source) => source.url)).toEqual([
      '/api/notifications/stream?ticket=ticket-1&lastEventId=40',
    ]);
    only.stop();
  });

  it('falls back to polling the unread count every minute when the stream keeps failing', async () => {
    browser = installFakeBrowserApis();
    const only = tab({ unread: 5 });
    await settle();
    for (let failure = 0; failure < MAX_STREAM_FAILURES; failure += 1) {
      FakeEventSource.open()[0]?.fail();
      await settle(40_000);
    }

    expect(FakeEventSource.open()).toHaveLength(0);
    const pollsAtFallback = only.fetchUnreadCount.mock.calls.length;
    expect(pollsAtFallback).toBeGreaterThanOrEqual(1);
    expect(only.heard.at(-1)).toEqual({ type: 'unread', data: { count: 5 }, eventId: null });

    await settle(POLL_INTERVAL_MS);
    expect(only.fetchUnreadCount).toHaveBeenCalledTimes(pollsAtFallback + 1);
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(only.fetchUnreadCount).toHaveBeenCalledTimes(pollsAtFallback + 2);
    only.stop();
  });

  it('tries the stream again after five minutes of polling, and stops polling once it is back', async () => {
    browser = installFakeBrowserApis();
    const only = tab();
    await settle();
    for (let failure = 0; failure < MAX_STREAM_FAILURES; failure += 1) {
      FakeEventSource.open()[0]?.fail();
      await settle(40_000);
    }
    expect(FakeEventSource.open()).toHaveLength(0);

    await settle(STREAM_RETRY_AFTER_POLLING_MS);
    const [stream] = FakeEventSource.open();
    expect(stream).toBeDefined();
    stream?.accept();
    await settle();
    const polls = only.fetchUnreadCount.mock.calls.length;
    await settle(POLL_INTERVAL_MS * 3);
    expect(only.fetchUnreadCount).toHaveBeenCalledTimes(polls);
    only.stop();
  });

  it('polls in a browser without EventSource, and a follower tab’s focus asks the leader to poll', async () => {
    browser = installFakeBrowserApis({ withEventSource: false });
    const leader = tab({ unread: 3 });
    const follower = tab();
    await settle();

    expect(leader.takeTicket).not.toHaveBeenCalled();
    expect(leader.fetchUnreadCount).toHaveBeenCalledTimes(1);
    expect(follower.heard).toEqual([{ type: 'unread', data: { count: 3 }, eventId: null }]);

    // Both tabs hear the window's focus here; the leader polls once for itself and once more
    // for the follower's request.
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(leader.fetchUnreadCount).toHaveBeenCalledTimes(3);
    expect(follower.fetchUnreadCount).not.toHaveBeenCalled();
    leader.stop();
    follower.stop();
  });

  it('closes the stream and stops polling when stopped (sign-out)', async () => {
    browser = installFakeBrowserApis();
    const only = tab();
    await settle();
    const stream = FakeEventSource.open()[0];

    only.stop();
    stream?.send('notification', streamNotification(), 5);
    await settle(POLL_INTERVAL_MS * 2);

    expect(stream?.closed).toBe(true);
    expect(only.heard).toEqual([]);
    expect(only.fetchUnreadCount).not.toHaveBeenCalled();
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES } from '@daengnyang/contract/messages';
import { NOTIFICATION_TEXTS } from '@daengnyang/contract/notification-texts';
import type { StreamNotification } from '@daengnyang/contract/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNotificationsService,
  inQuietHours,
} from '../../src/modules/notifications/service.ts';
import { createStreamHub } from '../../src/modules/notifications/stream-hub.ts';
import { createLocalOneTimeValues } from '../../src/shared-state/one-time-values.ts';
import { postComment } from '../community/posts.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { openMemberStream, openStream, takeTicket } from './event-stream.ts';
import { createNamedMember, writePost } from './support.ts';

type Member = { id: number; token: string };

describe('the notification stream', () => {
  let t: TestApp;
  let port: number;
  let author: Member;
  let commenter: Member;
  let postId: number;

  beforeAll(async () => {
    // A short request deadline: the stream must outlive it.
    t = await createTestApp({ REQUEST_DEADLINE_MS: '1000' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    author = await createNamedMember(t.app, '스트림작성자');
    commenter = await createNamedMember(t.app, '스트림댓글러');
    postId = await writePost(t.app, author.token, { title: '실시간 알림', content: '내용' });
  });
  afterAll(() => t.close());

  const notificationsOn = (stream: { dataOf: <T>(name: string) => T[] }) =>
    stream.dataOf<StreamNotification>('notification');

  it('delivers a comment to every open stream of the member, with its change number as id', async () => {
    const first = await openMemberStream(t.app, port, author.token, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const second = await openMemberStream(t.app, port, author.token);
    expect(first.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(first.headers['x-accel-buffering']).toBe('no');
    expect(first.headers['cache-control']).toContain('no-cache');
    expect(first.headers['content-encoding']).toBeUndefined();
    await expect.poll(() => first.dataOf('unread')).toEqual([{ count: 0 }]);
    // Past the request deadline (1 s here), the streams are still open.
    await sleep(1500);

    const commentId = await postComment(t.app, commenter.token, postId, { content: '실시간!' });
    for (const stream of [first, second]) {
      await expect.poll(() => notificationsOn(stream).length).toBe(1);
      const [pushed] = notificationsOn(stream);
      expect(pushed).toMatchObject({
        notification: {
          kind: 'comment',
          link: `/community/2/${postId}#comment-${commentId}`,
          text: NOTIFICATION_TEXTS.comment('스트림댓글러'),
        },
        unreadCount: 1,
        alert: true,
      });
      expect(
        Number(stream.events.find((event) => event.event === 'notification')?.id),
      ).toBeGreaterThan(0);
    }
    first.close();
    second.close();
  });

  it('replays what changed after Last-Event-ID (header or query) on reconnect', async () => {
    const stream = await openMemberStream(t.app, port, author.token);
    await postComment(t.app, commenter.token, postId, { content: '연결 중' });
    await expect.poll(() => notificationsOn(stream).length).toBe(1);
    const lastId = stream.events.filter((event) => event.event === 'notification').at(-1)?.id;
    stream.close();

    await postComment(t.app, commenter.token, postId, { content: '끊긴 사이 하나' });
    await postComment(t.app, commenter.token, postId, { content: '끊긴 사이 둘' });

    const resumed = await openMemberStream(t.app, port, author.token, {
      lastEventId: lastId ?? '',
    });
    await expect.poll(() => notificationsOn(resumed).length).toBe(2);
    expect(notificationsOn(resumed).map((pushed) => pushed.notification.excerpt)).toEqual([
      '끊긴 사이 하나',
      '끊긴 사이 둘',
    ]);
    const ids = resumed.events
      .filter((event) => event.event === 'notification')
      .map((e) => Number(e.id));
    expect(ids[0]).toBeGreaterThan(Number(lastId));
    expect(ids[1]).toBeGreaterThan(ids[0] ?? 0);
    resumed.close();

    const byQuery = await openMemberStream(t.app, port, author.token, {
      query: `&lastEventId=${lastId}`,
    });
    await expect.poll(() => notificationsOn(byQuery).length).toBe(2);
    byQuery.close();
  });

  it('tells the new unread count when entries are read on another device', async () => {
    const stream = await openMemberStream(t.app, port, author.token);
    await expect.poll(() => stream.dataOf<{ count: number }>('unread').length).toBe(1);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: bearer(author.token),
      payload: { all: true },
    });
    expect(read.statusCode).toBe(200);
    await expect
      .poll(() => stream.dataOf<{ count: number }>('unread').at(-1))
      .toEqual({ count: 0 });
    stream.close();
  });

  it('takes a ticket once; a used or unknown ticket is refused, and no ticket is logged', async () => {
    const ticket = await takeTicket(t.app, author.token);
    const opened = await openStream(port, `/api/notifications/stream?ticket=${ticket}`);
    expect(opened.status).toBe(200);
    const again = await openStream(port, `/api/notifications/stream?ticket=${ticket}`);
    expect(again.status).toBe(401);
    await again.ended;
    expect(JSON.parse(again.events[0]?.data ?? '{}')).toMatchObject({
      code: 401,
      message: MESSAGES.streamTicketInvalid,
    });
    const unknown = await openStream(port, '/api/notifications/stream?ticket=made-up');
    expect(unknown.status).toBe(401);
    const missing = await openStream(port, '/api/notifications/stream');
    expect(missing.status).toBe(400);
    opened.close();
    expect(t.logLines().some((line) => line.includes(ticket))).toBe(false);
    expect(t.logLines().some((line) => line.includes('ticket=[redacted]'))).toBe(true);
  });

  it('holds alerts in quiet hours, 22:00 to 08:00 Seoul time', () => {
    expect(inQuietHours(new Date('2026-11-27T13:00:00Z'))).toBe(true);
    expect(inQuietHours(new Date('2026-11-27T22:59:00Z'))).toBe(true);
    expect(inQuietHours(new Date('2026-11-27T23:00:00Z'))).toBe(false);
    expect(inQuietHours(new Date('2026-11-27T12:59:00Z'))).toBe(false);
  });

  it('forgets a ticket after its time', async () => {
    const values = createLocalOneTimeValues();
    await values.put('a', '1', 30);
    await values.put('b', '2', 5000);
    await sleep(60);
    expect(await values.take('a')).toBeNull();
    expect(await values.take('b')).toBe('2');
    expect(await values.take('b')).toBeNull();
  });

  it('keeps an idle stream alive with heartbeat comments', async () => {
    // The hub as the module builds it, on this app's database, with a 50 ms heartbeat.
    const hub = createStreamHub({
      notifications: createNotificationsService({
        db: t.app.database.db,
        imageUrls: t.app.imageUrls,
        events: t.app.events,
        oneTime: t.app.sharedState.oneTime,
      }),
      log: t.app.log,
      heartbeatMs: 50,
    });
    const server = createServer((_request, response) => hub.open(response, {}, author.id, 0));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const stream = await openStream((server.address() as AddressInfo).port, '/');
      await expect
        .poll(() => stream.comments.filter((text) => text === 'heartbeat').length)
        .toBeGreaterThan(2);
      expect(hub.size()).toBe(1);
      await hub.close();
      await stream.ended;
      expect(stream.events.at(-1)?.retry).toBe(5000);
    } finally {
      server.close();
    }
  });

  it('closes every stream with a retry hint on shutdown, without waiting for them', async () => {
    const stream = await openMemberStream(t.app, port, author.token);
    await expect.poll(() => stream.dataOf('unread').length).toBe(1);
    await t.app.close();
    await stream.ended;
    expect(stream.events.at(-1)?.retry).toBe(5000);
  });
});

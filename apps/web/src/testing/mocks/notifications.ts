import {
  type MarkRead,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationPreferences,
  type StreamNotification,
  type StreamTicket,
  type UnreadCount,
} from '@daengnyang/contract/notifications';
import { http } from 'msw';
import { ok } from './envelope.ts';
import { pagedOf } from './food.ts';

/** Someone's comment on the test member's post, unread, as the API lists it. */
export function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    notificationId: 801,
    kind: 'comment',
    actors: [{ userId: 12, name: '보리엄마', profileImgUrl: 'http://localhost/static/bori.png' }],
    actorCount: 1,
    text: '보리엄마님이 내 글에 댓글을 남겼어요.',
    target: { type: 'post', id: 101, title: '산책 다녀왔어요' },
    link: '/community/3/101#comment-501',
    excerpt: '저희 보리도 그 공원 좋아해요!',
    urgent: false,
    read: false,
    createdAt: '2024-03-06T09:30:00+09:00',
    updatedAt: '2024-03-06T09:30:00+09:00',
    ...overrides,
  };
}

/** A stream event's data: the entry, the new count, and whether it pops up. */
export function streamNotification(
  overrides: Partial<StreamNotification> = {},
): StreamNotification {
  return { notification: notification(), unreadCount: 1, alert: true, ...overrides };
}

/** The contract's defaults: every kind on, quiet hours off. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    boolean
  >,
  quietHours: false,
};

export const STREAM_TICKET: StreamTicket = { ticket: 'ticket-1', expiresInSeconds: 30 };

/**
 * A member's notifications as the API keeps them: the list, the count of unread entries, read
 * marks and preferences, changing as the calls change them. Every member-page test gets an
 * empty one (handlers.ts); a test about notifications passes its own entries.
 */
export function notificationHandlers({
  entries = [],
  preferences = DEFAULT_PREFERENCES,
  size = 20,
}: {
  entries?: Notification[];
  preferences?: NotificationPreferences;
  size?: number;
} = {}) {
  let stored = entries.map((entry) => ({ ...entry }));
  let storedPreferences = preferences;
  const unread = (): UnreadCount => ({ count: stored.filter((entry) => !entry.read).length });
  return [
    http.get('/api/notifications/unread-count', () => ok(unread())),
    http.get('/api/notifications', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      const content = stored.slice((page - 1) * size, page * size);
      return ok(pagedOf(content, { page, size, totalElements: stored.length }));
    }),
    http.post<never, MarkRead>('/api/notifications/read', async ({ request }) => {
      const body = await request.json();
      stored = stored.map((entry) =>
        'all' in body || body.ids.includes(entry.notificationId) ? { ...entry, read: true } : entry,
      );
      return ok(unread());
    }),
    http.get('/api/notifications/preferences', () => ok(storedPreferences)),
    http.put<never, NotificationPreferences>(
      '/api/notifications/preferences',
      async ({ request }) => {
        storedPreferences = await request.json();
        return ok(storedPreferences);
      },
    ),
    http.post('/api/notifications/stream-ticket', () => ok(STREAM_TICKET)),
  ];
}

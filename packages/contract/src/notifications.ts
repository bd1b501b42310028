import { z } from 'zod';
import { DateTimeSchema, IdSchema, pageQuerySchema, UserSummarySchema } from './common.ts';
import { MESSAGES } from './messages.ts';
import { pagedSchema } from './paging.ts';

/**
 * Notifications (알림, issue 22). A member is notified of what others did to what they wrote and
 * of what moderation decided about them — never of their own action, never from a member they
 * block. Created once per event for the whole site (whichever instance handles it first).
 *
 * - `comment`: someone commented on my post. `reply`: someone replied to my comment.
 * - `mention`: someone wrote `@닉네임` (my current name) in a post or comment.
 * - `postLiked`: likes of my post, one entry per post per Seoul day, its actors growing.
 * - `reviewHelpful`: "helpful" marks of my review, grouped the same way.
 * - `moderation`: an administrator decided on my item (hidden, deleted, 임시조치, shown again).
 * - `sanction`: I was warned, write-banned or suspended (or a sanction of mine was lifted).
 * - `reportDecided`: a report I filed was decided.
 * - `petMatch` (issue 23): a new report or shelter animal may be the animal of my active lost,
 *   sighting or sheltering report — once per pair, always `urgent` (quiet hours never hold it).
 */
export const NOTIFICATION_KINDS = [
  'comment',
  'reply',
  'mention',
  'postLiked',
  'reviewHelpful',
  'moderation',
  'sanction',
  'reportDecided',
  'petMatch',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The preference labels, in the order the settings list shows them. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  comment: '내 글에 달린 댓글',
  reply: '내 댓글에 달린 답글',
  mention: '나를 언급한 글과 댓글',
  postLiked: '내 글의 좋아요',
  reviewHelpful: '내 리뷰가 도움이 됐어요',
  moderation: '내 글에 대한 운영진 조치',
  sanction: '내 계정에 대한 제재',
  reportDecided: '내가 한 신고의 처리 결과',
  petMatch: '내 실종·목격 글과 비슷한 새 글과 보호소 공고',
};

/** What a notification opens: a post (maybe at one comment), a food, a notice, or a page. */
export const NOTIFICATION_TARGET_TYPES = ['post', 'food', 'notice', 'sanction', 'report'] as const;

/**
 * One entry of the list. `actors`: the latest up to three members who acted (newest first);
 * `actorCount`: how many in all (grouped kinds count every member once). `text`: the sentence
 * the list shows, composed by the server in Korean (e.g. "보리님 외 2명이 좋아합니다"). `link`:
 * the site path to open, with `#comment-{id}` (`#review-{id}`) when it is about one comment, so
 * the page scrolls to it. `excerpt`: the start of the comment or post that caused it (≤ 100
 * characters), null when there is none. `urgent`: about a post of category 6 (실종·목격) —
 * quiet hours never hold it.
 */
export const NotificationSchema = z.object({
  notificationId: z.int(),
  kind: z.enum(NOTIFICATION_KINDS),
  actors: z.array(UserSummarySchema),
  actorCount: z.int(),
  text: z.string(),
  target: z.object({
    type: z.enum(NOTIFICATION_TARGET_TYPES),
    id: z.int(),
    title: z.string(),
  }),
  link: z.string(),
  excerpt: z.string().nullable(),
  urgent: z.boolean(),
  read: z.boolean(),
  createdAt: DateTimeSchema,
  /** When it last changed (a grouped entry gains an actor and becomes unread again). */
  updatedAt: DateTimeSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

/** `GET /api/notifications?page&size` — the caller's notifications, latest change first. */
export const NotificationListQuerySchema = pageQuerySchema(20);
export const NotificationPageSchema = pagedSchema(NotificationSchema);

/**
 * `GET /api/notifications/unread-count` — unread entries (a grouped entry counts once). The
 * answer of `POST /api/notifications/read` too.
 */
export const UnreadCountSchema = z.object({ count: z.int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/**
 * `POST /api/notifications/read` — `{ ids }` (the caller's own; others' ids are ignored) or
 * `{ all: true }`. Idempotent.
 */
export const MarkReadSchema = z.union(
  [z.object({ ids: z.array(IdSchema).min(1).max(100) }), z.object({ all: z.literal(true) })],
  MESSAGES.notificationReadInvalid,
);
export type MarkRead = z.infer<typeof MarkReadSchema>;

/**
 * `GET` / `PUT /api/notifications/preferences` — each kind on or off (off: no entry is created),
 * and quiet hours 22:00–08:00 Seoul time: entries are still created, but the live stream holds
 * their alert (it sends the new unread count only) — except `urgent` ones. Defaults: every kind
 * on, quiet hours off. `PUT` takes the whole object and answers it.
 */
export const NotificationPreferencesSchema = z.object({
  kinds: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
      NotificationKind,
      z.ZodBoolean
    >,
  ),
  quietHours: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const QUIET_HOURS = { from: '22:00', to: '08:00' } as const;

/**
 * Live delivery. `EventSource` cannot send `Authorization`, so a signed-in client first takes a
 * ticket: `POST /api/notifications/stream-ticket` → `{ ticket, expiresInSeconds }` (30 s,
 * single use, valid on any instance), then opens
 * `GET /api/notifications/stream?ticket=…` (`text/event-stream`). The ticket is never logged; a
 * used, expired or unknown ticket answers 401 `MESSAGES.streamTicketInvalid`. A reconnecting
 * client sends the last id it saw as `Last-Event-ID` or, with a fresh ticket, as
 * `&lastEventId=`; the stream first replays every change after it from the database.
 *
 * Events: `notification` (id: the change's sequence number; data `StreamNotificationSchema`)
 * when an entry is created or a grouped entry grows; `unread` (data `UnreadCountSchema`) when the
 * count changes otherwise (read on another device); a comment line every 25 s keeps proxies
 * from closing it. On shutdown the server sends `retry: 5000` and closes.
 */
export const StreamTicketSchema = z.object({
  ticket: z.string(),
  expiresInSeconds: z.int(),
});
export type StreamTicket = z.infer<typeof StreamTicketSchema>;

export const StreamQuerySchema = z.object({
  ticket: z.string().min(1).max(200),
  lastEventId: z.coerce.number().int().min(0).optional(),
});

/** `alert`: false while the member's quiet hours hold it (update the badge, no pop-up). */
export const StreamNotificationSchema = z.object({
  notification: NotificationSchema,
  unreadCount: z.int(),
  alert: z.boolean(),
});
export type StreamNotification = z.infer<typeof StreamNotificationSchema>;

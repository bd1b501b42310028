import { randomBytes } from 'node:crypto';
import { SITE_TIME_ZONE } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import { NOTIFICATION_TEXTS } from '@daengnyang/contract/notification-texts';
import {
  type MarkRead,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationPreferences,
  QUIET_HOURS,
  type StreamNotification,
  type StreamTicket,
  type UnreadCount,
} from '@daengnyang/contract/notifications';
import type { Paged } from '@daengnyang/contract/paging';
import {
  noticeDaysLeft,
  PET_REPORT_KIND_LABELS,
  PET_REPORT_KINDS,
} from '@daengnyang/contract/pet-reports';
import type { SignedInCaller } from '../../auth/caller.ts';
import { toUserSummary, WITHDRAWN_USER_NAME } from '../../db/authors.ts';
import { formatSeoulDateTime } from '../../http/dates.ts';
import { unauthorized } from '../../http/errors.ts';
import { type PageRequest, toPage } from '../../http/paging.ts';
import type { ImageUrls } from '../../images/urls.ts';
import type { OneTimeValues } from '../../shared-state/one-time-values.ts';
import type { ModuleDeps } from '../deps.ts';
import {
  countUnread,
  type EntryRow,
  findActors,
  findChangesAfter,
  findNotificationPage,
  findPreferences,
  latestChangeSeq,
  markRead,
  savePreferences,
} from './repository.ts';

/** The actors an entry shows (contract: the latest up to three). */
const SHOWN_ACTORS = 3;
/** A stream ticket's life (contract notifications.ts: 30 s, single use). */
export const STREAM_TICKET_SECONDS = 30;
/** Changes sent per replay read; a longer backlog is read in several. */
const REPLAY_BATCH = 100;
const TICKET_KEY = 'stream-ticket:';

const VARIANT_TEXT: Record<string, string> = {
  hide: NOTIFICATION_TEXTS.moderationHidden,
  delete: NOTIFICATION_TEXTS.moderationDeleted,
  temporaryMeasure: NOTIFICATION_TEXTS.moderationTemporaryMeasure,
  restored: NOTIFICATION_TEXTS.moderationRestored,
  warning: NOTIFICATION_TEXTS.sanctionWarning,
  writeBan: NOTIFICATION_TEXTS.sanctionWriteBan,
  suspension: NOTIFICATION_TEXTS.sanctionSuspension,
  lifted: NOTIFICATION_TEXTS.sanctionLifted,
  upheld: NOTIFICATION_TEXTS.reportUpheld,
  dismissed: NOTIFICATION_TEXTS.reportDismissed,
};

/** The sentence an entry shows, from its kind, its first actor and how many acted. */
function textOf(kind: NotificationKind, variant: string | null, name: string, actorCount: number) {
  switch (kind) {
    case 'comment':
      return NOTIFICATION_TEXTS.comment(name);
    case 'reply':
      return NOTIFICATION_TEXTS.reply(name);
    case 'mention':
      return NOTIFICATION_TEXTS.mention(name);
    case 'postLiked':
      return NOTIFICATION_TEXTS.postLiked(name, Math.max(actorCount - 1, 0));
    case 'reviewHelpful':
      return NOTIFICATION_TEXTS.reviewHelpful(name, Math.max(actorCount - 1, 0));
    case 'moderation':
    case 'sanction':
    case 'reportDecided':
      return VARIANT_TEXT[variant ?? ''] ?? '';
    case 'petMatch':
      return petMatchText(variant ?? '');
  }
}

const SHELTER_VARIANT = 'shelter:';

/**
 * A match's sentence from its variant: the candidate post's kind, or `shelter:` and the last day
 * of the animal's notice, counted down from today.
 */
function petMatchText(variant: string): string {
  if (variant.startsWith(SHELTER_VARIANT)) {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(new Date());
    return NOTIFICATION_TEXTS.petMatchShelter(
      noticeDaysLeft(variant.slice(SHELTER_VARIANT.length), today),
    );
  }
  const kind = PET_REPORT_KINDS.find((known) => known === variant);
  return NOTIFICATION_TEXTS.petMatchPost(kind ? PET_REPORT_KIND_LABELS[kind] : '');
}

const isKind = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);
const isTargetType = (type: string): type is Notification['target']['type'] =>
  ['post', 'food', 'notice', 'sanction', 'report'].includes(type);

/** Whether `date` falls in the quiet hours (22:00–08:00 Seoul time). */
export function inQuietHours(date: Date): boolean {
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: SITE_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return clock >= QUIET_HOURS.from || clock < QUIET_HOURS.to;
}

/** Entries in the wire shape, with their shown actors read in one query. */
async function toNotifications(
  db: ModuleDeps['db'],
  imageUrls: ImageUrls,
  rows: EntryRow[],
): Promise<Notification[]> {
  const shownIds = [...new Set(rows.flatMap((row) => row.actorIds.slice(0, SHOWN_ACTORS)))];
  const actors = new Map(
    (await findActors(db, shownIds)).map((row) => [row.authorId, toUserSummary(row, imageUrls)]),
  );
  return rows.flatMap((row) => {
    if (!isKind(row.kind) || !isTargetType(row.targetType)) return [];
    const shown = row.actorIds.slice(0, SHOWN_ACTORS).flatMap((id) => actors.get(id) ?? []);
    const gone = row.targetType === 'post' && row.postTitle === null;
    return [
      {
        notificationId: row.id,
        kind: row.kind,
        actors: shown,
        actorCount: row.actorIds.length,
        text: textOf(
          row.kind,
          row.variant,
          shown[0]?.name ?? WITHDRAWN_USER_NAME,
          row.actorIds.length,
        ),
        target: { type: row.targetType, id: row.targetId, title: row.postTitle ?? row.storedTitle },
        link: gone ? row.linkWhenGone : row.link,
        excerpt: row.excerpt,
        urgent: row.urgent,
        read: row.read,
        createdAt: formatSeoulDateTime(row.createdAt),
        updatedAt: formatSeoulDateTime(row.updatedAt),
      },
    ];
  });
}

/** A member's notifications, preferences and stream tickets (issue 22 items 2 and 3). */
export function createNotificationsService(
  deps: Pick<ModuleDeps, 'db' | 'imageUrls' | 'events'> & { oneTime: OneTimeValues },
) {
  const { db, imageUrls, events, oneTime } = deps;

  async function preferencesOf(userId: number): Promise<NotificationPreferences> {
    const stored = await findPreferences(db, userId);
    const disabled = new Set(stored?.disabledKinds ?? []);
    return {
      kinds: Object.fromEntries(
        NOTIFICATION_KINDS.map((kind) => [kind, !disabled.has(kind)]),
      ) as NotificationPreferences['kinds'],
      quietHours: stored?.quietHours ?? false,
    };
  }

  return {
    async list(caller: SignedInCaller, page: PageRequest): Promise<Paged<Notification>> {
      const { rows, total } = await findNotificationPage(db, caller.userId, page);
      return toPage(await toNotifications(db, imageUrls, rows), total, page);
    },

    async unreadCount(caller: SignedInCaller): Promise<UnreadCount> {
      return { count: await countUnread(db, caller.userId) };
    },

    /** Marks read and tells the member's other streams the new count; idempotent. */
    async markRead(caller: SignedInCaller, input: MarkRead): Promise<UnreadCount> {
      await events.transaction(async (tx, record) => {
        const changed = await markRead(tx, caller.userId, 'ids' in input ? input.ids : null);
        if (changed === 0) return;
        record({
          kind: 'notification.changed',
          subjectId: caller.userId,
          actorId: caller.userId,
          payload: { reason: 'read' },
        });
      });
      return { count: await countUnread(db, caller.userId) };
    },

    preferences: (caller: SignedInCaller) => preferencesOf(caller.userId),

    async savePreferences(
      caller: SignedInCaller,
      input: NotificationPreferences,
    ): Promise<NotificationPreferences> {
      const disabledKinds = NOTIFICATION_KINDS.filter((kind) => !input.kinds[kind]);
      await savePreferences(db, caller.userId, { disabledKinds, quietHours: input.quietHours });
      return preferencesOf(caller.userId);
    },

    /** A random ticket in shared state: any instance redeems it, once, within 30 s. */
    async issueTicket(caller: SignedInCaller): Promise<StreamTicket> {
      const ticket = randomBytes(24).toString('base64url');
      await oneTime.put(TICKET_KEY + ticket, String(caller.userId), STREAM_TICKET_SECONDS * 1000);
      return { ticket, expiresInSeconds: STREAM_TICKET_SECONDS };
    },

    /** The member a ticket was issued to; a used, expired or unknown ticket is refused (401). */
    async redeemTicket(ticket: string): Promise<number> {
      const userId = Number(await oneTime.take(TICKET_KEY + ticket));
      if (!Number.isSafeInteger(userId) || userId <= 0) {
        throw unauthorized(MESSAGES.streamTicketInvalid);
      }
      return userId;
    },

    latestChange: (userId: number) => latestChangeSeq(db, userId),

    countUnread: (userId: number) => countUnread(db, userId),

    /**
     * The member's entries changed after `afterSeq` as stream events, in change order, with
     * their sequence number, the unread count and whether to alert (quiet hours hold it), and
     * the last sequence number read (null when nothing changed); `more`: read again after it.
     */
    async changesAfter(userId: number, afterSeq: number) {
      const rows = await findChangesAfter(db, userId, afterSeq, REPLAY_BATCH);
      const last = rows.at(-1);
      if (!last) return { events: [], upTo: null, more: false };
      const [entries, unreadCount, preferences] = await Promise.all([
        toNotifications(db, imageUrls, rows),
        countUnread(db, userId),
        findPreferences(db, userId),
      ]);
      const quiet = (preferences?.quietHours ?? false) && inQuietHours(new Date());
      const seqOf = new Map(rows.map((row) => [row.id, row.changeSeq]));
      const events = entries.map((notification) => ({
        seq: seqOf.get(notification.notificationId) ?? last.changeSeq,
        data: {
          notification,
          unreadCount,
          alert: notification.urgent || !quiet,
        } satisfies StreamNotification,
      }));
      return { events, upTo: last.changeSeq, more: rows.length === REPLAY_BATCH };
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;

import {
  MarkReadSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationPreferencesSchema,
  StreamQuerySchema,
  StreamTicketSchema,
  UnreadCountSchema,
} from '@daengnyang/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../auth/caller.ts';
import { ok, okResponse } from '../../http/envelope.ts';
import type { NotificationsService } from './service.ts';
import type { StreamHub } from './stream-hub.ts';

/** The stream's route: the anonymous-call limit does not count it (its ticket is a member's). */
export const NOTIFICATION_STREAM_ROUTE = '/api/notifications/stream';

/** `Last-Event-ID` as the browser resends it: the last `id:` it received. */
function lastEventIdOf(header: string | string[] | undefined, query: number | undefined) {
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && /^\d{1,15}$/.test(value)) return Number(value);
  return query ?? null;
}

/** Notifications (issue 22; contract notifications.ts). */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  streams: StreamHub;
}> = async (app, { notifications, streams }) => {
  const tags = ['notifications'];

  app.get(
    '/api/notifications',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          "The caller's notifications, latest change first (a grouped entry that gained an actor comes up again).",
        querystring: NotificationListQuerySchema,
        response: okResponse(NotificationPageSchema),
      },
    },
    async (request) => ok(await notifications.list(signedIn(request), request.query)),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description: 'Unread entries (a grouped entry counts once).',
        response: okResponse(UnreadCountSchema),
      },
    },
    async (request) => ok(await notifications.unreadCount(signedIn(request))),
  );

  app.post(
    '/api/notifications/read',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          "Marks `{ ids }` (the caller's own among them) or `{ all: true }` read; answers the unread count. Idempotent.",
        body: MarkReadSchema,
        response: okResponse(UnreadCountSchema),
      },
    },
    async (request) => ok(await notifications.markRead(signedIn(request), request.body)),
  );

  app.get(
    '/api/notifications/preferences',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description: 'Each kind on or off, and quiet hours (22:00–08:00 Seoul time).',
        response: okResponse(NotificationPreferencesSchema),
      },
    },
    async (request) => ok(await notifications.preferences(signedIn(request))),
  );

  app.put(
    '/api/notifications/preferences',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description: 'Replaces the preferences (the whole object) and answers them.',
        body: NotificationPreferencesSchema,
        response: okResponse(NotificationPreferencesSchema),
      },
    },
    async (request) => ok(await notifications.savePreferences(signedIn(request), request.body)),
  );

  app.post(
    '/api/notifications/stream-ticket',
    {
      preHandler: requireUser,
      schema: {
        tags,
        description:
          'A single-use ticket for opening the stream, valid 30 s on any instance (EventSource cannot send Authorization).',
        response: okResponse(StreamTicketSchema),
      },
    },
    async (request) => ok(await notifications.issueTicket(signedIn(request))),
  );

  app.get(
    NOTIFICATION_STREAM_ROUTE,
    {
      schema: {
        tags,
        description:
          'Server-Sent Events: `notification` (id: the change number; data StreamNotification), `unread` ({ count }), a comment every 25 s; `retry: 5000` on shutdown. Replays the changes after `Last-Event-ID` (or `lastEventId`) first. A used, expired or unknown ticket: 401.',
        querystring: StreamQuerySchema,
        response: {
          200: {
            description: 'The event stream (never ends on its own)',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const userId = await notifications.redeemTicket(request.query.ticket);
      const lastEventId = lastEventIdOf(
        request.headers['last-event-id'],
        request.query.lastEventId,
      );
      // Read before the response is taken over: a failure is still answered in the envelope.
      const start = lastEventId ?? (await notifications.latestChange(userId));
      reply.hijack();
      streams.open(reply.raw, reply.getHeaders(), userId, start);
    },
  );
};

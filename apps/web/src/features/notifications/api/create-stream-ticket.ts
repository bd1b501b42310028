import { type StreamTicket, StreamTicketSchema } from '@daengnyang/contract/notifications';
import { apiRequest } from '@/api/api-client.ts';

/**
 * `POST /api/notifications/stream-ticket`: a 30-second single-use ticket that opens the stream.
 * `EventSource` cannot send the `Authorization` header, and the access token must never be in a
 * URL, so the token goes in this request's header and only the ticket in the stream's URL.
 */
export function createStreamTicket(): Promise<StreamTicket> {
  return apiRequest(import.meta.env.DEV ? StreamTicketSchema : undefined, {
    method: 'POST',
    url: '/api/notifications/stream-ticket',
  });
}

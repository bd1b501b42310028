import { type IncomingHttpHeaders, request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, envelope } from '../helpers/app.ts';

/** One Server-Sent Event as a browser's EventSource reads it (comments kept apart). */
export type StreamEvent = { id: string | null; event: string; data: string; retry: number | null };

export type OpenedStream = {
  status: number;
  headers: IncomingHttpHeaders;
  events: StreamEvent[];
  comments: string[];
  /** Resolves when the server ended the response. */
  ended: Promise<void>;
  /** The events named `name`, their data parsed. */
  dataOf: <T>(name: string) => T[];
  close: () => void;
};

/** Parses the text of a stream into events, as the EventSource algorithm does. */
function parseBlock(block: string, into: { events: StreamEvent[]; comments: string[] }) {
  const event: StreamEvent = { id: null, event: 'message', data: '', retry: null };
  let hasData = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      into.comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') event.id = value;
    if (field === 'event') event.event = value;
    if (field === 'retry') event.retry = Number(value);
    if (field === 'data') {
      event.data = hasData ? `${event.data}\n${value}` : value;
      hasData = true;
    }
  }
  if (hasData || event.retry !== null) into.events.push(event);
}

/**
 * Opens `GET path` on 127.0.0.1:`port` and keeps reading it; answers once the headers came.
 * A refusal (not 200) is read to its end and its body kept in `events[0].data`.
 */
export function openStream(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      const state = { events: [] as StreamEvent[], comments: [] as string[] };
      let buffer = '';
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        if (response.statusCode !== 200) return;
        let cut = buffer.indexOf('\n\n');
        while (cut !== -1) {
          parseBlock(buffer.slice(0, cut), state);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
        }
      });
      response.on('end', () => {
        if (response.statusCode !== 200) {
          state.events.push({ id: null, event: 'refusal', data: buffer, retry: null });
        }
      });
      response.on('error', () => undefined);
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        ...state,
        ended,
        dataOf: <T>(name: string) =>
          state.events
            .filter((event) => event.event === name)
            .map((event) => JSON.parse(event.data) as T),
        close: () => {
          response.destroy();
          sent.destroy();
        },
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** `POST /api/notifications/stream-ticket` as the member (on any instance). */
export async function takeTicket(app: FastifyInstance, token: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/notifications/stream-ticket',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = envelope<{ ticket: string; expiresInSeconds: number }>(response).body;
  expect(body.expiresInSeconds).toBe(30);
  return body.ticket;
}

/** Takes a ticket from `issuer` and opens a stream on the server listening on `port`. */
export async function openMemberStream(
  issuer: FastifyInstance,
  port: number,
  token: string,
  options: { lastEventId?: string; query?: string; headers?: Record<string, string> } = {},
): Promise<OpenedStream> {
  const ticket = await takeTicket(issuer, token);
  const stream = await openStream(
    port,
    `/api/notifications/stream?ticket=${ticket}${options.query ?? ''}`,
    {
      ...options.headers,
      ...(options.lastEventId === undefined ? {} : { 'last-event-id': options.lastEventId }),
    },
  );
  expect(stream.status).toBe(200);
  return stream;
}

import { REQUEST_TIMEOUT_MS } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { z } from 'zod';
import { apiBaseUrl } from '@/config/env.ts';
import { readToken } from '@/lib/token-store.ts';
import { ApiError, answeredError, unansweredError } from './api-error.ts';

/**
 * The contract's schema of a call's answer, which checks the answer in development and tests.
 * Calls pass `import.meta.env.DEV ? Schema : undefined`: production builds drop the schema, and
 * with it zod (30 kB gzip, a third of the JS budget of `/`), and trust the server's contract.
 */
export type ResponseSchema<Body> = z.ZodType<Body> | undefined;

export type QueryParams = Record<string, string | number | undefined>;

export type ApiRequest = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The query string; undefined values are left out. */
  params?: QueryParams;
  /** Sent as JSON. Forms with files go through `uploadForm` (lib/upload.ts). */
  data?: unknown;
  /** A create call's key: a retry with it is stored once (see submission-key.ts). */
  idempotencyKey?: string;
  signal?: AbortSignal;
};

/** An API path with its query string (`/api/foods?sort=rank&page=1`); undefined values are left out. */
export function apiPath(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) search.append(name, String(value));
  }
  const query = search.toString();
  return query === '' ? path : `${path}?${query}`;
}

/** The absolute URL of an API path: relative to the page when the API serves the web app. */
export function apiUrl(path: string, params: QueryParams = {}): string {
  return new URL(`${apiBaseUrl}${apiPath(path, params)}`, window.location.href).href;
}

/** A request as it leaves the app, and the answer as it arrives. */
export type ApiTransport = (request: {
  /** The API path with its query string. */
  path: string;
  method: NonNullable<ApiRequest['method']>;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal;
}) => Promise<{ status: number; text: string }>;

const fetchTransport: ApiTransport = async ({ path, ...init }) => {
  const response = await fetch(new URL(`${apiBaseUrl}${path}`, window.location.href), init);
  return { status: response.status, text: await response.text() };
};

let transport = fetchTransport;

/**
 * Sends the app's requests another way: the server render hands them to the API in its own
 * process (entry-server.tsx). The browser keeps `fetch`.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Every request carries the stored token, `Bearer <jwt>` as it is (spec §7). */
export function authorizationHeader(): Record<string, string> {
  const token = readToken();
  return token === null ? {} : { Authorization: token };
}

/** The `Idempotency-Key` header of a create call that has a key. */
export function idempotencyHeader(key: string | undefined): Record<string, string> {
  return key === undefined ? {} : { 'Idempotency-Key': key };
}

/** JSON when the answer is JSON; the text otherwise (a proxy's error page, say). */
export function parseAnswer(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The envelope's `body` of an answer (clients read only that, wire contract §1), checked
 * against `schema` when there is one; any other status rejects with the typed error.
 */
export function answerBody<Body>(schema: ResponseSchema<Body>, status: number, payload: unknown) {
  if (status < 200 || status >= 300) throw answeredError(status, payload);
  const body =
    typeof payload === 'object' && payload !== null && 'body' in payload ? payload.body : undefined;
  if (schema === undefined) return body as Body;
  const checked = schema.safeParse(body);
  if (!checked.success) throw new ApiError(status, MESSAGES.serverError, { cause: checked.error });
  return checked.data;
}

/**
 * Sends a request and returns the envelope's `body`. Any failure (no answer within 10 s
 * included, spec §9) rejects with an `ApiError`.
 */
export async function apiRequest<Body>(
  schema: ResponseSchema<Body>,
  { url, method = 'GET', params, data, idempotencyKey, signal }: ApiRequest,
): Promise<Body> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let status: number;
  let text: string;
  try {
    ({ status, text } = await transport({
      path: apiPath(url, params),
      method,
      headers: {
        ...authorizationHeader(),
        ...idempotencyHeader(idempotencyKey),
        ...(data !== undefined && { 'Content-Type': 'application/json' }),
      },
      body: data === undefined ? undefined : JSON.stringify(data),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    }));
  } catch (error) {
    throw unansweredError(error);
  }
  return answerBody(schema, status, parseAnswer(text));
}

import { MESSAGES } from '@daengnyang/contract/messages';

/** An error a client may see: its status and a Korean sentence a person can act on. */
export class HttpError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]> | null;
  /** Sent as `Retry-After` (429, 503): when a client may try again. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    message: string,
    fieldErrors: Record<string, string[]> | null = null,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

export const badRequest = (message: string = MESSAGES.invalidRequest, fieldErrors = null) =>
  new HttpError(400, message, fieldErrors);
export const unauthorized = (message: string = MESSAGES.loginRequired) =>
  new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** A 429: a limit refused the call. Its name is counted in `/metrics` (by limit). */
export class TooManyRequests extends HttpError {
  /** Which limit refused, e.g. `posts`, `anonymous`, `image_job`. */
  readonly limit: string;

  constructor(message: string, retryAfterSeconds: number, limit: string) {
    super(429, message, null, { retryAfterSeconds });
    this.name = 'TooManyRequests';
    this.limit = limit;
  }
}

export const tooManyRequests = (message: string, retryAfterSeconds: number, limit: string) =>
  new TooManyRequests(message, retryAfterSeconds, limit);

/** Guard that throws: `invariantResponse(post, '게시글을 찾을 수 없습니다.', 404)`. */
export function invariantResponse<T>(
  value: T,
  message: string,
  status = 400,
): asserts value is NonNullable<T> {
  if (value === null || value === undefined || value === false) {
    throw new HttpError(status, message);
  }
}

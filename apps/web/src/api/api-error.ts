import type { ErrorEnvelope } from '@daengnyang/contract/envelope';
import { MESSAGES } from '@daengnyang/contract/messages';

/** Every failed API call surfaces as this: the HTTP status (0 when no answer came) and a Korean sentence. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;

  constructor(status: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
  }
}

const FALLBACK_MESSAGES: Record<number, string> = {
  400: MESSAGES.invalidRequest,
  401: MESSAGES.loginRequired,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  429: MESSAGES.tooManyRequests,
};

/**
 * The envelope of a failure (wire contract §1), checked by hand rather than with the contract's
 * zod schema: this runs on every page, and zod stays out of the production bundle.
 */
function isErrorEnvelope(payload: unknown): payload is ErrorEnvelope {
  if (typeof payload !== 'object' || payload === null) return false;
  const { code, message, body } = payload as Record<string, unknown>;
  return (
    Number.isInteger(code) &&
    typeof message === 'string' &&
    (body === null || (typeof body === 'object' && !Array.isArray(body)))
  );
}

/** A failure the server answered: its own message when it sent one, else ours for the status. */
export function answeredError(status: number, payload: unknown): ApiError {
  const message = isErrorEnvelope(payload)
    ? payload.message
    : (FALLBACK_MESSAGES[status] ?? MESSAGES.serverError);
  return new ApiError(status, message);
}

/** No answer: the network failed, the call timed out or was cancelled. */
export function unansweredError(cause: unknown): ApiError {
  return new ApiError(0, MESSAGES.networkError, { cause });
}

import { ErrorEnvelopeSchema } from '@daengnyang/contract/envelope';
import { MESSAGES } from '@daengnyang/contract/messages';
import { isAxiosError } from 'axios';

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

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error) && error.response) {
    const { status, data } = error.response;
    const envelope = ErrorEnvelopeSchema.safeParse(data);
    const message = envelope.success
      ? envelope.data.message
      : (FALLBACK_MESSAGES[status] ?? MESSAGES.serverError);
    return new ApiError(status, message, { cause: error });
  }
  return new ApiError(0, MESSAGES.networkError, { cause: error });
}

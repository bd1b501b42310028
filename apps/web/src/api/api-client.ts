import { REQUEST_TIMEOUT_MS } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import axios, { type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { apiBaseUrl } from '@/config/env.ts';
import { readToken } from '@/lib/token-store.ts';
import { ApiError, toApiError } from './api-error.ts';

const apiClient = axios.create({ baseURL: apiBaseUrl, timeout: REQUEST_TIMEOUT_MS });

apiClient.interceptors.request.use((config) => {
  const token = readToken();
  if (token !== null) config.headers.set('Authorization', token);
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) =>
  Promise.reject(toApiError(error)),
);

/** Clients read only the envelope's `body` (wire contract §1). */
function envelopeBody(data: unknown): unknown {
  return typeof data === 'object' && data !== null && 'body' in data ? data.body : undefined;
}

/**
 * Sends a request and returns the envelope's `body`, checked against the contract schema.
 * Any failure, an answer that breaks the contract included, rejects with an `ApiError`.
 */
export async function apiRequest<Body extends z.ZodType>(
  bodySchema: Body,
  config: AxiosRequestConfig,
): Promise<z.output<Body>> {
  const response = await apiClient.request<unknown>(config);
  const body = bodySchema.safeParse(envelopeBody(response.data));
  if (!body.success) {
    throw new ApiError(response.status, MESSAGES.serverError, { cause: body.error });
  }
  return body.data;
}

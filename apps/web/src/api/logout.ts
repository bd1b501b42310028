import { LogoutResponseSchema } from '@daengnyang/contract/account';
import { apiRequest } from './api-client.ts';

/** How long signing out waits for the server before it forgets the token anyway. */
const LOGOUT_WAIT_MS = 3_000;

/**
 * Asks the server to end every session of this account (its tokens stop working everywhere,
 * a copied token included). Sent with the token still stored, so before it is forgotten.
 */
export function logout(): Promise<string> {
  return apiRequest(import.meta.env.DEV ? LogoutResponseSchema : undefined, {
    method: 'POST',
    url: '/api/auth/logout',
    signal: AbortSignal.timeout(LOGOUT_WAIT_MS),
  });
}

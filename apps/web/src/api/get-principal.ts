import { type Principal, PrincipalSchema } from '@daengnyang/contract/account';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { clearToken, readToken } from '@/lib/token-store.ts';
import { apiRequest } from './api-client.ts';
import { accountKeys } from './query-keys.ts';

export async function getPrincipal(signal?: AbortSignal): Promise<Principal> {
  const sentToken = readToken();
  const principal = await apiRequest(import.meta.env.DEV ? PrincipalSchema : undefined, {
    url: '/api/account/principal',
    signal,
  });
  // The server answers "anonymous" for an invalid or expired token: forget that token, unless a
  // newer one was stored while the request was on its way.
  if (!principal.authenticated && sentToken !== null && readToken() === sentToken) clearToken();
  return principal;
}

export function getPrincipalQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.principal(),
    queryFn: ({ signal }) => getPrincipal(signal),
  });
}

/** Asks the server again right now, ignoring an answer already on its way for an older token. */
export async function refreshPrincipal(queryClient: QueryClient): Promise<Principal> {
  const options = getPrincipalQueryOptions();
  await queryClient.cancelQueries({ queryKey: options.queryKey });
  return queryClient.fetchQuery({ ...options, staleTime: 0 });
}

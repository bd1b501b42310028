import { type MySanctions, MySanctionsSchema } from '@daengnyang/contract/sanctions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { safetyKeys } from '@/api/query-keys.ts';
import { useHasToken } from '@/lib/token-store.ts';

/** `GET /api/sanctions/me`: answered under suspension too. */
export function getMySanctions(signal?: AbortSignal): Promise<MySanctions> {
  return apiRequest(import.meta.env.DEV ? MySanctionsSchema : undefined, {
    url: '/api/sanctions/me',
    signal,
  });
}

export function getMySanctionsQueryOptions() {
  return queryOptions({
    queryKey: safetyKeys.mySanctions(),
    queryFn: ({ signal }) => getMySanctions(signal),
  });
}

/**
 * The signed-in member's sanctions; visitors have none and the server is not asked. A refused
 * call (403) asks again at once (lib/react-query.ts), so a sanction imposed while the member
 * reads is known on their next write.
 */
export function useMySanctions() {
  const hasToken = useHasToken();
  return useQuery({ ...getMySanctionsQueryOptions(), enabled: hasToken });
}

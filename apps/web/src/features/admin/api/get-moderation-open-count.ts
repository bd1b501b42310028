import { ModerationOpenCountSchema } from '@daengnyang/contract/moderation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { moderationAdminKeys } from '@/api/query-keys.ts';

/** `GET /api/admin/moderation/open-count`: open cases and open appeals, for the sidebar. */
export function getModerationOpenCount(signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? ModerationOpenCountSchema : undefined, {
    url: '/api/admin/moderation/open-count',
    signal,
  });
}

export function getModerationOpenCountQueryOptions() {
  return queryOptions({
    queryKey: moderationAdminKeys.openCount(),
    queryFn: ({ signal }) => getModerationOpenCount(signal),
  });
}

export function useModerationOpenCount() {
  return useQuery(getModerationOpenCountQueryOptions());
}

import { type SiteConfig, SiteConfigSchema } from '@daengnyang/contract/site-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { mapKeys } from '@/api/query-keys.ts';

export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return apiRequest(import.meta.env.DEV ? SiteConfigSchema : undefined, {
    url: '/api/site-config',
    signal,
  });
}

/** The server's map settings change only with a redeploy: read once per visit. */
export function getSiteConfigQueryOptions() {
  return queryOptions({
    queryKey: mapKeys.siteConfig(),
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSiteConfig() {
  return useQuery(getSiteConfigQueryOptions());
}

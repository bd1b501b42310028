import { type SiteConfig, SiteConfigSchema } from '@daengnyang/contract/site-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';

export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return apiRequest(import.meta.env.DEV ? SiteConfigSchema : undefined, {
    url: '/api/site-config',
    signal,
  });
}

/** The server's map settings change only with a redeploy: read once per visit. */
export function getSiteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSiteConfig() {
  return useQuery(getSiteConfigQueryOptions());
}

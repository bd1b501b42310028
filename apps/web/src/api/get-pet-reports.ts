import { type PetReportListQuery, PetReportPageSchema } from '@daengnyang/contract/pet-reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { petReportKeys } from '@/api/query-keys.ts';

/**
 * What the list of structured pet reports is asked for: the contract's query, with the
 * optional filters left out when unset (so one filter state is one query key and one URL).
 */
export type PetReportListParams = Partial<PetReportListQuery> &
  Pick<PetReportListQuery, 'category' | 'status' | 'page' | 'size'>;

/** `GET /api/pet-reports`: the filtered list of categories 6 and 7, and the map's 실종·목격 tab. */
export function getPetReports(params: PetReportListParams, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? PetReportPageSchema : undefined, {
    url: '/api/pet-reports',
    params,
    signal,
  });
}

export function getPetReportsQueryOptions(params: PetReportListParams) {
  return queryOptions({
    queryKey: petReportKeys.list(params),
    queryFn: ({ signal }) => getPetReports(params, signal),
    // Another filter keeps the rows on screen until its own arrive, instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function usePetReports(params: PetReportListParams) {
  return useQuery(getPetReportsQueryOptions(params));
}

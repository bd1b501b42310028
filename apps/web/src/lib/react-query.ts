import { QUERY_STALE_TIME_MS } from '@daengnyang/contract/constants';
import {
  MutationCache,
  QueryCache,
  QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { ApiError } from '@/api/api-error.ts';
import { safetyKeys } from '@/api/query-keys.ts';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/**
 * Spec §4: queries stay fresh for an hour and nothing is retried. A refusal (403) may be a
 * sanction imposed since the member's sanctions were read (issue 21): they are asked again, so
 * the ban banner or the suspension notice follows the server's first refusal.
 */
export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // The sanctions' own call is not asked again for its own failure.
      onError: (error, query) => {
        if (query.queryHash !== sanctionsHash) recheckSanctions(error);
      },
    }),
    mutationCache: new MutationCache({ onError: (error) => recheckSanctions(error) }),
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: false },
      mutations: { retry: false },
    },
  });
  const sanctionsHash = JSON.stringify(safetyKeys.mySanctions());
  const recheckSanctions = (error: unknown) => {
    if (error instanceof ApiError && error.status === 403) {
      void queryClient.invalidateQueries({ queryKey: safetyKeys.mySanctions() });
    }
  };
  return queryClient;
}

type AsyncFunction = (...args: never[]) => Promise<unknown>;

export type MutationConfig<Fn extends AsyncFunction> = UseMutationOptions<
  Awaited<ReturnType<Fn>>,
  ApiError,
  Parameters<Fn>[0]
>;

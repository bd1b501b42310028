import { QUERY_STALE_TIME_MS } from '@daengnyang/contract/constants';
import { QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '@/api/api-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/** Spec §4: queries stay fresh for an hour and nothing is retried. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: false },
      mutations: { retry: false },
    },
  });
}

type AsyncFunction = (...args: never[]) => Promise<unknown>;

export type MutationConfig<Fn extends AsyncFunction> = UseMutationOptions<
  Awaited<ReturnType<Fn>>,
  ApiError,
  Parameters<Fn>[0]
>;

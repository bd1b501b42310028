import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/lib/react-query.ts';
import { saveToken } from '@/lib/token-store.ts';

/** A cached answer: its query key and the data the page was shown. */
export type Seen = readonly [queryKey: QueryKey, data: unknown];

/**
 * Renders a hook against the app's query client, seeded with fresh answers as if the pages
 * showing them had been visited. Nothing observes them, so a write's invalidation marks them
 * stale rather than refetching them: `stale()` names the pages a write reached, `cached()` the
 * pages still in the cache.
 */
export function renderHookWithCache<Result, Name extends string>(
  hook: () => Result,
  { seen, token }: { seen: Record<Name, Seen>; token?: string },
) {
  if (token !== undefined) saveToken(token);
  const queryClient = createQueryClient();
  const entries = Object.entries<Seen>(seen) as [Name, Seen][];
  for (const [, [queryKey, data]] of entries) queryClient.setQueryData(queryKey, data);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(hook, { wrapper });
  const names = (keep: (queryKey: QueryKey) => boolean) =>
    new Set(entries.filter(([, [queryKey]]) => keep(queryKey)).map(([name]) => name));
  return {
    result,
    queryClient,
    stale: () => names((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated === true),
    cached: () => names((queryKey) => queryClient.getQueryState(queryKey) !== undefined),
  };
}

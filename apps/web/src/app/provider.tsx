import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '@/lib/react-query.ts';
import { ConfirmProvider } from '@/ui/confirm-provider.tsx';
import { ToastProvider } from '@/ui/toast-provider.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';

type AppProviderProps = {
  children: ReactNode;
  /** A client holding what the page was rendered from (server render, hydration); else a new one. */
  queryClient?: QueryClient | undefined;
};

export function AppProvider({ children, queryClient: given }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </ToastProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}

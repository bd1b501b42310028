import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { AppProvider } from './provider.tsx';

type AppProps = {
  queryClient?: QueryClient;
  /** The path the server answered with its not-found page, if it did (see AppRoutes). */
  notFoundPath?: string | undefined;
  /** What the server's not-found page said there (see AppRoutes). */
  notFoundMessage?: string | undefined;
};

export function App({ queryClient, notFoundPath, notFoundMessage }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes notFoundPath={notFoundPath} notFoundMessage={notFoundMessage} />
      </BrowserRouter>
    </AppProvider>
  );
}

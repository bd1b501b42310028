import { renderHook } from '@testing-library/react';
import { AppProvider } from '@/app/provider.tsx';
import { saveToken } from '@/lib/token-store.ts';

/** Renders a hook inside the app's providers, as `renderApp` does a component. */
export function renderAppHook<Result>(hook: () => Result, { token }: { token?: string } = {}) {
  if (token !== undefined) saveToken(token);
  return renderHook(hook, { wrapper: AppProvider });
}

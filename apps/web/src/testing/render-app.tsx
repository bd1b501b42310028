import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '@/app/provider.tsx';
import { saveToken } from '@/lib/token-store.ts';

type RenderAppOptions = {
  /** Where the memory router starts. */
  url?: string;
  /** A raw JWT to store before rendering, as if the visitor had signed in earlier. */
  token?: string;
};

/** Renders `ui` inside the app's providers and a memory router, like the browser would. */
export function renderApp(ui: ReactElement, { url = '/', token }: RenderAppOptions = {}) {
  if (token !== undefined) saveToken(token);
  return {
    user: userEvent.setup(),
    ...render(
      <AppProvider>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </AppProvider>,
    ),
  };
}

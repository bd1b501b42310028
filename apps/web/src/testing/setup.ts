import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { server } from './mocks/server.ts';

// findBy… and waitFor give up after 1 s by default (here 3 s, within the 10 s test timeout of
// vite.config.ts): a loaded CI machine (two cores, a database and a browser beside the tests)
// can take longer to render after an upload's progress events. Waiting longer only slows a test
// that is failing anyway.
// Every render is wrapped in StrictMode, as main.tsx does: React then mounts, unmounts and
// mounts each effect again, so an effect that does not undo itself fails here, not in a browser.
configure({ asyncUtilTimeout: 3000, reactStrictMode: true });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  vi.spyOn(console, 'error');
  // jsdom does not scroll; the app scrolls to top on every path change.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  // An unexpected console.error (React warnings, unhandled requests) fails the test.
  expect(console.error).not.toHaveBeenCalled();
});

afterAll(() => server.close());

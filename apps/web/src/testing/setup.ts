import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { server } from './mocks/server.ts';

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

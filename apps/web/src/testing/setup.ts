import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { server } from './mocks/server.ts';

// Preact runs effects after the next animation frame, which jsdom fakes at 60 Hz, so a test that
// clicks the moment a button appears could beat the effect that subscribes it to its data (in a
// browser nobody clicks within a frame). jsdom paints nothing: run effects on the next task, as
// React's test environment runs them before the next event.
options.requestAnimationFrame = (flushEffects) => setTimeout(flushEffects);

// findBy… and waitFor give up after 1 s by default (here 3 s, within the 5 s test timeout); a loaded CI machine (two cores, a
// database and a browser beside the tests) can take longer to render after an upload's
// progress events. Waiting longer only slows a test that is failing anyway.
configure({ asyncUtilTimeout: 3000 });

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

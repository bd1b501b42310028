import { vi } from 'vitest';

/**
 * A window narrower than the desktop layout, for `usePhoneLayout()` (jsdom has no matchMedia of
 * its own). Undo it with `vi.unstubAllGlobals()` after the test.
 */
export function stubPhoneWindow() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

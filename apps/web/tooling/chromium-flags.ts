/**
 * How the house runs Chromium for tests and audits: no sandbox (containers), no GPU, and no
 * traffic of its own (updates, sync, first-run pages), so only the page under test talks.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './tooling/chromium-flags.ts';

// Journeys run against a server the caller has started (`npm start` serves the API and the
// built web app on :8080), in the system Chromium: no browser is downloaded.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/results',
  reporter: [['list'], ['html', { outputFolder: 'e2e/report', open: 'never' }]],
  workers: 1,
  retries: 0,
  // A journey is many pages and calls in a row; on two shared cores the longest take 30 s.
  timeout: 60_000,
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080',
    viewport: { width: 1280, height: 900 },
    locale: 'ko-KR',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium' }],
});

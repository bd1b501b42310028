import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/helpers/fail-on-console-error.ts'],
    // Scans the log of every test app when the run ends (no token, secret or e-mail in it).
    // Migrates one database per run, which every test database copies (test/helpers/database.ts).
    globalSetup: ['test/helpers/log-scan-setup.ts', 'test/helpers/database-template-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: each file builds its own app and database.
    maxWorkers: 2,
  },
});

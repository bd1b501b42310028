import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/helpers/fail-on-console-error.ts'],
    globalSetup: [
      // Scans the log of every test app when the run ends (no token, secret or e-mail in it).
      'test/helpers/log-scan-setup.ts',
      // Migrates one database per run, which every test database copies (helpers/database.ts).
      'test/helpers/database-template-setup.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: each file builds its own app and database.
    maxWorkers: 2,
    // The files of a worker share one process and its loaded modules: a fresh process per
    // file spent ~2 s importing fastify, drizzle, zod and the app again. Nothing of the app
    // is kept between files: each builds its own apps, databases, servers and registries,
    // and closes them (docs/decisions/024-ci-time.md).
    isolate: false,
  },
});

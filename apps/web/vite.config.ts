/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { type Alias, defineConfig, type ProxyOptions } from 'vite';
import { firstViewPreload } from './tooling/first-view-preload.ts';
import { precompress } from './tooling/precompress.ts';

// Paths the API server answers; in development Vite forwards them so the app stays same-origin.
const API_PATHS = ['/api', '/oauth2', '/login/oauth2', '/uploads', '/static'];
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const apiProxy: Record<string, ProxyOptions> = Object.fromEntries(
  API_PATHS.map((path) => [path, { target: apiTarget }]),
);

/**
 * The app is written against React's API and runs on Preact through preact/compat
 * (docs/decisions/002-preact-compat.md). The build, the dev server and the tests all resolve
 * React through this one list, so what the tests check is what ships.
 */
const PREACT_COMPAT: Alias[] = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

// Vitest runs dependencies in plain Node by default, where the aliases above do not apply: the
// libraries that import React would load the real one next to Preact. Testing Library goes
// through Vite as a whole, so user-event and React's helpers share one @testing-library/dom
// (whose act() wrapping flushes Preact's renders and effects).
const REACT_LIBRARIES = [/react-router/, /@tanstack\/react-query/, /@testing-library\//];

export default defineConfig(({ mode }) => ({
  plugins: [firstViewPreload(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...PREACT_COMPAT,
    ],
    ...(mode === 'test' && { mainFields: ['module'], conditions: ['module'] }),
  },
  build: {
    // dist/.vite/manifest.json: what tooling/initial-js.ts reads to weigh a route's first view.
    manifest: true,
    rolldownOptions: {
      onLog(level, log, handle) {
        // React Query marks its modules "use client" for React Server Components: nothing to
        // keep in a browser bundle.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        // React Router feature-detects React 19's useOptimistic, which preact/compat lacks, and
        // falls back without it.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handle(level, log);
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: apiProxy },
  preview: { host: '127.0.0.1', proxy: apiProxy },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tooling/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    server: { deps: { inline: REACT_LIBRARIES } },
  },
}));

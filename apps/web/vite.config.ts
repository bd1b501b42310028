/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './tooling/precompress.ts';

// Paths the API server answers; in development Vite forwards them so the app stays same-origin.
const API_PATHS = ['/api', '/oauth2', '/login/oauth2', '/uploads', '/static'];
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
const apiProxy: Record<string, ProxyOptions> = Object.fromEntries(
  API_PATHS.map((path) => [path, { target: apiTarget }]),
);

/**
 * `npm run build` makes two builds: the browser's (dist/client, with index.html) and the server
 * render's (`--ssr`: dist/server/entry-server.js, which the API loads). The server build keeps
 * the npm packages outside its bundle: the API process loads React from node_modules.
 */
export default defineConfig(({ isSsrBuild }) => ({
  // Fast Refresh in development: an edit re-renders the changed components and keeps their state.
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist/client',
    // One stylesheet for the whole app (≈30 kB brotli), linked by index.html: a page the server
    // rendered waits for one request before its first paint instead of one per component.
    cssCodeSplit: false,
    // dist/client/.vite/manifest.json: what tooling/initial-js.ts reads to weigh a route's
    // first view, and the server render to link the route's chunks from the page's head.
    manifest: !isSsrBuild,
    modulePreload: {
      // The map's 실종·목격 tab is a second tab of a route at its initial-JS budget: the list of
      // chunks Vite would preload with it sits in the route's first JS. Its own stylesheets are
      // still loaded with it; its scripts arrive once the tab is opened, one round trip later.
      resolveDependencies: (file, dependencies) =>
        file.includes('pet-report-explorer')
          ? dependencies.filter((dependency) => dependency.endsWith('.css'))
          : dependencies,
    },
    rolldownOptions: {
      // The browser's build has a second entry: the script that loads the app after the first
      // view of a page the server rendered (src/boot.ts, src/server/route-assets.ts).
      input: isSsrBuild ? 'src/entry-server.tsx' : ['index.html', 'src/boot.ts'],
      // React DOM in a chunk of its own: the boot script evaluates each of the entry's chunks in
      // a task of its own (src/boot.ts), and React DOM is the largest part of the entry's code.
      ...(isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                ],
              },
            },
          }),
      onLog(level, log, handle) {
        // React Query marks its modules "use client" for React Server Components: nothing to
        // keep in a browser bundle.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
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
    // A journey of clicks renders the page many times over, twice each under StrictMode, in
    // React's development build; on a shared two-core machine that took up to 6 s.
    testTimeout: 10_000,
  },
}));

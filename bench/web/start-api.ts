/**
 * Runs the API server, apps/api/src/server.ts, unchanged, in this process. The bench starts it
 * through this file so that its command line is its own: on a shared machine, scripts that
 * stop stray development servers by matching "apps/api/src/server.ts" stopped audits midway.
 */
await import('../../apps/api/src/server.ts');

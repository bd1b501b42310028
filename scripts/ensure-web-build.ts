import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm start` serves the built web app, the browser's files and the server render: build both
 * when either is missing or when a source file (web or contract) is newer than the build.
 */
const root = path.resolve(import.meta.dirname, '..');
const builtFiles = ['apps/web/dist/client/index.html', 'apps/web/dist/server/entry-server.js'].map(
  (file) => path.join(root, file),
);
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tooling',
  'packages/contract/src',
].map((source) => path.join(root, source));

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stats.mtimeMs,
  );
}

const builtAt = Math.min(
  ...builtFiles.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
);
const sourcesChangedAt = Math.max(...sources.map(newestChange));
if (builtAt < sourcesChangedAt) {
  console.info(
    builtAt === 0 ? 'Building the web app…' : 'Web sources changed: rebuilding the web app…',
  );
  const started = Date.now();
  // Warnings and errors only: the asset listing is for whoever works on the bundle (npm run build).
  const result = spawnSync(
    'npm',
    ['run', 'build', '-w', '@daengnyang/web', '--', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) {
    console.error('The web build failed; run `npm run build` to see its whole output.');
    process.exit(result.status ?? 1);
  }
  console.info(`Web app built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

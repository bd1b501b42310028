import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { BOOT_MODULE } from '../src/server/route-modules.ts';

/**
 * "Initial JS" of a route: everything the browser must load to render its first view — the
 * entry chunk, the script that loads it on a page the server rendered (src/boot.ts), the
 * route's lazy page chunk(s) and, transitively, the chunks they import statically. Dynamic imports (the map code of the home page, the admin screens' dialogs)
 * come later and do not count.
 */

/**
 * What the initial JS of `/` and of any other route may weigh, gzip kB (1 kB = 1,000 bytes):
 * issue 19's budgets for React 19 (docs/decisions/015-react-19.md).
 * bundle-budget.test.ts holds the build to them; `npm run bench:web` reports against them.
 */
export const INITIAL_JS_BUDGET_KB = { home: 125, route: 170 } as const;

/** The manifest every build writes (vite.config.ts); its keys are source paths relative to apps/web. */
export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

function addStaticClosure(manifest: Manifest, key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) addStaticClosure(manifest, imported, files);
}

/** The JS files of the entry, the boot script and `pageModules` (source paths) and all they import statically. */
export function initialJsFiles(manifest: Manifest, pageModules: readonly string[]): string[] {
  const files = new Set<string>();
  for (const key of ['index.html', BOOT_MODULE, ...pageModules])
    addStaticClosure(manifest, key, files);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** What `files` weigh gzipped at the level the build's `.gz` siblings use. */
export function gzipBytes(outDir: string, files: readonly string[]): number {
  return files.reduce(
    (total, file) =>
      total +
      gzipSync(readFileSync(path.join(outDir, file)), { level: constants.Z_BEST_COMPRESSION })
        .length,
    0,
  );
}

/** The initial JS of the page made of `pageModules` (see src/server/route-modules.ts), gzipped, in bytes. */
export function initialJsBytes(outDir: string, pageModules: readonly string[]): number {
  return gzipBytes(outDir, initialJsFiles(readManifest(outDir), pageModules));
}

import type { Manifest } from 'vite';
import { BOOT_MODULE, ROUTE_MODULES } from './route-modules.ts';

/**
 * The app's entry, the chunks it imports statically (each after the chunks it imports), and the
 * script that loads it later.
 */
export type EntryAssets = { entry: string; chunks: readonly string[]; boot: string };

/** The chunks a route's page needs beyond the entry's. */
export type RouteAssets = { js: readonly string[] };

function chunkOf(manifest: Manifest, key: string) {
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`${key} is not in the web build's manifest`);
  return chunk;
}

/** `key` and what it imports statically, each after what it imports (as they are evaluated). */
function addStaticClosure(
  manifest: Manifest,
  key: string,
  keys: Set<string>,
  seen = new Set<string>(),
) {
  if (keys.has(key) || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunkOf(manifest, key).imports ?? []) {
    addStaticClosure(manifest, imported, keys, seen);
  }
  keys.add(key);
}

/** The built files of index.html's entry and of the boot script (vite.config.ts builds both). */
export function entryAssets(manifest: Manifest, base: string): EntryAssets {
  const keys = new Set<string>();
  addStaticClosure(manifest, 'index.html', keys);
  keys.delete('index.html');
  return {
    entry: `${base}${chunkOf(manifest, 'index.html').file}`,
    chunks: [...keys].map((key) => `${base}${chunkOf(manifest, key).file}`),
    boot: `${base}${chunkOf(manifest, BOOT_MODULE).file}`,
  };
}

/**
 * Each route's chunks, from the client build's manifest: the route's lazy modules and what they
 * import statically, less what the entry loads anyway. The whole app's CSS is one stylesheet,
 * which index.html links (vite.config.ts, `cssCodeSplit`).
 */
export function routeAssets(manifest: Manifest, base: string): Map<string, RouteAssets> {
  const entry = new Set<string>();
  addStaticClosure(manifest, 'index.html', entry);
  const assets = new Map<string, RouteAssets>();
  for (const { route, modules } of ROUTE_MODULES) {
    const keys = new Set<string>();
    for (const module of modules) addStaticClosure(manifest, module, keys);
    const js = [...keys]
      .filter((key) => !entry.has(key))
      .map((key) => `${base}${chunkOf(manifest, key).file}`);
    assets.set(route, { js });
  }
  return assets;
}

import type { Manifest } from 'vite';
import { ROUTE_MODULES } from './route-modules.ts';

/** The built files a route's first view needs beyond the entry's (which index.html links). */
export type RouteAssets = { js: readonly string[]; css: readonly string[] };

function addStaticClosure(manifest: Manifest, key: string, keys: Set<string>) {
  if (keys.has(key)) return;
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`${key} is not in the web build's manifest`);
  keys.add(key);
  for (const imported of chunk.imports ?? []) addStaticClosure(manifest, imported, keys);
}

/**
 * Each route's chunks and stylesheets, from the client build's manifest: the route's lazy
 * modules and what they import statically, less what the entry loads anyway. The server links
 * them from the page's head, so the browser fetches them with the HTML rather than after the
 * entry has run, and a rendered page is styled before any script runs.
 */
export function routeAssets(manifest: Manifest, base: string): Map<string, RouteAssets> {
  const entry = new Set<string>();
  addStaticClosure(manifest, 'index.html', entry);
  const entryCss = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  const assets = new Map<string, RouteAssets>();
  for (const { route, modules, stylesheetsOf = [] } of ROUTE_MODULES) {
    const keys = new Set<string>();
    for (const module of modules) addStaticClosure(manifest, module, keys);
    const own = [...keys].filter((key) => !entry.has(key));
    const js = own.map((key) => manifest[key]?.file ?? key);
    const styled = new Set(keys);
    for (const module of stylesheetsOf) addStaticClosure(manifest, module, styled);
    const css = [
      ...new Set(
        [...styled].filter((key) => !entry.has(key)).flatMap((key) => manifest[key]?.css ?? []),
      ),
    ].filter((file) => !entryCss.has(file));
    assets.set(route, {
      js: js.map((file) => `${base}${file}`),
      css: css.map((file) => `${base}${file}`),
    });
  }
  return assets;
}

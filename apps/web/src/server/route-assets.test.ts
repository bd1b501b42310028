import type { Manifest, ManifestChunk } from 'vite';
import { describe, expect, it } from 'vitest';
import { entryAssets, routeAssets } from './route-assets.ts';
import { BOOT_MODULE, ROUTE_MODULES } from './route-modules.ts';

const chunk = (file: string, imports: string[] = []): ManifestChunk => ({ file, imports });

/** index.html imports the runtime, React DOM (which imports React) and the app's shared code. */
const entryChunks: Manifest = {
  'index.html': chunk('assets/index.js', ['_runtime', '_react-dom', '_shared']),
  _runtime: chunk('assets/runtime.js'),
  '_react-dom': chunk('assets/react-dom.js', ['_react', '_runtime']),
  _react: chunk('assets/react.js', ['_runtime']),
  _shared: chunk('assets/shared.js', ['_react', '_runtime']),
  [BOOT_MODULE]: chunk('assets/boot.js'),
};
const pages = Object.fromEntries(
  ROUTE_MODULES.flatMap(({ modules }) => modules).map((module) => [
    module,
    chunk(`assets/${module.replace(/\W/g, '-')}.js`, ['_shared', '_page-part']),
  ]),
);
const manifest: Manifest = {
  ...entryChunks,
  ...pages,
  '_page-part': chunk('assets/page-part.js', ['_react']),
};

describe('the built files a page loads', () => {
  it('lists the entry’s chunks once each, every one after the chunks it imports', () => {
    const { entry, chunks, boot } = entryAssets(manifest, '/');
    expect(entry).toBe('/assets/index.js');
    expect(boot).toBe('/assets/boot.js');
    expect(chunks).toEqual([
      '/assets/runtime.js',
      '/assets/react.js',
      '/assets/react-dom.js',
      '/assets/shared.js',
    ]);
  });

  it('lists a route’s own chunks without those the entry loads', () => {
    const home = routeAssets(manifest, '/').get(ROUTE_MODULES[0]?.route ?? '');
    expect(home?.js).toEqual(['/assets/page-part.js', '/assets/src-app-routes-home-tsx.js']);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MODULE, ROUTE_MODULES } from '../src/server/route-modules.ts';
import { gzipBytes, INITIAL_JS_BUDGET_KB, initialJsFiles, readManifest } from './initial-js.ts';

const { home: HOME_BUDGET_KB, route: ROUTE_BUDGET_KB } = INITIAL_JS_BUDGET_KB;

const webRoot = path.resolve(import.meta.dirname, '..');
const viteCli = path.join(
  path.dirname(createRequire(path.join(webRoot, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);
const outDir = mkdtempSync(path.join(tmpdir(), 'daengnyang-budget-'));

/**
 * A production build with its manifest, in its own process: Vitest runs with NODE_ENV=test.
 * Hidden source maps (no reference in the JS, which stays byte for byte the same) name the
 * modules each chunk was built from.
 */
function buildForProduction() {
  const build = spawnSync(
    process.execPath,
    [
      viteCli,
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--sourcemap',
      'hidden',
      '--logLevel',
      'warn',
    ],
    { cwd: webRoot, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stderr}`);
}

/** The npm packages whose modules are in the built JS, from the source maps. */
function bundledPackages(): Set<string> {
  const assets = path.join(outDir, 'assets');
  const packages = new Set<string>();
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js.map'))) {
    const { sources } = JSON.parse(readFileSync(path.join(assets, file), 'utf8')) as {
      sources: string[];
    };
    for (const source of sources) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
      if (name !== undefined) packages.add(name);
    }
  }
  return packages;
}

const kB = (bytes: number) => bytes / 1000;

beforeAll(buildForProduction, 180_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the production build', () => {
  it(`keeps the initial JS (gzip) within ${HOME_BUDGET_KB} kB for / and ${ROUTE_BUDGET_KB} kB for every other route`, () => {
    const manifest = readManifest(outDir);

    const sizes = ROUTE_MODULES.map(({ route, modules }) => {
      const budget = route === '/' ? HOME_BUDGET_KB : ROUTE_BUDGET_KB;
      return { route, kB: kB(gzipBytes(outDir, initialJsFiles(manifest, modules))), budget };
    });
    console.info(
      ['initial JS, gzip kB (budget):']
        .concat(
          sizes.map((size) => `  ${size.route.padEnd(36)} ${size.kB.toFixed(1)} (${size.budget})`),
        )
        .join('\n'),
    );

    const measured = new Set(ROUTE_MODULES.flatMap(({ modules }) => modules));
    const unmeasuredPages = Object.entries(manifest)
      .filter(([source, chunk]) => chunk.isDynamicEntry && PAGE_MODULE.test(source))
      .map(([source]) => source)
      .filter((source) => !measured.has(source));
    expect(unmeasuredPages, 'pages missing from src/server/route-modules.ts').toEqual([]);
    expect(sizes.filter((size) => size.kB > size.budget)).toEqual([]);
  });

  it('runs on React: react-dom is in it, Preact is not', () => {
    const packages = [...bundledPackages()];

    expect(packages).toEqual(expect.arrayContaining(['react', 'react-dom']));
    expect(packages.filter((name) => /^(?:preact|@preact\/)/.test(name))).toEqual([]);
  });
});

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

/** The npm packages whose modules are in the built JS files `files` (all by default). */
function bundledPackages(
  files: readonly string[] = readdirSync(path.join(outDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`),
): Set<string> {
  const packages = new Set<string>();
  // A chunk of generated code alone (the bundler's runtime) has no source map.
  for (const map of files.map((file) => path.join(outDir, `${file}.map`)).filter(existsSync)) {
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as {
      sources: string[];
    };
    for (const source of sources) {
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
      if (name !== undefined) packages.add(name);
    }
  }
  return packages;
}

/**
 * Pages a visitor reads, whose first view is the server's HTML: zod (25 kB gzip, and ~50 ms of
 * evaluation on a phone) loads with a form, never with them. A post shows no comment box to a
 * visitor; its code loads once a member is known.
 */
const READING_ROUTES = [
  '/',
  '/search/:searchword',
  '/community/:category',
  '/community/:category/:communityId',
  '/food',
  '/notice/:category',
  '/map/:category',
  '/terms',
];

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

  it('loads no zod with the pages a visitor reads', () => {
    const manifest = readManifest(outDir);
    const withZod = ROUTE_MODULES.filter(({ route }) => READING_ROUTES.includes(route))
      .filter(({ modules }) => bundledPackages(initialJsFiles(manifest, modules)).has('zod'))
      .map(({ route }) => route);

    expect(withZod).toEqual([]);
  });

  it('runs on React: react-dom is in it, Preact is not', () => {
    const packages = [...bundledPackages()];

    expect(packages).toEqual(expect.arrayContaining(['react', 'react-dom']));
    expect(packages.filter((name) => /^(?:preact|@preact\/)/.test(name))).toEqual([]);
  });
});

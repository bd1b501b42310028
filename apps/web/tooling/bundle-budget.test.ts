import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gzipBytes, initialJsFiles, readManifest } from './initial-js.ts';
import { PAGE_MODULE, ROUTE_FIRST_VIEWS } from './route-first-views.ts';

/** Issue 8: gzip kB (1 kB = 1,000 bytes) of the initial JS of `/` and of any other route. */
const HOME_BUDGET_KB = 90;
const ROUTE_BUDGET_KB = 150;

const webRoot = path.resolve(import.meta.dirname, '..');
const viteCli = path.join(
  path.dirname(createRequire(path.join(webRoot, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);
const outDir = mkdtempSync(path.join(tmpdir(), 'daengnyang-budget-'));

/** A production build with its manifest, in its own process: Vitest runs with NODE_ENV=test. */
function buildForProduction() {
  const build = spawnSync(
    process.execPath,
    [viteCli, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: webRoot, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stderr}`);
}

const kB = (bytes: number) => bytes / 1000;

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('initial JS of each route (production build, gzip)', () => {
  it(`stays within ${HOME_BUDGET_KB} kB for / and ${ROUTE_BUDGET_KB} kB for every other route`, () => {
    buildForProduction();
    const manifest = readManifest(outDir);

    const sizes = ROUTE_FIRST_VIEWS.map(({ route, modules }) => {
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

    const measured = new Set(ROUTE_FIRST_VIEWS.flatMap(({ modules }) => modules));
    const unmeasuredPages = Object.entries(manifest)
      .filter(([source, chunk]) => chunk.isDynamicEntry && PAGE_MODULE.test(source))
      .map(([source]) => source)
      .filter((source) => !measured.has(source));
    expect(unmeasuredPages, 'pages missing from route-first-views.ts').toEqual([]);
    expect(sizes.filter((size) => size.kB > size.budget)).toEqual([]);
  }, 180_000);
});

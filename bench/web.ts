import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROUTE_MODULES } from '../apps/web/src/server/route-modules.ts';
import { initialJsBytes } from '../apps/web/tooling/initial-js.ts';
import { writeResultsSection } from './results-file.ts';
import { runBenchCommand } from './run/cleanup.ts';
import { auditPage, CHROMIUM, chromiumVersion, type FormFactor } from './web/lighthouse.ts';
import { type PageResult, renderWebReport, TARGETS } from './web/report.ts';
import { BLANK_TILE_URL, buildWebApp, startWebServer } from './web/server.ts';

/**
 * `npm run bench:web`: builds the production web app, serves it from the real server with the
 * sample community, and runs Lighthouse 3 times per page on mobile and desktop; writes the
 * `web` section of bench/RESULTS.md (medians, targets met or missed).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
/** The browser's build, whose manifest weighs each page's initial JS. */
const WEB_DIST = path.join(ROOT, 'apps/web/dist/client');
const RUNS = 3;
const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];

const log = (message: string) => console.info(message);

function cpuModel(): string {
  const model = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1];
  return model ?? os.cpus()[0]?.model ?? 'unknown CPU';
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');

function lighthouseVersion(): string {
  const require = createRequire(import.meta.url);
  const manifest = require('lighthouse/package.json') as { version: string };
  return manifest.version;
}

/** The newest sample post with pictures: the detail page at its heaviest. */
async function postWithImages(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/communities/1?sort=new&page=1&size=50&categoryId=1`);
  const { body } = (await response.json()) as {
    body: {
      content: { communityId: number; communityCategoryId: number; communityImgs: unknown[] }[];
    };
  };
  const post = body.content.find((each) => each.communityImgs.length > 0);
  if (post === undefined) throw new Error('The sample data has no community post with images.');
  return `/community/${post.communityCategoryId}/${post.communityId}`;
}

function modulesOf(route: string): readonly string[] {
  const view = ROUTE_MODULES.find((each) => each.route === route);
  if (view === undefined)
    throw new Error(`No first view for ${route} in apps/web/src/server/route-modules.ts`);
  return view.modules;
}

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  buildWebApp();
  const server = await startWebServer();
  log(`Serving ${WEB_DIST} at ${server.baseUrl}: ${server.setup}`);
  const pages = [
    { label: 'home', path: '/', route: '/' },
    { label: 'community list', path: '/community/1', route: '/community/:category' },
    {
      label: 'post with images',
      path: await postWithImages(server.baseUrl),
      route: '/community/:category/:communityId',
    },
    { label: 'food list', path: '/food', route: '/food' },
    { label: 'map', path: '/map/1', route: '/map/:category' },
  ];
  const chromium = await chromiumVersion();

  const results: PageResult[] = [];
  for (const page of pages) {
    const runs: PageResult['runs'] = { mobile: [], desktop: [] };
    for (const formFactor of FORM_FACTORS) {
      for (let run = 1; run <= RUNS; run += 1) {
        const audit = await auditPage(`${server.baseUrl}${page.path}`, formFactor);
        runs[formFactor].push(audit);
        log(
          `  ${page.path.padEnd(18)} ${formFactor.padEnd(7)} run ${run}: score ${audit.score}, LCP ${Math.round(audit.lcpMs)} ms, CLS ${audit.cls.toFixed(3)}, TBT ${Math.round(audit.tbtMs)} ms, ${Math.round(audit.transferKiB)} KiB (load ${loadAverage()})`,
        );
      }
    }
    const initialJsKB = initialJsBytes(WEB_DIST, modulesOf(page.route)) / 1000;
    results.push({ label: page.label, path: page.path, initialJsKB, runs });
  }
  await server.stop();

  const report = renderWebReport(
    {
      date: `${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
      cpu: cpuModel(),
      cores: os.cpus().length,
      loadAtStart,
      loadAtEnd: loadAverage(),
      chromium: `${chromium} (${CHROMIUM})`,
      lighthouse: lighthouseVersion(),
      server: server.setup,
      tiles: `MAP_TILE_URL is a blank tile as a data: URL (${BLANK_TILE_URL.length} characters), so Leaflet fetches nothing from the internet and no audit waits on a tile server.`,
    },
    results,
  );
  writeResultsSection('web', report);
  log(`\nbench/RESULTS.md written (web). Targets: ${JSON.stringify(TARGETS)}`);
}

await runBenchCommand(main);

import { writeResultsSection } from './results-file.ts';
import { runBenchCommand } from './run/cleanup.ts';
import {
  type AccessibilityRun,
  auditAccessibility,
  CHROMIUM,
  chromiumVersion,
  type FormFactor,
} from './web/lighthouse.ts';
import { buildWebApp, startWebServer } from './web/server.ts';

/**
 * `npm run bench:a11y`: builds the production web app, serves it with the sample community and
 * runs Lighthouse's accessibility audit (axe-core underneath) on the public screens as a phone
 * and as a desktop; writes the `accessibility` section of bench/RESULTS.md. The browser
 * journeys' axe pass (apps/web/e2e/accessibility.spec.ts) is what CI enforces, signed-in
 * screens and dialogs included; this is the score people quote.
 */
const log = (message: string) => console.info(message);

/** The rows of a page the API answers (the envelope's `body.content`). */
async function rowsOf<Row>(url: string): Promise<Row[]> {
  const response = await fetch(url);
  const { body } = (await response.json()) as { body: { content: Row[] } };
  return body.content;
}

const sampleId = (id: number | undefined, what: string): number => {
  if (id === undefined) throw new Error(`The sample data has no ${what} to audit.`);
  return id;
};

/** Screens whose address depends on the sample data: a post with pictures, a food, an event. */
async function sampleScreens(baseUrl: string) {
  const posts = await rowsOf<{ communityId: number; communityImgs: unknown[] }>(
    `${baseUrl}/api/communities/1?sort=new&page=1&size=50`,
  );
  const foods = await rowsOf<{ foodId: number }>(`${baseUrl}/api/foods?page=1&size=1`);
  const events = await rowsOf<{ noticeId: number }>(`${baseUrl}/api/notice/3?page=1&size=1`);
  const post = posts.find((each) => each.communityImgs.length > 0)?.communityId;
  return {
    post: `/community/1/${sampleId(post, 'post with pictures')}`,
    food: `/food/${sampleId(foods[0]?.foodId, 'food')}`,
    event: `/notice/3/${sampleId(events[0]?.noticeId, 'event')}`,
  };
}

function renderReport(
  setup: { date: string; chromium: string; server: string },
  results: { path: string; runs: Record<FormFactor, AccessibilityRun> }[],
): string {
  const cell = (run: AccessibilityRun) =>
    run.failing.length === 0 ? `${run.score}` : `${run.score} (${run.failing.join(', ')})`;
  return [
    '## Accessibility (Lighthouse)',
    '',
    `${setup.date} · ${setup.chromium} · ${setup.server}`,
    '',
    '| screen | mobile | desktop |',
    '|---|---|---|',
    ...results.map(
      (row) => `| \`${row.path}\` | ${cell(row.runs.mobile)} | ${cell(row.runs.desktop)} |`,
    ),
    '',
    'Scores 0–100; failing audits in brackets.',
  ].join('\n');
}

async function main(): Promise<void> {
  buildWebApp();
  const server = await startWebServer();
  const sample = await sampleScreens(server.baseUrl);
  const screens = [
    '/',
    '/community/1',
    sample.post,
    '/food',
    sample.food,
    '/notice/3',
    sample.event,
    '/map/1',
    `/search/${encodeURIComponent('사료')}`,
    '/auth/login',
    '/admin/login',
  ];
  const chromium = await chromiumVersion();
  const results: { path: string; runs: Record<FormFactor, AccessibilityRun> }[] = [];
  const audit = async (screen: string, formFactor: FormFactor) => {
    const run = await auditAccessibility(`${server.baseUrl}${screen}`, formFactor);
    log(
      `  ${decodeURIComponent(screen).padEnd(24)} ${formFactor.padEnd(7)} ${run.score} ${run.failing.join(', ')}`,
    );
    return run;
  };
  for (const screen of screens) {
    const mobile = await audit(screen, 'mobile');
    const desktop = await audit(screen, 'desktop');
    results.push({ path: decodeURIComponent(screen), runs: { mobile, desktop } });
  }
  await server.stop();
  writeResultsSection(
    'accessibility',
    renderReport(
      {
        date: `${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
        chromium: `${chromium} (${CHROMIUM})`,
        server: server.setup,
      },
      results,
    ),
  );
  log('\nbench/RESULTS.md written (accessibility).');
}

await runBenchCommand(main);

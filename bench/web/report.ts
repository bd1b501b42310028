import { INITIAL_JS_BUDGET_KB } from '../../apps/web/tooling/initial-js.ts';
import { WEB_EXPLANATIONS } from '../explanations.ts';
import { mark, table } from '../run/markdown.ts';
import type { AuditRun, FormFactor } from './lighthouse.ts';

/**
 * Issue 19's targets for the audited pages (React, pages rendered on the server): mobile score
 * and LCP, desktop score, TBT, CLS and the initial JS budgets; the home transfer is issue 8's.
 */
export const TARGETS = {
  mobileScore: 95,
  mobileLcpMs: 2000,
  desktopScore: 98,
  cls: 0.05,
  tbtMs: 200,
  homeTransferKiB: 600,
  homeInitialJsKB: INITIAL_JS_BUDGET_KB.home,
  routeInitialJsKB: INITIAL_JS_BUDGET_KB.route,
} as const;

export type PageResult = {
  label: string;
  path: string;
  /** gzip kB (1,000 bytes) of the page's initial JS, from the build manifest. */
  initialJsKB: number;
  runs: Record<FormFactor, AuditRun[]>;
};

export type RunContext = {
  date: string;
  cpu: string;
  cores: number;
  loadAtStart: string;
  loadAtEnd: string;
  chromium: string;
  lighthouse: string;
  server: string;
  tiles: string;
};

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Each metric's median over the runs, taken on its own. */
export function medianRun(runs: readonly AuditRun[]): AuditRun {
  const of = (metric: keyof AuditRun) => median(runs.map((run) => run[metric]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    fcpMs: of('fcpMs'),
    transferKiB: of('transferKiB'),
  };
}

function pageTargetsMet(page: PageResult, formFactor: FormFactor, run: AuditRun): boolean {
  const scoreMet =
    formFactor === 'mobile'
      ? run.score >= TARGETS.mobileScore && run.lcpMs <= TARGETS.mobileLcpMs
      : run.score >= TARGETS.desktopScore;
  const transferMet = page.path !== '/' || run.transferKiB <= TARGETS.homeTransferKiB;
  const jsBudget = page.path === '/' ? TARGETS.homeInitialJsKB : TARGETS.routeInitialJsKB;
  return (
    scoreMet &&
    run.cls <= TARGETS.cls &&
    run.tbtMs <= TARGETS.tbtMs &&
    transferMet &&
    page.initialJsKB <= jsBudget
  );
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

function formFactorTable(pages: readonly PageResult[], formFactor: FormFactor): string {
  return table(
    [
      'page',
      'score',
      'LCP s',
      'CLS',
      'TBT ms',
      'FCP s',
      'transfer KiB',
      'initial JS kB gzip',
      'runs (score)',
      'targets',
    ],
    pages.map((page) => {
      const run = medianRun(page.runs[formFactor]);
      return [
        `${page.label} \`${page.path}\``,
        String(run.score),
        seconds(run.lcpMs),
        run.cls.toFixed(3),
        String(Math.round(run.tbtMs)),
        seconds(run.fcpMs),
        String(Math.round(run.transferKiB)),
        page.initialJsKB.toFixed(1),
        page.runs[formFactor].map((each) => each.score).join(', '),
        mark(pageTargetsMet(page, formFactor, run)),
      ];
    }),
  );
}

/** Why the pages that miss a target on this form factor miss it (bench/explanations.ts). */
function missedNote(pages: readonly PageResult[], formFactor: FormFactor): string[] {
  const missed = pages.filter(
    (page) => !pageTargetsMet(page, formFactor, medianRun(page.runs[formFactor])),
  );
  if (missed.length === 0) return [];
  const why = WEB_EXPLANATIONS[formFactor] || '_No explanation yet (bench/explanations.ts)._';
  const paths = missed.map((page) => `\`${page.path}\``).join(', ');
  return ['', `Missed on ${paths}: ${why}`];
}

/**
 * Mobile medians of the single-page app before server rendering, from issue 19 (Lighthouse
 * 12.8, median of 3, the same machine): on Preact, and on React 19 with nothing else changed.
 */
const BEFORE_SERVER_RENDERING: Readonly<
  Record<string, { preact: [number, number, number]; react: [number, number, number] }>
> = {
  '/': { preact: [93, 1.9, 277], react: [96, 2.28, 74] },
  '/community/1': { preact: [94, 2.11, 201], react: [95, 2.56, 72] },
};

function beforeTable(pages: readonly PageResult[]): string {
  const cells = ([score, lcp, tbt]: [number, number, number]) =>
    `${score} · ${lcp.toFixed(2)} s · ${tbt} ms`;
  return table(
    ['page', 'Preact SPA (before)', 'React 19 SPA (before)', 'server-rendered (this run)'],
    pages.flatMap((page) => {
      const before = BEFORE_SERVER_RENDERING[page.path];
      if (before === undefined) return [];
      const now = medianRun(page.runs.mobile);
      return [
        [
          `\`${page.path}\``,
          cells(before.preact),
          cells(before.react),
          cells([now.score, now.lcpMs / 1000, Math.round(now.tbtMs)]),
        ],
      ];
    }),
  );
}

/** The `web` section of bench/RESULTS.md. */
export function renderWebReport(context: RunContext, pages: readonly PageResult[]): string {
  return [
    '## Web app (Lighthouse)',
    '',
    `Run ${context.date} with \`npm run bench:web\` on ${context.cpu} (${context.cores} cores, shared with other work: load average ${context.loadAtStart} at the start, ${context.loadAtEnd} at the end), ${context.chromium}, Lighthouse ${context.lighthouse}.`,
    `Server: apps/api/src/server.ts (through bench/web/start-api.ts), ${context.server}. Map tiles: ${context.tiles}`,
    '',
    'Median of 3 runs per page and form factor, each in a fresh headless Chromium (empty cache). Mobile is Lighthouse’s default (simulated slow 4G, 4× CPU slowdown, 412 × 823 screen); desktop its desktop preset. Transfer is Lighthouse’s total byte weight; initial JS is the gzip size of the entry chunk, the page’s lazy chunks and their static imports (apps/web/tooling/initial-js.ts).',
    '',
    `Targets: mobile score ≥ ${TARGETS.mobileScore} and LCP ≤ ${TARGETS.mobileLcpMs / 1000} s, desktop score ${TARGETS.desktopScore}; on both CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms; home transfer ≤ ${TARGETS.homeTransferKiB} KiB; initial JS ≤ ${TARGETS.homeInitialJsKB} kB for \`/\`, ≤ ${TARGETS.routeInitialJsKB} kB for the others.`,
    '',
    '### Mobile',
    '',
    formFactorTable(pages, 'mobile'),
    ...missedNote(pages, 'mobile'),
    '',
    '### Desktop',
    '',
    formFactorTable(pages, 'desktop'),
    ...missedNote(pages, 'desktop'),
    '',
    '### Mobile before server rendering (score · LCP · TBT)',
    '',
    'Issue 19 measured the single-page app before this change (Lighthouse 12.8, median of 3, the same machine).',
    '',
    beforeTable(pages),
  ].join('\n');
}

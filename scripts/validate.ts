import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm test`: every check of the project in one command (typecheck, lint, API tests, web
 * tests, browser journeys), run to the end even when one fails, then the name of every failed
 * test (`  ✗ step: file › test`, so that the tail of a long log says what failed) and one
 * closing line `N passed, N failed, N skipped` that counts tests (and each static check as
 * one). `node scripts/validate.ts api` runs only the named steps.
 */
type Counts = { passed: number; failed: number; skipped: number; failures: string[] };
type Step = { name: string; run: (reportDir: string) => Counts };

const root = path.resolve(import.meta.dirname, '..');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

const check = (command: string, args: string[]) => (): Counts =>
  run(command, args) === 0
    ? { passed: 1, failed: 0, skipped: 0, failures: [] }
    : { passed: 0, failed: 1, skipped: 0, failures: [`${command} ${args.join(' ')}`] };

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
};

/** The failed tests of a vitest report, and the files that failed outside any test. */
function vitestFailures(report: VitestReport): string[] {
  return report.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}`);
    if (tests.length > 0 || file.status !== 'failed') return tests;
    return [`${where} › ${(file.message ?? 'failed outside its tests').split('\n')[0]}`];
  });
}

function vitest(workspace: string) {
  return (reportDir: string): Counts => {
    const report = path.join(reportDir, `${workspace}.json`);
    const status = run('npx', [
      'vitest',
      'run',
      '--root',
      `apps/${workspace}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]);
    if (!existsSync(report)) {
      return { passed: 0, failed: 1, skipped: 0, failures: ['vitest wrote no report'] };
    }
    const json = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
    const suiteFailures =
      status !== 0 && json.numFailedTests === 0 ? Math.max(1, json.numFailedTestSuites) : 0;
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests + suiteFailures,
      skipped: json.numPendingTests + json.numTodoTests,
      failures: vitestFailures(json),
    };
  };
}

function e2e(reportDir: string): Counts {
  const report = path.join(reportDir, 'e2e.json');
  const status = run('node', ['scripts/e2e.ts'], { E2E_REPORT: report });
  if (!existsSync(report)) {
    return status === 0
      ? { passed: 0, failed: 0, skipped: 0, failures: [] }
      : { passed: 0, failed: 1, skipped: 0, failures: ['the journeys wrote no report'] };
  }
  return JSON.parse(readFileSync(report, 'utf8')) as Counts;
}

const STEPS: Step[] = [
  { name: 'typecheck', run: check('npm', ['run', 'typecheck']) },
  { name: 'lint', run: check('npm', ['run', 'lint']) },
  { name: 'api', run: vitest('api') },
  { name: 'web', run: vitest('web') },
  { name: 'e2e', run: e2e },
];

const only = process.argv.slice(2);
const steps = only.length > 0 ? STEPS.filter((step) => only.includes(step.name)) : STEPS;
const reportDir = mkdtempSync(path.join(tmpdir(), 'daengnyang-validate-'));
const total: Counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
const lines: string[] = [];
for (const step of steps) {
  console.info(`\n▶ ${step.name}`);
  const counts = step.run(reportDir);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  total.failures.push(...counts.failures.map((failure) => `${step.name}: ${failure}`));
  lines.push(
    `  ${step.name.padEnd(10)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  );
}
rmSync(reportDir, { recursive: true, force: true });
console.info(`\n${lines.join('\n')}`);
for (const failure of total.failures) console.info(`  ✗ ${failure}`);
console.info(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);

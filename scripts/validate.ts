import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm test`: every check of the project in one command (typecheck, lint, API tests, web
 * tests, browser journeys), run to the end even when one fails, then one closing line
 * `N passed, N failed, N skipped` that counts tests (and each static check as one).
 * `node scripts/validate.ts api` runs only the named steps.
 */
type Counts = { passed: number; failed: number; skipped: number };
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
    ? { passed: 1, failed: 0, skipped: 0 }
    : { passed: 0, failed: 1, skipped: 0 };

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
    if (!existsSync(report)) return { passed: 0, failed: 1, skipped: 0 };
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numFailedTestSuites: number;
    };
    const suiteFailures =
      status !== 0 && json.numFailedTests === 0 ? Math.max(1, json.numFailedTestSuites) : 0;
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests + suiteFailures,
      skipped: json.numPendingTests + json.numTodoTests,
    };
  };
}

function e2e(reportDir: string): Counts {
  const report = path.join(reportDir, 'e2e.json');
  const status = run('node', ['scripts/e2e.ts'], { E2E_REPORT: report });
  if (!existsSync(report)) return { passed: 0, failed: status === 0 ? 0 : 1, skipped: 0 };
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
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
for (const step of steps) {
  console.info(`\n▶ ${step.name}`);
  const counts = step.run(reportDir);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  lines.push(
    `  ${step.name.padEnd(10)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  );
}
rmSync(reportDir, { recursive: true, force: true });
console.info(`\n${lines.join('\n')}`);
console.info(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);

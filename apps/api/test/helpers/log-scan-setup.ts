import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { scanLogLine } from './log-scan.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where every test app writes its log and the secrets it runs with (test-log.ts). */
    testLogDir: string;
  }
}

/** Offending lines printed at most; the count tells how many there were. */
const SHOWN_LINES = 20;

type ScanResult = { apps: number; lines: number; offending: string[]; count: number };

function scanDirectory(directory: string): ScanResult {
  const names = readdirSync(directory);
  const secrets = names
    .filter((name) => name.endsWith('.secrets.json'))
    .flatMap((name) => JSON.parse(readFileSync(path.join(directory, name), 'utf8')) as string[]);
  const logs = names.filter((name) => name.endsWith('.log'));
  const result: ScanResult = { apps: logs.length, lines: 0, offending: [], count: 0 };
  for (const name of logs) {
    const lines = readFileSync(path.join(directory, name), 'utf8').split('\n').filter(Boolean);
    result.lines += lines.length;
    for (const line of lines) {
      const finding = scanLogLine(line, secrets);
      if (!finding) continue;
      result.count += 1;
      if (result.offending.length < SHOWN_LINES) {
        result.offending.push(`  [${finding.kinds.join(', ')}] ${finding.masked}`);
      }
    }
  }
  return result;
}

/**
 * Every test app logs (test/helpers/app.ts) into one directory per run; when the run ends,
 * every line is scanned for tokens, the secrets and passwords the apps were given, and e-mail
 * addresses. A finding fails the run (exit code 1) with the offending lines, values masked;
 * the unmasked logs are then kept for a look.
 */
export default function setup(project: TestProject) {
  const directory = mkdtempSync(path.join(tmpdir(), 'daengnyang-test-logs-'));
  project.provide('testLogDir', directory);
  return function teardown() {
    const result = scanDirectory(directory);
    // Without lines the scan would pass having seen nothing: each app logs at least once.
    const silent = result.apps > 0 && result.lines === 0;
    if (result.count === 0 && !silent) {
      rmSync(directory, { recursive: true, force: true });
      return;
    }
    process.exitCode = 1;
    const problem = silent
      ? `${result.apps} test apps wrote no log line: the scan of the log saw nothing.`
      : `${result.count} of ${result.lines} log lines of the API tests hold a token, a ` +
        `secret or password, or an e-mail address:\n${result.offending.join('\n')}`;
    console.error(`\nLog scan failed. ${problem}\nUnmasked logs: ${directory}\n`);
    throw new Error(`Log scan failed: ${silent ? 'no log lines' : `${result.count} lines`}`);
  };
}

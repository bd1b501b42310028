import { randomUUID } from 'node:crypto';
import {
  appendFileSync,
  closeSync,
  openSync,
  readFileSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** A test app's log: JSON lines in the suite's log directory, scanned when the suite ends. */
export type TestLog = {
  stream: { write: (line: string) => void };
  lines: () => string[];
  close: () => void;
};

/**
 * Opens the log file of one test app and records the secrets it runs with beside it, so that
 * the end-of-suite scan (log-scan-setup.ts) knows what to look for. Lines are written
 * synchronously: a test may read its app's log right after a request.
 */
export function openTestLog(secrets: readonly string[]): TestLog {
  const name = path.join(inject('testLogDir'), randomUUID());
  writeFileSync(`${name}.secrets.json`, JSON.stringify(secrets), { mode: 0o600 });
  const file = `${name}.log`;
  let descriptor: number | null = openSync(file, 'a', 0o600);
  return {
    stream: {
      write(line) {
        // A timer may still log after the app closed: keep that line too.
        if (descriptor === null) appendFileSync(file, line);
        else writeSync(descriptor, line);
      },
    },
    lines: () => readFileSync(file, 'utf8').split('\n').filter(Boolean),
    close() {
      if (descriptor !== null) closeSync(descriptor);
      descriptor = null;
    },
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { onCleanup } from './cleanup.ts';

export { freePort } from '../../apps/api/test/helpers/free-port.ts';

const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

export type ServerProcess = {
  pid: number;
  baseUrl: string;
  logFile: string;
  stop: () => Promise<void>;
};

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = sleep(STOP_TIMEOUT_MS).then(() => 'timeout' as const);
  if ((await Promise.race([exited, timer])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Starts `node script` with `env`, its output appended to `logFile`, and waits until
 * `readyPath` answers 200. The process is stopped at cleanup whatever happens.
 */
export async function startServerProcess(options: {
  script: string;
  /** Node's own options before the script (e.g. `--import` of a probe). */
  nodeOptions?: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  readyPath: string;
  logFile: string;
}): Promise<ServerProcess> {
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), options.script], {
    env: options.env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const forget = onCleanup(() => terminate(child));
  const stop = async () => {
    forget();
    await terminate(child);
  };
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (true) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`${options.script} exited with ${child.exitCode}; see ${options.logFile}`);
    }
    const ready = await fetch(`${baseUrl}${options.readyPath}`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${options.script} did not become ready; see ${options.logFile}`);
    }
    await sleep(250);
  }
  if (child.pid === undefined) throw new Error(`${options.script} has no process id`);
  return { pid: child.pid, baseUrl, logFile: options.logFile, stop };
}

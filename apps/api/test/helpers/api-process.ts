import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { request } from 'node:http';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.ts';

const SERVER_SCRIPT = new URL('../../src/server.ts', import.meta.url).pathname;
const READY_TIMEOUT_MS = 90_000;

/** A line the process wrote (stdout or stderr), with when the test received it. */
export type OutputLine = { at: number; text: string };

export type ApiProcess = {
  name: string;
  pid: number;
  port: number;
  /** Everything it wrote so far. */
  output: OutputLine[];
  /** Ends it with `signal` and waits for its exit. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/** 200 from `GET /healthz`, or false when nothing answers yet. */
const answersHealth = (port: number) =>
  new Promise<boolean>((resolve) => {
    const sent = request({ host: '127.0.0.1', port, path: '/healthz' }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    sent.on('error', () => resolve(false));
    sent.end();
  });

async function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

/**
 * The real server (`node apps/api/src/server.ts`) as a child process on a free loopback port,
 * with exactly `env` (nothing of the test's own environment but PATH), its output kept in
 * memory and copied to `logFile`. Resolves once `/healthz` answers.
 */
export async function startApiProcess(options: {
  name: string;
  env: NodeJS.ProcessEnv;
  logFile: string;
}): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_SCRIPT], {
    env: { PATH: process.env.PATH, ...options.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const file = createWriteStream(options.logFile);
  const output: OutputLine[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (text) => {
      output.push({ at: Date.now(), text });
      file.write(`${text}\n`);
    });
  }
  child.once('exit', () => file.end());
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answersHealth(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopChild(child, 'SIGKILL');
      const said = output.map((line) => line.text).join('\n');
      throw new Error(`${options.name} did not start (see ${options.logFile}):\n${said}`);
    }
    await sleep(100);
  }
  if (child.pid === undefined) throw new Error(`${options.name} has no process id`);
  return {
    name: options.name,
    pid: child.pid,
    port,
    output,
    stop: (signal = 'SIGTERM') => stopChild(child, signal),
  };
}

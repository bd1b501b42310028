import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './free-port.ts';

/**
 * A real redis-server for one test file, on a free loopback port, started and stopped by the
 * test. Without the binary the tests that need it are skipped with a message — except under
 * CI=true, where a missing redis-server fails the run (`.ci/run` installs it).
 */
const REDIS_BINARY = process.env.REDIS_SERVER ?? 'redis-server';

export const redisServerMissing = (() => {
  const found = spawnSync(REDIS_BINARY, ['--version'], { stdio: 'ignore' }).status === 0;
  if (found) return false;
  const message = `${REDIS_BINARY} not found: Redis tests skipped (apt-get install -y redis-server)`;
  if (process.env.CI === 'true') throw new Error(`${message}; CI needs it`);
  console.warn(message);
  return true;
})();

export type RedisServer = {
  url: string;
  /** Kills the server (SIGKILL: what clients see when Redis crashes) and waits for its end. */
  stop: () => Promise<void>;
  /** Starts it again on the same port, empty. */
  start: () => Promise<void>;
};

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;

  const start = async () => {
    const process = spawn(
      REDIS_BINARY,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = process;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      process.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      process.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGKILL');
    await exited;
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}

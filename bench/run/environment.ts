import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withClient } from '../load/database.ts';

export type Environment = {
  date: string;
  commit: string;
  machine: { cpu: string; cores: number; memoryGiB: number; kernel: string };
  node: string;
  postgres: { version: string; settings: Record<string, string> };
};

const ROOT = path.resolve(import.meta.dirname, '../..');
const POSTGRES_SETTINGS = [
  'shared_buffers',
  'work_mem',
  'max_connections',
  'effective_cache_size',
  'random_page_cost',
  'jit',
];

function gitCommit(): string {
  const run = (...args: string[]) =>
    execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    const commit = run('rev-parse', '--short', 'HEAD');
    // Others edit the same checkout: say when the tree differs from the commit.
    const dirty = run('status', '--porcelain', '--', 'apps', 'packages') !== '';
    return dirty ? `${commit} (with uncommitted changes in apps/ or packages/)` : commit;
  } catch {
    return 'unknown';
  }
}

function cpuModel(): string {
  const info = readFileSync('/proc/cpuinfo', 'utf8');
  return /^model name\s*:\s*(.+)$/m.exec(info)?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
}

/** What a reader needs to compare this run with another: when, which code, on what. */
export async function describeEnvironment(databaseUrl: string): Promise<Environment> {
  return withClient(databaseUrl, async (client) => {
    const version = await client.query<{ server_version: string }>('SHOW server_version');
    const settings: Record<string, string> = {};
    for (const name of POSTGRES_SETTINGS) {
      const result = await client.query<Record<string, string>>(`SHOW ${name}`);
      settings[name] = result.rows[0]?.[name] ?? '?';
    }
    return {
      date: `${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
      commit: gitCommit(),
      machine: {
        cpu: cpuModel(),
        cores: os.cpus().length,
        memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
        kernel: `${os.type()} ${os.release()}`,
      },
      node: process.version,
      postgres: { version: version.rows[0]?.server_version ?? '?', settings },
    };
  });
}

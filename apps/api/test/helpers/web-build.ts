import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A web build of the browser's files only, as `vite build` writes them into `dist/client`,
 * without the server render: every page is then index.html, the shell the browser renders.
 * `files` maps paths inside `client/` to their bytes (index.html at least).
 */
export async function clientOnlyWebBuild(
  files: Record<string, string | Buffer>,
): Promise<{ webDistDir: string; remove: () => Promise<void> }> {
  const webDistDir = await mkdtemp(path.join(tmpdir(), 'daengnyang-web-'));
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(webDistDir, 'client', file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  return { webDistDir, remove: () => rm(webDistDir, { recursive: true, force: true }) };
}

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const WEB = path.join(ROOT, 'apps/web');
/** What the web build is made from: a change to any of them is another build. */
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tooling/precompress.ts',
  'packages/contract/src',
];

function hashSources(): string {
  const hash = createHash('sha256');
  const add = (entry: string) => {
    const full = path.join(ROOT, entry);
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) add(path.join(entry, name));
    } else {
      hash.update(entry).update(readFileSync(full));
    }
  };
  for (const source of SOURCES) add(source);
  return hash.digest('hex').slice(0, 16);
}

function vite(args: string[]) {
  const cli = path.join(
    path.dirname(createRequire(path.join(WEB, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  const build = spawnSync(process.execPath, [cli, 'build', ...args, '--logLevel', 'warn'], {
    cwd: WEB,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`vite build ${args.join(' ')} failed:\n${build.stderr}`);
}

/**
 * The production web build, browser and server render, as `npm run build` makes it, in
 * node_modules/.cache under a name hashed from its sources: built once, then shared by every
 * test file and run until a source changes (apps/web/dist, which `npm start` serves, is left
 * alone). Inside the repository, so that the server render finds React in node_modules. Two
 * files building at once each build into their own directory; the first to finish wins.
 */
export function productionWebBuild(): string {
  const cache = path.join(ROOT, 'node_modules/.cache');
  const name = `daengnyang-web-build-${hashSources()}`;
  const dir = path.join(cache, name);
  if (existsSync(path.join(dir, 'server/entry-server.js'))) return dir;
  mkdirSync(cache, { recursive: true });
  // Builds of sources that have changed since are never used again.
  for (const old of readdirSync(cache).filter((each) => /^daengnyang-web-build-\w+$/.test(each))) {
    rmSync(path.join(cache, old), { recursive: true, force: true });
  }
  const partial = `${dir}.partial-${process.pid}-${Date.now()}`;
  try {
    vite(['--outDir', path.join(partial, 'client'), '--emptyOutDir']);
    vite(['--ssr', '--outDir', path.join(partial, 'server'), '--emptyOutDir']);
    renameSync(partial, dir);
  } catch (error) {
    if (!existsSync(path.join(dir, 'server/entry-server.js'))) throw error;
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return dir;
}

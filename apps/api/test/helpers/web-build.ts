import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
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

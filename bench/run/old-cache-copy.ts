import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const RESPONSE_CACHE = 'apps/api/src/http/response-cache.ts';
/** Where the old behaviour goes in: the first line of the plugin's body. */
const ANCHOR = '  const { cache } = options;\n';

/**
 * The response cache as it was until the tag invalidation (commit d2ccb6e): every write that
 * reaches the process (any POST, PUT, PATCH or DELETE — a view count, a like) empties the whole
 * cache when it starts and again when it has answered, and an answer computed meanwhile is not
 * kept (`clear()` refuses answers marked before it, as the old generation counter did).
 */
const EVERY_WRITE_EMPTIES_THE_CACHE = `
  const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
  app.addHook('onRequest', async (request) => {
    if (writeMethods.has(request.method)) cache.clear();
  });
  app.addHook('onResponse', async (request) => {
    if (writeMethods.has(request.method)) cache.clear();
  });
`;

/**
 * A throwaway copy of the API (this working tree's sources) under `workDir` whose response cache
 * behaves as before the tag invalidation, for the hit-rate comparison. Only the copy changes:
 * the product keeps the tag invalidation. Dependencies and the web build are the checkout's,
 * linked. Answers the copy's server.ts.
 */
export async function copyApiWithOldCacheInvalidation(workDir: string): Promise<string> {
  const copy = path.join(workDir, 'api-before-tag-invalidation');
  for (const part of ['apps/api/src', 'apps/api/assets', 'apps/api/package.json', 'package.json']) {
    await cp(path.join(ROOT, part), path.join(copy, part), { recursive: true });
  }
  await mkdir(path.join(copy, 'apps/web'), { recursive: true });
  await symlink(path.join(ROOT, 'apps/web/dist'), path.join(copy, 'apps/web/dist'));
  await symlink(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));

  const file = path.join(copy, RESPONSE_CACHE);
  const source = await readFile(file, 'utf8');
  if (!source.includes(ANCHOR)) {
    throw new Error(
      `${RESPONSE_CACHE} no longer contains ${JSON.stringify(ANCHOR)}: update bench/run/old-cache-copy.ts`,
    );
  }
  await writeFile(file, source.replace(ANCHOR, `${ANCHOR}${EVERY_WRITE_EMPTIES_THE_CACHE}`));
  return path.join(copy, 'apps/api/src/server.ts');
}

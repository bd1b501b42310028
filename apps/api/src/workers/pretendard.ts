import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Pretendard (OFL-1.1, the npm package `pretendard`), the typeface the web app sets Korean in
 * and the one every drawn file embeds: share cards, posters. Read by the drawing threads.
 */
export type PretendardWeight = 'Regular' | 'Bold';

const require = createRequire(import.meta.url);
const fontDir = path.join(
  path.dirname(require.resolve('pretendard/package.json')),
  'dist/public/static',
);

/** The weight's OpenType (CFF) file, about 1.5 MB: parsed once per thread by its reader. */
export const readPretendard = (weight: PretendardWeight): Promise<Buffer> =>
  readFile(path.join(fontDir, `Pretendard-${weight}.otf`));

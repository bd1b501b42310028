import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_DIR = path.resolve(import.meta.dirname, '../../src');
const TYPE_CHECK = path.resolve(import.meta.dirname, 'repository-boundary.types.ts');

describe('the repository boundary', () => {
  it('type-checks every repository file for functions that take SQL', async () => {
    const entries = await readdir(SOURCE_DIR, { recursive: true });
    const repositories = entries
      .filter((entry) => entry.endsWith('repository.ts'))
      .map((entry) => `../../src/${entry.split(path.sep).join('/').replace(/\.ts$/, '')}.ts`);
    const checked = await readFile(TYPE_CHECK, 'utf8');

    expect(repositories.length).toBeGreaterThan(10);
    const unchecked = repositories.filter((file) => !checked.includes(`from '${file}'`));
    expect(unchecked).toEqual([]);
  });
});

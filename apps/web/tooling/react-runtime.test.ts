import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app runs on React 19 (docs/decisions/015-react-19.md). Biome refuses imports of
 * Preact in apps/web; this keeps it out of the dependencies, where an alias could bring it
 * back. bundle-budget.test.ts checks the built bundle.
 */

type PackageJson = {
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};
type PackageLock = { packages: Record<string, unknown> };

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;

const isPreact = (name: string) => /^(?:preact|@preact\/.+|preact-.+)$/.test(name);

const root = readJson<PackageJson>('package.json');
const manifests = ['.', ...(root.workspaces ?? [])].map((folder) => ({
  folder,
  manifest: readJson<PackageJson>(path.join(folder, 'package.json')),
}));

describe('the web app runs on React', () => {
  it('has react and react-dom as dependencies of apps/web', () => {
    const web = manifests.find(({ folder }) => folder === 'apps/web')?.manifest;
    expect(Object.keys(web?.dependencies ?? {})).toEqual(
      expect.arrayContaining(['react', 'react-dom']),
    );
  });

  it('has no workspace that depends on Preact', () => {
    const preactDependencies = manifests.flatMap(({ folder, manifest }) =>
      [
        manifest.dependencies,
        manifest.devDependencies,
        manifest.peerDependencies,
        manifest.optionalDependencies,
      ]
        .flatMap((dependencies) => Object.keys(dependencies ?? {}))
        .filter(isPreact)
        .map((name) => `${folder}: ${name}`),
    );
    expect(preactDependencies).toEqual([]);
  });

  it('installs no Preact package, not even for a dependency', () => {
    const installed = Object.keys(readJson<PackageLock>('package-lock.json').packages).map(
      (location) => location.replace(/^.*node_modules\//, ''),
    );
    expect(installed.filter(isPreact)).toEqual([]);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, openPglite } from '../../src/db/client.ts';
import { createServerDatabase } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The run's migrated database, which every test database starts as a copy of: on
     * PostgreSQL (DATABASE_URL set) a database to name as TEMPLATE, on PGlite a file holding
     * a dumped data directory. The other one is an empty string.
     */
    migratedDatabase: { postgresTemplate: string; pgliteImageFile: string };
  }
}

/**
 * Migrates one database when the run starts, instead of one per test database: creating and
 * migrating a PGlite cluster takes seconds, loading a dumped one about one; on PostgreSQL a
 * copy of a template is cheaper than running the migrations again. Removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createServerDatabase(serverUrl);
    const handle = await openDatabase({ databaseUrl: template.url, pgliteDir: '' });
    await handle.migrate();
    await handle.close();
    project.provide('migratedDatabase', { postgresTemplate: template.name, pgliteImageFile: '' });
    return () => template.drop();
  }
  const pglite = await openPglite('memory://');
  await pglite.migrate();
  const image = await pglite.dumpImage();
  await pglite.close();
  const directory = await mkdtemp(path.join(tmpdir(), 'daengnyang-test-pglite-'));
  const pgliteImageFile = path.join(directory, 'migrated.tar');
  await writeFile(pgliteImageFile, Buffer.from(await image.arrayBuffer()));
  project.provide('migratedDatabase', { postgresTemplate: '', pgliteImageFile });
  return () => rm(directory, { recursive: true, force: true });
}

import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createFileStore } from '../files/create-file-store.ts';
import { sweepOrphanImages } from './orphan-sweeper.ts';

/**
 * `npm run sweep:images`: one orphan sweep now (the server sweeps by itself every
 * ORPHAN_SWEEP_MINUTES), for an operator after a crash or with the periodic sweep off.
 */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
});
const storage = createFileStore(config.files, config.publicUrl);
try {
  const result = await sweepOrphanImages({
    db: database.db,
    storage,
    tempDir: config.uploads.tempDir,
  });
  console.info(
    `Checked ${result.checked} image files: removed ${result.removed} no row points to, and ${result.temporaryRemoved} stale upload directories.`,
  );
} finally {
  storage.close();
  await database.close();
}

import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
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
try {
  const result = await sweepOrphanImages({
    db: database.db,
    uploadsDir: config.uploadsDir,
    tempDir: config.uploads.tempDir,
  });
  console.info(
    `Checked ${result.checked} image files: removed ${result.removed} no row points to, and ${result.temporaryRemoved} stale upload directories.`,
  );
} finally {
  await database.close();
}

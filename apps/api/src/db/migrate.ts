import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { verifyHangulSearch } from './verify.ts';

/** `npm run migrate`: apply the committed migrations, for deploys that migrate before start. */
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.pgliteDir,
});
try {
  await database.migrate();
  await verifyHangulSearch(database.db);
  console.info(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}

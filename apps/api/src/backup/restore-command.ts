import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createFileStore } from '../files/create-file-store.ts';
import { runCommand } from './command.ts';
import { BackupError } from './postgres-tools.ts';
import { restoreBackup } from './restore.ts';

/**
 * `npm run restore -- ARCHIVE [--database-url URL]`: brings an archive back into a new, empty
 * database (URL, default DATABASE_URL) and the empty file store the environment configures
 * (DATA_DIR/uploads, or S3_BUCKET). Then re-apply withdrawals (deploy/README.md).
 */
await runCommand(async () => {
  const { values, positionals } = parseArgs({
    options: { 'database-url': { type: 'string' } },
    allowPositionals: true,
  });
  const [archive] = positionals;
  if (!archive || positionals.length > 1) {
    throw new BackupError('Usage: npm run restore -- ARCHIVE [--database-url URL]');
  }
  const config = loadConfig();
  const storage = createFileStore(config.files, config.publicUrl);
  try {
    const summary = await restoreBackup({
      archive: path.resolve(archive),
      databaseUrl: values['database-url'] ?? config.databaseUrl,
      storage,
      log: (line) => console.info(line),
    });
    console.info(`Restored the database and ${summary.files} files (${summary.bytes} bytes).`);
  } finally {
    storage.close();
  }
});

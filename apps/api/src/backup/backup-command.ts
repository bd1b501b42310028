import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createFileStore } from '../files/create-file-store.ts';
import { createBackup } from './backup.ts';
import { runCommand } from './command.ts';

/**
 * `npm run backup [-- --dir DIR]`: one archive of the database (DATABASE_URL) and the file
 * store into DIR (default BACKUP_DIR, `./backups`). Schedule it (deploy/README.md).
 */
await runCommand(async () => {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  const config = loadConfig();
  const storage = createFileStore(config.files, config.publicUrl);
  try {
    const summary = await createBackup({
      databaseUrl: config.databaseUrl,
      storage,
      directory: values.dir ? path.resolve(values.dir) : config.backupDir,
      log: (line) => console.info(line),
    });
    const vanished =
      summary.vanished > 0 ? ` (${summary.vanished} deleted while the backup ran)` : '';
    console.info(
      `Backup written: ${summary.archive} (${summary.bytes} bytes, ${summary.files} files${vanished}).`,
    );
  } finally {
    storage.close();
  }
});

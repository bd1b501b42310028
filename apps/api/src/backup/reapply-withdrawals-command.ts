import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createFileStore } from '../files/create-file-store.ts';
import { createWithdrawal } from '../modules/users/service.ts';
import { runCommand } from './command.ts';
import { BackupError } from './postgres-tools.ts';

/** `12,34` → [12, 34]; refuses anything but positive ids. */
function memberIds(option: string | undefined, name: string): number[] {
  if (!option) return [];
  const ids = option.split(',').map((id) => id.trim());
  if (!ids.every((id) => /^[1-9]\d*$/.test(id))) {
    throw new BackupError(`--${name} takes member ids separated by commas, e.g. --${name} 12,34`);
  }
  return ids.map(Number);
}

/**
 * `npm run reapply-withdrawals -- --members 12,34 [--with-content 56]`: after restoring an
 * archive older than the latest withdrawals, withdraws those members again in the restored
 * database and file store (DATABASE_URL, DATA_DIR or S3_BUCKET), exactly as they withdrew:
 * `--with-content` for those who took their posts and comments along. The ids come from the
 * `members withdrawn` log lines written since the archive (deploy/README.md).
 */
await runCommand(async () => {
  const { values } = parseArgs({
    options: { members: { type: 'string' }, 'with-content': { type: 'string' } },
  });
  const keepContent = memberIds(values.members, 'members');
  const withContent = memberIds(values['with-content'], 'with-content');
  if (keepContent.length + withContent.length === 0) {
    throw new BackupError(
      'Usage: npm run reapply-withdrawals -- --members 12,34 [--with-content 56]',
    );
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
  });
  const storage = createFileStore(config.files, config.publicUrl);
  try {
    const withdrawal = createWithdrawal({
      db: database.db,
      storage,
      log: { info: (details) => console.info(JSON.stringify(details)) },
    });
    const withdrawn = [
      ...(await withdrawal.withdraw(keepContent)),
      ...(await withdrawal.withdraw(withContent, { deleteContent: true })),
    ];
    const already = keepContent.length + withContent.length - withdrawn.length;
    console.info(
      `Withdrew ${withdrawn.length} members again${already > 0 ? ` (${already} were already withdrawn or unknown)` : ''}.`,
    );
  } finally {
    storage.close();
    await database.close();
  }
});

import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createDomainEvents } from '../events/domain-events.ts';
import { createFileStore } from '../files/create-file-store.ts';
import { createWithdrawal } from '../modules/users/service.ts';
import { LOCAL_BROADCAST } from '../shared-state/broadcast.ts';
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
    const log = {
      info: (details: object) => console.info(JSON.stringify(details)),
      warn: (details: object, message?: string) => console.warn(message, JSON.stringify(details)),
    };
    // The withdrawals' events go into the table: running instances read them from there.
    const events = createDomainEvents({
      db: database.db,
      broadcast: LOCAL_BROADCAST,
      log,
      catchUpEveryMs: 0,
    });
    const withdrawal = createWithdrawal({ db: database.db, events, storage, log });
    // Each member is recorded as withdrawing themselves, as the archive's owner did.
    const again = async (ids: number[], deleteContent: boolean) => {
      const done: number[] = [];
      for (const id of ids) {
        done.push(...(await withdrawal.withdraw([id], { actorId: id, deleteContent })));
      }
      return done;
    };
    const withdrawn = [...(await again(keepContent, false)), ...(await again(withContent, true))];
    const already = keepContent.length + withContent.length - withdrawn.length;
    console.info(
      `Withdrew ${withdrawn.length} members again${already > 0 ? ` (${already} were already withdrawn or unknown)` : ''}.`,
    );
  } finally {
    storage.close();
    await database.close();
  }
});

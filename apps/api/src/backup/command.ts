import { ConfigError } from '../config.ts';
import { BackupError } from './postgres-tools.ts';

/** Runs a backup command: a message a person can act on and exit code 1 when it fails. */
export async function runCommand(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  }
}

import type { FileStoreSettings } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-store.ts';
import { createS3FileStore } from './s3-store.ts';

/** The configured store; `publicUrl` is the server's own, under which local files are served. */
export function createFileStore(settings: FileStoreSettings, publicUrl: string): FileStore {
  return settings.driver === 's3'
    ? createS3FileStore(settings.s3)
    : createLocalFileStore({ directory: settings.directory, publicUrl });
}

import type { Database } from '../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { findReferencedKeys } from './orphan-repository.ts';

/**
 * Removes the files of images whose rows a committed write deleted or replaced, except those a
 * row still points to — a report's snapshot keeps the images it captured as evidence (decision
 * 026). The same rule as the orphan sweep, applied at once.
 */
export async function releaseImageFiles(
  db: Database,
  storage: FileStore,
  images: Array<{ path: string; thumbPath: string }>,
): Promise<void> {
  const keys = images.flatMap((image) => [image.path, image.thumbPath]);
  if (keys.length === 0) return;
  const referenced = await findReferencedKeys(db, keys);
  await Promise.all(keys.filter((key) => !referenced.has(key)).map((key) => storage.delete(key)));
}

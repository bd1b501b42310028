import type { FileStore } from '../../files/file-store.ts';

/**
 * A profile image is either a key in our storage or a provider's absolute avatar URL, which
 * is not ours to remove.
 */
export function storedProfileKey(profileImage: string | null): string | null {
  if (!profileImage || /^https?:\/\//i.test(profileImage)) return null;
  return profileImage;
}

/** Removes replaced or erased profile images (after their transaction committed). */
export async function removeProfileImages(
  storage: FileStore,
  profileImages: Array<string | null>,
): Promise<void> {
  const keys = profileImages.map(storedProfileKey).filter((key) => key !== null);
  await Promise.all(keys.map((key) => storage.delete(key)));
}

import type { Image } from '@daengnyang/contract/common';
import type { FileStore } from '../files/file-store.ts';

/** Images shipped with the server (apps/api/assets), served under /static/. */
export const DEFAULT_IMAGES = {
  profile: 'default-profile.svg',
  post: 'default-post.svg',
} as const;

/** A stored image row's files (the columns every image table has). */
export type ImageFile = { path: string; thumbPath: string };

/** A stored image as pages show it: its files and its author's alternative text. */
export type ShownImage = ImageFile & { description: string | null };

export type ImageUrls = {
  /** A stored key → its URL; a provider's absolute avatar passes through; null → default. */
  profile: (profileImage: string | null) => string;
  stored: (key: string) => string;
  /** The wire shape of a stored image row. */
  image: (row: ShownImage) => Image;
  defaultImage: (name: keyof typeof DEFAULT_IMAGES) => string;
};

export function createImageUrls(storage: FileStore, publicUrl: string): ImageUrls {
  const defaultImage = (name: keyof typeof DEFAULT_IMAGES) =>
    `${publicUrl}/static/${DEFAULT_IMAGES[name]}`;
  return {
    profile: (profileImage) => {
      if (!profileImage) return defaultImage('profile');
      if (/^https?:\/\//i.test(profileImage)) return profileImage;
      return storage.publicUrl(profileImage);
    },
    stored: (key) => storage.publicUrl(key),
    image: (row) => ({
      imgUrl: storage.publicUrl(row.path),
      thumbImgUrl: storage.publicUrl(row.thumbPath),
      description: row.description,
    }),
    defaultImage,
  };
}

/** Image rows of several owners (loaded in one query) → each owner's images in the wire shape. */
export function imagesByOwner(
  rows: Array<ShownImage & { ownerId: number }>,
  imageUrls: ImageUrls,
): Map<number, Image[]> {
  const byOwner = new Map<number, Image[]>();
  for (const row of rows) {
    const images = byOwner.get(row.ownerId) ?? [];
    images.push(imageUrls.image(row));
    byOwner.set(row.ownerId, images);
  }
  return byOwner;
}

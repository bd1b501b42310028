import type { ImageStorage } from './storage.ts';

/** Images shipped with the server (apps/api/assets), served under /static/. */
export const DEFAULT_IMAGES = {
  profile: 'default-profile.svg',
  post: 'default-post.svg',
} as const;

export type ImageUrls = {
  /** A stored key → its URL; a provider's absolute avatar passes through; null → default. */
  profile: (profileImage: string | null) => string;
  stored: (key: string) => string;
  /** The wire shape of a stored image row. */
  image: (row: { path: string; thumbPath: string }) => { imgUrl: string; thumbImgUrl: string };
  defaultImage: (name: keyof typeof DEFAULT_IMAGES) => string;
};

export function createImageUrls(storage: ImageStorage, publicUrl: string): ImageUrls {
  const defaultImage = (name: keyof typeof DEFAULT_IMAGES) =>
    `${publicUrl}/static/${DEFAULT_IMAGES[name]}`;
  return {
    profile: (profileImage) => {
      if (!profileImage) return defaultImage('profile');
      if (/^https?:\/\//i.test(profileImage)) return profileImage;
      return storage.url(profileImage);
    },
    stored: (key) => storage.url(key),
    image: (row) => ({ imgUrl: storage.url(row.path), thumbImgUrl: storage.url(row.thumbPath) }),
    defaultImage,
  };
}

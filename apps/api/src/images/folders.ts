import { CONTENT_IMAGE_FOLDERS } from '../db/content-kinds.ts';

/** Where profile pictures are stored. */
export const PROFILE_FOLDER = 'profiles';

/** Where the public shelter service's photos are re-hosted (modules/shelter). */
export const SHELTER_FOLDER = 'shelter';

/** Where lost-pet posters are kept, one folder per post (modules/pet-posters). */
export const PET_POSTER_FOLDER = 'pet-posters';

/**
 * The folders of the uploads directory that uploads are stored in: one per kind of content
 * that carries images (the content-kind registry), the profile pictures, the shelter
 * animals' photos and the posters. The orphan sweeper walks these and nothing else: sample
 * illustrations live under `seed/`.
 */
export const UPLOAD_FOLDERS: readonly string[] = [
  ...CONTENT_IMAGE_FOLDERS,
  PROFILE_FOLDER,
  SHELTER_FOLDER,
  PET_POSTER_FOLDER,
];

import { CONTENT_IMAGE_FOLDERS } from '../db/content-kinds.ts';

/** Where profile pictures are stored. */
export const PROFILE_FOLDER = 'profiles';

/**
 * The folders of the uploads directory that uploads are stored in: one per kind of content
 * that carries images (the content-kind registry) and the profile pictures. The orphan
 * sweeper walks these and nothing else: sample illustrations live under `seed/`.
 */
export const UPLOAD_FOLDERS: readonly string[] = [...CONTENT_IMAGE_FOLDERS, PROFILE_FOLDER];

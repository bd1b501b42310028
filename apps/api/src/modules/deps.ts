import type { Database } from '../db/client.ts';
import type { ImagePipeline } from '../images/pipeline.ts';
import type { ImageStorage } from '../images/storage.ts';
import type { ImageUrls } from '../images/urls.ts';

/** What the feature modules are built from (register.ts). */
export type ModuleDeps = {
  db: Database;
  imageUrls: ImageUrls;
  storage: ImageStorage;
  images: ImagePipeline;
};

import type { Database } from '../../db/client.ts';
import type { ImageStorage } from '../../images/storage.ts';
import type { ImageUrls } from '../../images/urls.ts';

/** What the modules that read or withdraw accounts (my page, admin users) are built from. */
export type AccountModuleDeps = { db: Database; imageUrls: ImageUrls; storage: ImageStorage };

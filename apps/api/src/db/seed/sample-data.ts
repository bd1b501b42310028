import { sql } from 'drizzle-orm';
import type { FileStore } from '../../files/file-store.ts';
import type { Database } from '../client.ts';
import { communityPosts } from '../schema/community.ts';
import { SAMPLE_USERS } from './content/users.ts';
import { createSeedImages } from './images.ts';
import { createRandom } from './random.ts';
import { seedCommunity } from './seed-community.ts';
import type { SeedContext } from './seed-context.ts';
import { seedFoods } from './seed-foods.ts';
import { seedNotices } from './seed-notices.ts';
import { seedPetReports } from './seed-pet-reports.ts';
import { seedPlaces } from './seed-places.ts';
import { seedUsers } from './seed-users.ts';

/** Serialises the seed when several instances start on one empty database at once. */
const SEED_LOCK_KEY = 0x6461_6e67;

/**
 * Fills an empty database with believable sample content: users, community posts with
 * comments and likes, notices, foods with reviews, and places on the map. The content is
 * generated from fixed seeds, so every run produces the same data (timestamps are relative to
 * now). Does nothing once any community post exists.
 *
 * Image files are written before the transaction commits; if it fails they stay behind under
 * `seed/` and the next run overwrites them with the same bytes.
 */
export async function seedSampleData(deps: {
  db: Database;
  storage: FileStore;
  adminUserId: number;
  log: (message: string) => void;
}): Promise<{ seeded: boolean }> {
  const started = performance.now();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ id: communityPosts.id }).from(communityPosts).limit(1);
    if (existing) return { seeded: false };

    const base = {
      tx,
      images: createSeedImages(deps.storage),
      now: new Date(),
      adminUserId: deps.adminUserId,
    };
    const userIds = await seedUsers({ ...base, random: createRandom(1) });
    const context = (seed: number): SeedContext => ({
      ...base,
      userIds,
      random: createRandom(seed),
    });
    const community = await seedCommunity(context(2));
    const notices = await seedNotices(context(3));
    const foods = await seedFoods(context(4));
    const placeCount = await seedPlaces(context(5));
    const pets = await seedPetReports(context(6));

    const avatars = SAMPLE_USERS.filter((user) => user.avatar).length;
    const images = avatars + community.images + notices.images + foods.images + pets.images;
    deps.log(
      `Seeded sample data in ${Math.round(performance.now() - started)} ms: ` +
        `${userIds.length} users, ` +
        `${community.posts} posts (${community.comments} comments, ${community.likes} likes), ` +
        `${notices.notices} notices (${notices.comments} comments, ${notices.likes} likes), ` +
        `${foods.foods} foods (${foods.reviews} reviews, ${foods.likes} likes), ` +
        `${placeCount} places, ${pets.reports} pet reports, ${images} images`,
    );
    return { seeded: true };
  });
}

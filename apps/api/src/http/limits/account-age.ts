import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a member signed up less than a day ago. A sign-up time never changes, so it is read
 * once per member and process: a write pays no query for it after the first.
 */
export function createAccountAge(db: Database) {
  const signedUpAt = new LRUCache<number, Date>({ max: 10_000 });
  return {
    async isNew(userId: number): Promise<boolean> {
      let createdAt = signedUpAt.get(userId);
      if (createdAt === undefined) {
        const [row] = await db
          .select({ createdAt: users.createdAt })
          .from(users)
          .where(eq(users.id, userId));
        if (!row) return false;
        createdAt = row.createdAt;
        signedUpAt.set(userId, createdAt);
      }
      return Date.now() - createdAt.getTime() < DAY_MS;
    },
  };
}

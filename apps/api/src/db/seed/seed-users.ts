import { nicknameKey } from '@daengnyang/contract/nickname';
import { users } from '../schema/users.ts';
import { SAMPLE_USERS } from './content/users.ts';
import { daysAgo, keyNumber, type SeedContext } from './seed-context.ts';

/** Inserts the sample users (they joined 65–90 days ago, ids in joining order); returns their ids. */
export async function seedUsers(
  ctx: Pick<SeedContext, 'tx' | 'random' | 'images' | 'now'>,
): Promise<number[]> {
  const { random, now, images } = ctx;
  const rows = await Promise.all(
    SAMPLE_USERS.map(async (user, index) => {
      const createdAt = daysAgo(random, now, 65, 90);
      const profileImage = user.avatar
        ? await images.avatar(`seed/avatars/user-${keyNumber(index)}`, {
            subject: user.avatar,
            variant: index,
            framing: 'avatar',
          })
        : null;
      return {
        name: user.name,
        nameKey: nicknameKey(user.name),
        email: user.email,
        provider: user.provider,
        providerId: `sample-${user.provider}-${index + 1}`,
        role: 'ROLE_USER' as const,
        profileImage,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const inserted = await ctx.tx.insert(users).values(rows).returning({ id: users.id });
  return inserted.map((row) => row.id);
}

import type { OAuthProvider, Role } from '@daengnyang/contract/constants';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { SocialProfile } from './providers.ts';

export type SignInIdentity = { userId: number; role: Role; tokenVersion: number };

/** Nicknames are 2–20 characters; a refused or odd one gets a friendly default. */
function nicknameFor(profile: SocialProfile): string {
  const name = profile.name?.slice(0, 20) ?? '';
  if (name.length >= 2) return name;
  return `댕냥이${profile.providerId.replace(/\D/g, '').slice(-4) || Math.floor(Math.random() * 9000 + 1000)}`;
}

/**
 * Users are keyed by (provider, provider id), never by e-mail. The first sign-in creates the
 * account; later sign-ins keep the nickname and image the user may have changed here.
 * A withdrawn account's provider id is erased, so signing in again creates a new account.
 */
export async function findOrCreateSocialUser(
  db: Database,
  provider: OAuthProvider,
  profile: SocialProfile,
): Promise<SignInIdentity> {
  const identity = { userId: users.id, role: users.role, tokenVersion: users.tokenVersion };
  const [existing] = await db
    .select(identity)
    .from(users)
    .where(
      and(
        eq(users.provider, provider),
        eq(users.providerId, profile.providerId),
        isNull(users.withdrawnAt),
      ),
    );
  if (existing) return existing;

  const [created] = await db
    .insert(users)
    .values({
      name: nicknameFor(profile),
      email: profile.email,
      profileImage: profile.image,
      provider,
      providerId: profile.providerId,
    })
    .onConflictDoUpdate({
      target: [users.provider, users.providerId],
      set: { updatedAt: new Date() },
    })
    .returning(identity);
  if (!created) throw new Error('Could not create the social account');
  return created;
}

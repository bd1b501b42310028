import type { OAuthProvider } from '@daengnyang/contract/constants';
import { nicknameKey } from '@daengnyang/contract/nickname';
import type { Database } from '../../db/client.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import {
  freeNickname,
  isNicknameTaken,
  nicknameFromProvider,
} from '../../modules/users/nicknames.ts';
import {
  findSocialIdentity,
  insertSocialUser,
  type SignInIdentity,
} from '../../modules/users/repository.ts';
import type { SocialProfile } from './providers.ts';

/**
 * The provider's name when it makes a valid nickname that imitates no one (nicknames.ts);
 * otherwise, and when the user withheld it, a friendly default. Either may still be taken.
 */
function wantedNickname(profile: SocialProfile): string {
  return (
    nicknameFromProvider(profile.name) ??
    `댕냥이${profile.providerId.replace(/\D/g, '').slice(-4) || Math.floor(Math.random() * 9000 + 1000)}`
  );
}

/**
 * Concurrent sign-ups that want the same name may each find the same number free; the unique
 * index lets one of them have it and the others look again, at most this many times in all.
 */
const NICKNAME_ATTEMPTS = 5;

/**
 * Users are keyed by (provider, provider id), never by e-mail. The first sign-in creates the
 * account under the wanted nickname, or with a numeric suffix when another account holds it
 * (`멍멍이` → `멍멍이2`); later sign-ins keep the nickname and image the user may have changed
 * here. A withdrawn account's provider id is erased, so signing in again creates a new account.
 */
export async function findOrCreateSocialUser(
  deps: { db: Database; events: DomainEvents },
  provider: OAuthProvider,
  profile: SocialProfile,
): Promise<SignInIdentity> {
  const { db, events } = deps;
  const existing = await findSocialIdentity(db, provider, profile.providerId);
  if (existing) return existing;

  const wanted = wantedNickname(profile);
  for (let attempt = 1; ; attempt += 1) {
    const name = await freeNickname(db, wanted, attempt === 1 ? 'first' : 'any');
    try {
      return await events.transaction(async (tx, record) => {
        const { created, ...identity } = await insertSocialUser(tx, {
          name,
          nameKey: nicknameKey(name),
          email: profile.email,
          profileImage: profile.image,
          provider,
          providerId: profile.providerId,
        });
        if (created) {
          record({
            kind: 'member.joined',
            subjectId: identity.userId,
            actorId: identity.userId,
            payload: {},
          });
        }
        return identity;
      });
    } catch (error) {
      if (!isNicknameTaken(error) || attempt >= NICKNAME_ATTEMPTS) throw error;
    }
  }
}

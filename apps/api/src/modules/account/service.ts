import type { Principal } from '@daengnyang/contract/account';
import type { Caller } from '../../auth/caller.ts';
import { formatSeoulDateTime } from '../../http/dates.ts';
import type { ModuleDeps } from '../deps.ts';
import { findPrincipal } from './repository.ts';

const ANONYMOUS_PRINCIPAL: Principal = { authenticated: false, user: null, myStatus: null };

export function createAccountService(deps: Pick<ModuleDeps, 'db' | 'imageUrls'>) {
  return {
    async principal(caller: Caller): Promise<Principal> {
      if (caller.kind !== 'user') return ANONYMOUS_PRINCIPAL;
      const row = await findPrincipal(deps.db, caller.userId);
      if (!row) return ANONYMOUS_PRINCIPAL;
      return {
        authenticated: true,
        user: {
          userId: row.userId,
          name: row.name,
          email: row.email,
          profileImgUrl: deps.imageUrls.profile(row.profileImage),
          provider: row.provider,
          role: row.role,
        },
        myStatus: {
          postCount: Number(row.postCount),
          commentCount: Number(row.commentCount),
          likedFoodCount: Number(row.likedFoodCount),
        },
        // Present only under a write ban or suspension: the bytes of everyone else's are unchanged.
        ...(caller.restriction && {
          sanction: {
            sanctionId: caller.restriction.sanctionId,
            type: caller.restriction.type,
            until:
              caller.restriction.until === null
                ? null
                : formatSeoulDateTime(caller.restriction.until),
          },
        }),
      };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

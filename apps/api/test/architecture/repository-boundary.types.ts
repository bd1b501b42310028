import type { Placeholder, SQL } from 'drizzle-orm';
import type { Executor } from '../../src/db/client.ts';
import type * as orphanRepository from '../../src/images/orphan-repository.ts';
import type * as accountRepository from '../../src/modules/account/repository.ts';
import type * as adminAuditRepository from '../../src/modules/admin/audit/repository.ts';
import type * as adminCommunityRepository from '../../src/modules/admin/community/repository.ts';
import type * as adminFoodRepository from '../../src/modules/admin/food/repository.ts';
import type * as adminNoticeRepository from '../../src/modules/admin/notice/repository.ts';
import type * as adminUsersRepository from '../../src/modules/admin/users/repository.ts';
import type * as blocksRepository from '../../src/modules/blocks/repository.ts';
import type * as commentsRepository from '../../src/modules/community/comments-repository.ts';
import type * as communityRepository from '../../src/modules/community/repository.ts';
import type * as searchRepository from '../../src/modules/community/search-repository.ts';
import type * as draftsRepository from '../../src/modules/drafts/repository.ts';
import type * as foodRepository from '../../src/modules/food/repository.ts';
import type * as mapRepository from '../../src/modules/map/repository.ts';
import type * as moderationRepository from '../../src/modules/moderation/repository.ts';
import type * as myPageRepository from '../../src/modules/mypage/repository.ts';
import type * as noticeRepository from '../../src/modules/notice/repository.ts';
import type * as notificationsRepository from '../../src/modules/notifications/repository.ts';
import type * as petPostersRepository from '../../src/modules/pet-posters/repository.ts';
import type * as petPairsRepository from '../../src/modules/pet-reports/pairs-repository.ts';
import type * as petReportsRepository from '../../src/modules/pet-reports/repository.ts';
import type * as sanctionsRepository from '../../src/modules/sanctions/repository.ts';
import type * as shareRepository from '../../src/modules/share/repository.ts';
import type * as shelterRepository from '../../src/modules/shelter/repository.ts';
import type * as usersContentRepository from '../../src/modules/users/content-repository.ts';
import type * as usersRepository from '../../src/modules/users/repository.ts';

/**
 * Checked by `tsc` (npm run typecheck): no function a repository exports takes SQL — neither a
 * `SQL` argument nor an options object or array carrying one, the way a `where` clause used to
 * be handed down from a service. Repositories take domain filters ({ categoryId, searchText,
 * sort, page }) and build their SQL themselves. repository-boundary.test.ts checks that every
 * repository file is listed here.
 */
export type Repositories = {
  orphanRepository: typeof orphanRepository;
  accountRepository: typeof accountRepository;
  adminAuditRepository: typeof adminAuditRepository;
  adminCommunityRepository: typeof adminCommunityRepository;
  adminFoodRepository: typeof adminFoodRepository;
  adminNoticeRepository: typeof adminNoticeRepository;
  adminUsersRepository: typeof adminUsersRepository;
  blocksRepository: typeof blocksRepository;
  commentsRepository: typeof commentsRepository;
  communityRepository: typeof communityRepository;
  draftsRepository: typeof draftsRepository;
  searchRepository: typeof searchRepository;
  foodRepository: typeof foodRepository;
  mapRepository: typeof mapRepository;
  moderationRepository: typeof moderationRepository;
  myPageRepository: typeof myPageRepository;
  noticeRepository: typeof noticeRepository;
  petPostersRepository: typeof petPostersRepository;
  notificationsRepository: typeof notificationsRepository;
  petPairsRepository: typeof petPairsRepository;
  petReportsRepository: typeof petReportsRepository;
  sanctionsRepository: typeof sanctionsRepository;
  shareRepository: typeof shareRepository;
  shelterRepository: typeof shelterRepository;
  usersContentRepository: typeof usersContentRepository;
  usersRepository: typeof usersRepository;
};

type IsNever<T> = [T] extends [never] ? true : false;

/**
 * An argument is SQL, or an object or array whose own fields or items are — the database and
 * a prepared statement's named parameter aside.
 */
type CarriesSql<T> =
  IsNever<Extract<T, SQL>> extends false
    ? true
    : T extends Executor | Placeholder
      ? false
      : T extends object
        ? IsNever<Extract<T[keyof T], SQL>> extends false
          ? true
          : false
        : false;

type AnyCarriesSql<Arguments extends unknown[]> = true extends {
  [Index in keyof Arguments]: CarriesSql<Arguments[Index]>;
}[number]
  ? true
  : false;

/** `"repository.function"` for every exported function that takes SQL; never when none does. */
type FunctionsTakingSql = {
  [Repository in keyof Repositories]: {
    [Name in keyof Repositories[Repository]]: Repositories[Repository][Name] extends (
      ...args: infer Arguments
    ) => unknown
      ? AnyCarriesSql<Arguments> extends true
        ? `${Repository & string}.${Name & string}`
        : never
      : never;
  }[keyof Repositories[Repository]];
}[keyof Repositories];

/** When this fails to compile, the error names the functions that take SQL. */
export const noRepositoryTakesSql: IsNever<FunctionsTakingSql> extends true
  ? 'none'
  : FunctionsTakingSql = 'none';

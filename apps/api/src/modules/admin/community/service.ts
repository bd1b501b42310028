import type { AdminCommunityQuery, AdminCommunityRow } from '@daengnyang/contract/admin-community';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { Paged } from '@daengnyang/contract/paging';
import type { SignedInCaller } from '../../../auth/caller.ts';
import { WITHDRAWN_USER_NAME } from '../../../db/authors.ts';
import type { Database } from '../../../db/client.ts';
import { formatSeoulDateTime } from '../../../http/dates.ts';
import { invariantResponse } from '../../../http/errors.ts';
import { offsetOf, toPage } from '../../../http/paging.ts';
import { auditCommentDelete, auditPostDelete } from '../../community/audit.ts';
import {
  countPostMatches,
  findAuthorIdsNamed,
  findPostMatches,
} from '../../community/search-repository.ts';
import type { CommunityService } from '../../community/service.ts';
import { type AdminPostRow, adminRowsIn, findAdminPostPage } from './repository.ts';

/** The flat row of wire-contract §4, keys in the order clients render as columns. */
function toAdminRow(row: AdminPostRow): AdminCommunityRow {
  return {
    communityId: row.communityId,
    communityCategoryName: row.categoryName,
    name: row.authorWithdrawnAt === null ? row.authorName : WITHDRAWN_USER_NAME,
    title: row.title,
    content: row.content,
    createdAt: formatSeoulDateTime(row.createdAt),
  };
}

async function findRows(
  db: Database,
  query: AdminCommunityQuery,
): Promise<{ rows: AdminPostRow[]; total: number }> {
  const page = { limit: query.size, offset: offsetOf(query) };
  if (!query.searchText) {
    return findAdminPostPage(db, { categoryId: query.communityCategoryId, ...page });
  }
  const search = {
    categoryId: query.communityCategoryId,
    searchText: query.searchText,
    authorIds: await findAuthorIdsNamed(db, query.searchText),
  };
  const counts = await countPostMatches(db, search);
  const rows = await findPostMatches(
    db,
    search,
    { offset: page.offset, size: page.limit },
    counts,
    { name: 'admin_rows', query: (ids) => adminRowsIn(db, ids), values: {} },
  );
  return { rows, total: counts.matches };
}

/**
 * The admin table of community posts and the administrator's deletes; every delete is audited
 * in its own transaction and removes the posts' image files after it commits.
 */
export function createAdminCommunityService(deps: { db: Database; community: CommunityService }) {
  const { db, community } = deps;
  return {
    /** Newest first; a search finds title, content or author name as the public search does. */
    async list(query: AdminCommunityQuery): Promise<Paged<AdminCommunityRow>> {
      const { rows, total } = await findRows(db, query);
      return toPage(rows.map(toAdminRow), total, query);
    },

    async deletePost(admin: SignedInCaller, id: number): Promise<void> {
      const deleted = await community.deletePosts([id], auditPostDelete(admin.userId));
      invariantResponse(deleted.length > 0, MESSAGES.communityPostNotFound, 404);
    },

    /** Ids that no longer exist are skipped; answers how many posts were deleted. */
    async deletePosts(admin: SignedInCaller, ids: number[]): Promise<number> {
      const deleted = await community.deletePosts([...new Set(ids)], auditPostDelete(admin.userId));
      return deleted.length;
    },

    async deleteComment(admin: SignedInCaller, id: number): Promise<void> {
      const deleted = await community.deleteComment(id, auditCommentDelete(admin.userId));
      invariantResponse(deleted.length > 0, MESSAGES.communityCommentNotFound, 404);
    },
  };
}
export type AdminCommunityService = ReturnType<typeof createAdminCommunityService>;

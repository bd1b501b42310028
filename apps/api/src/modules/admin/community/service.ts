import type { AdminCommunityQuery, AdminCommunityRow } from '@daengnyang/contract/admin-community';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { Paged } from '@daengnyang/contract/paging';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { SignedInCaller } from '../../../auth/caller.ts';
import { WITHDRAWN_USER_NAME } from '../../../db/authors.ts';
import { formatSeoulDateTime } from '../../../http/dates.ts';
import { invariantResponse } from '../../../http/errors.ts';
import { offsetOf, toPage } from '../../../http/paging.ts';
import { auditCommentDelete, auditPostDelete } from '../../community/audit.ts';
import type { CommunityService } from '../../community/service.ts';
import type { ModuleDeps } from '../../deps.ts';
import { type AdminPostRow, findAdminPosts } from './repository.ts';

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

/**
 * The admin table of community posts and the administrator's deletes; every delete is audited
 * in its own transaction and removes the posts' image files after it commits.
 */
export function createAdminCommunityService(
  deps: Pick<ModuleDeps, 'db'> & { community: CommunityService },
) {
  const { db, community } = deps;
  return {
    /** Hides or shows one of a post's revisions (the community module audits it). */
    setRevisionHidden: community.setRevisionHidden,

    /** Newest first; a search finds title, content or author name as the public search does. */
    async list(query: AdminCommunityQuery): Promise<Paged<AdminCommunityRow>> {
      const { rows, total } = await findAdminPosts(
        db,
        { categoryId: query.communityCategoryId, searchText: query.searchText },
        { limit: query.size, offset: offsetOf(query) },
      );
      return toPage(rows.map(toAdminRow), total, query);
    },

    async deletePost(admin: SignedInCaller, id: number): Promise<void> {
      const deleted = await community.deletePosts(admin, [id], auditPostDelete(admin.userId));
      invariantResponse(deleted.length > 0, MESSAGES.communityPostNotFound, 404);
    },

    /** Ids that no longer exist are skipped; answers how many posts were deleted. */
    async deletePosts(admin: SignedInCaller, ids: number[]): Promise<number> {
      const deleted = await community.deletePosts(
        admin,
        [...new Set(ids)],
        auditPostDelete(admin.userId),
      );
      return deleted.length;
    },

    async deleteComment(admin: SignedInCaller, id: number): Promise<void> {
      const deleted = await community.deleteComment(admin, id, auditCommentDelete(admin.userId));
      invariantResponse(deleted.length > 0, SERVER_MESSAGES.communityCommentNotFound, 404);
    },
  };
}
export type AdminCommunityService = ReturnType<typeof createAdminCommunityService>;

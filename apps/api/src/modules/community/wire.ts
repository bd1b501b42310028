import type { CommunityComment, CommunityPost } from '@daengnyang/contract/community';
import type { Caller } from '../../auth/caller.ts';
import { toAuthorSummary, WITHDRAWN_USER_NAME } from '../../db/authors.ts';
import { formatSeoulDateTime } from '../../http/dates.ts';
import type { ImageUrls } from '../../images/urls.ts';
import { blockedAuthorMark } from '../blocks/marks.ts';
import { editedMark } from '../editing/edited-mark.ts';
import { hiddenMark, threadEntryView } from '../moderation/withheld.ts';
import type { CommentRow } from './comments-repository.ts';
import type { PostRow } from './repository.ts';

/** The wire shape of a post (wire-contract §4); lists pass no comments. */
export function toCommunityPost(
  row: PostRow,
  comments: CommunityComment[],
  imageUrls: ImageUrls,
): CommunityPost {
  const category = { communityCategoryId: row.categoryId, communityCategoryName: row.categoryName };
  return {
    communityId: row.communityId,
    communityCategoryId: row.categoryId,
    title: row.title,
    content: row.content,
    createdAt: formatSeoulDateTime(row.createdAt),
    views: row.views,
    isLike: Number(row.isLike),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    communityCategory: category,
    communityCategoryName: row.categoryName,
    user: toAuthorSummary(row, imageUrls),
    communityImgs: row.images.map((image) => imageUrls.image(image)),
    communityComments: comments,
    ...blockedAuthorMark(row.blockedAuthor),
    ...hiddenMark(row.hidden),
    ...editedMark(row.editedAt),
  };
}

function toComment(row: CommentRow, imageUrls: ImageUrls, caller: Caller): CommunityComment {
  const shown = threadEntryView(caller, row);
  const parentUserName =
    row.parentUserWithdrawnAt !== null ? WITHDRAWN_USER_NAME : row.parentUserName;
  return {
    communityCommentId: row.id,
    communityId: row.postId,
    userId: row.authorId,
    parentCommentId: row.parentCommentId,
    parentUserId: row.parentUserId,
    parentUserName,
    level: row.level,
    content: shown.content,
    createdAt: formatSeoulDateTime(row.createdAt),
    user: toAuthorSummary(row, imageUrls),
    ...shown.mark,
    ...blockedAuthorMark(row.blockedAuthor),
    ...editedMark(row.editedAt),
  };
}

/**
 * The thread order of wire-contract §4: top-level comments newest first, each followed by its
 * replies oldest first. `rows` come oldest first. A withheld comment keeps its place, its text
 * replaced for anyone but its author and administrators.
 */
export function toCommentThread(
  rows: CommentRow[],
  imageUrls: ImageUrls,
  caller: Caller,
): CommunityComment[] {
  const replies = new Map<number, CommentRow[]>();
  for (const row of rows) {
    if (row.parentCommentId === null) continue;
    const thread = replies.get(row.parentCommentId) ?? [];
    thread.push(row);
    replies.set(row.parentCommentId, thread);
  }
  return rows
    .filter((row) => row.parentCommentId === null)
    .reverse()
    .flatMap((top) => [top, ...(replies.get(top.id) ?? [])])
    .map((row) => toComment(row, imageUrls, caller));
}

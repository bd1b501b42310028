import type { CommunityComment } from '@daengnyang/contract/community';

const byTime = (a: CommunityComment, b: CommunityComment) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.communityCommentId - b.communityCommentId;

/**
 * A post's thread read oldest first at both levels: each top-level comment in the order it was
 * written, followed by its replies in the order they were written. The API lists top-level
 * comments newest first but replies oldest first (wire-contract §4), so a reader met two
 * directions on one screen. The detail carries the post's whole thread, never a page of it, so
 * ordering it here orders all of it.
 */
export function chronologicalThread(comments: readonly CommunityComment[]): CommunityComment[] {
  const replies = new Map<number, CommunityComment[]>();
  const topLevel: CommunityComment[] = [];
  for (const comment of comments) {
    if (comment.parentCommentId === null) {
      topLevel.push(comment);
      continue;
    }
    const thread = replies.get(comment.parentCommentId) ?? [];
    thread.push(comment);
    replies.set(comment.parentCommentId, thread);
  }
  const ordered = topLevel
    .sort(byTime)
    .flatMap((top) => [top, ...(replies.get(top.communityCommentId) ?? []).sort(byTime)]);
  // A reply whose comment is not in the list (it cannot happen today) is still shown, last.
  const shown = new Set(ordered);
  return [...ordered, ...comments.filter((comment) => !shown.has(comment))];
}

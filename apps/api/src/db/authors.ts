import type { UserSummary } from '@daengnyang/contract/common';
import type { ImageUrls } from '../images/urls.ts';
import { users } from './schema/users.ts';

/** Shown for the posts and comments of a withdrawn account. */
export const WITHDRAWN_USER_NAME = '탈퇴한 사용자';

/** Columns to select for an author (join `users`), turned into the wire shape by `toUserSummary`. */
export const authorColumns = {
  authorId: users.id,
  authorName: users.name,
  authorImage: users.profileImage,
  authorWithdrawnAt: users.withdrawnAt,
  authorRole: users.role,
};

/** An author as `authorColumns` selects them. */
export type AuthorRow = {
  authorId: number;
  authorName: string;
  authorImage: string | null;
  authorWithdrawnAt: Date | null;
  authorRole: string;
};

export function toUserSummary(row: AuthorRow, imageUrls: ImageUrls): UserSummary {
  const withdrawn = row.authorWithdrawnAt !== null;
  return {
    userId: row.authorId,
    name: withdrawn ? WITHDRAWN_USER_NAME : row.authorName,
    profileImgUrl: imageUrls.profile(withdrawn ? null : row.authorImage),
  };
}

/**
 * The author of an item members may report and block (post, comment, reply, review, notice
 * comment): the user summary, with the additive `admin: true` when an administrator wrote it
 * (administrators cannot be blocked). Only then: a member's summary, and every food and notice
 * (always administrators'), keep the base contract's bytes.
 */
export function toAuthorSummary(row: AuthorRow, imageUrls: ImageUrls): UserSummary {
  return {
    ...toUserSummary(row, imageUrls),
    ...(row.authorRole === 'ROLE_ADMIN' ? { admin: true as const } : {}),
  };
}

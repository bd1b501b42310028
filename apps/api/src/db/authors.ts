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
};

export function toUserSummary(
  row: {
    authorId: number;
    authorName: string;
    authorImage: string | null;
    authorWithdrawnAt: Date | null;
  },
  imageUrls: ImageUrls,
): UserSummary {
  const withdrawn = row.authorWithdrawnAt !== null;
  return {
    userId: row.authorId,
    name: withdrawn ? WITHDRAWN_USER_NAME : row.authorName,
    profileImgUrl: imageUrls.profile(withdrawn ? null : row.authorImage),
  };
}

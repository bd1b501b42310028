import type { Notice, NoticeComment } from '@daengnyang/contract/notice';
import type { Caller } from '../../auth/caller.ts';
import { toAuthorSummary, toUserSummary } from '../../db/authors.ts';
import { formatSeoulDateTime } from '../../http/dates.ts';
import type { ImageUrls } from '../../images/urls.ts';
import { blockedAuthorMark } from '../blocks/marks.ts';
import { editedMark } from '../editing/edited-mark.ts';
import { threadEntryView } from '../moderation/withheld.ts';
import type { NoticeCommentRow, NoticeRow } from './repository.ts';

/** The wire shape of a notice (wire-contract §4); lists pass no comments. */
export function toNotice(row: NoticeRow, comments: NoticeComment[], imageUrls: ImageUrls): Notice {
  const images = row.images.map((image) => imageUrls.image(image));
  return {
    noticeId: row.noticeId,
    noticeCategoryId: row.categoryId,
    noticeCategoryName: row.categoryName,
    noticeCategory: { noticeCategoryId: row.categoryId, noticeCategoryName: row.categoryName },
    title: row.title,
    content: row.content,
    createdAt: formatSeoulDateTime(row.createdAt),
    views: row.views,
    isLike: Number(row.isLike),
    likeCount: row.likeCount,
    user: toUserSummary(row, imageUrls),
    noticeImgs: images,
    imgUrls: images.map((image) => image.imgUrl),
    noticeComment: comments,
    eventPeriod:
      row.eventStartsOn !== null && row.eventEndsOn !== null
        ? { startsOn: row.eventStartsOn, endsOn: row.eventEndsOn }
        : null,
  };
}

/** A withheld comment shows as the placeholder, without images, to all but its author and admins. */
export function toNoticeComment(
  row: NoticeCommentRow,
  imageUrls: ImageUrls,
  caller: Caller,
): NoticeComment {
  const shown = threadEntryView(caller, row);
  return {
    noticeCommentId: row.id,
    noticeId: row.noticeId,
    userId: row.authorId,
    content: shown.content,
    createdAt: formatSeoulDateTime(row.createdAt),
    user: toAuthorSummary(row, imageUrls),
    noticeCommentImgs: shown.withheld ? [] : row.images.map((image) => imageUrls.image(image)),
    ...shown.mark,
    ...blockedAuthorMark(row.blockedAuthor),
    ...editedMark(row.editedAt),
  };
}

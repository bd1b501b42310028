import { categoryName, NOTICE_CATEGORIES } from '@daengnyang/contract/constants';
import type { Notice, NoticeComment } from '@daengnyang/contract/notice';
import { USER_PRINCIPAL } from './accounts.ts';

/** A notice as the API sends it; tests override what they look at. */
export function notice(overrides: Partial<Notice> = {}): Notice {
  const noticeCategoryId = overrides.noticeCategoryId ?? 1;
  const noticeCategoryName = categoryName(NOTICE_CATEGORIES, noticeCategoryId) ?? '';
  return {
    noticeId: 41,
    noticeCategoryId,
    noticeCategoryName,
    noticeCategory: { noticeCategoryId, noticeCategoryName },
    title: '댕냥 서비스 오픈 안내',
    content: '댕냥이 문을 열었습니다.\n많은 이용 부탁드립니다.',
    createdAt: '2024-02-01T10:00:00+09:00',
    views: 120,
    isLike: 0,
    likeCount: 5,
    user: { userId: 1, name: '댕냥관리자', profileImgUrl: 'http://localhost/static/admin.png' },
    noticeImgs: [],
    imgUrls: [],
    noticeComment: [],
    eventPeriod: null,
    ...overrides,
  };
}

export function noticeComment(overrides: Partial<NoticeComment> = {}): NoticeComment {
  const user = overrides.user ?? {
    userId: overrides.userId ?? 30,
    name: '호두아빠',
    profileImgUrl: 'http://localhost/uploads/hodu.webp',
  };
  return {
    noticeCommentId: 801,
    noticeId: 41,
    userId: user.userId,
    content: '참여합니다!',
    createdAt: '2024-02-02T18:20:00+09:00',
    user,
    noticeCommentImgs: [],
    ...overrides,
  };
}

/** An entry written by the signed-in test user (USER_TOKEN). */
export function ownNoticeComment(overrides: Partial<NoticeComment> = {}) {
  const { userId, name, profileImgUrl } = USER_PRINCIPAL.user;
  return noticeComment({ user: { userId, name, profileImgUrl }, ...overrides });
}

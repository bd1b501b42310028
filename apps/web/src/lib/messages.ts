import { MESSAGES } from '@daengnyang/contract/messages';
import type { ReportTargetType } from '@daengnyang/contract/moderation';

/**
 * The web app's user-visible sentences, Korean exactly as product-spec §5 and §8 give them.
 * Where the spec gives only English, the Korean is ours (docs/decisions/001). Sentences the API
 * shares live in the contract and are taken from there, so one sentence has one home.
 */

/** Questions asked before an action (ConfirmDialog). */
export const CONFIRM_MESSAGES = {
  registerPost: '게시글을 등록하시겠습니까?',
  deletePost: '게시글을 삭제하시겠습니까?',
  registerComment: '댓글을 등록하시겠습니까?',
  deleteComment: '댓글을 삭제하시겠습니까?',
  changeProfileImage: '프로필이미지를 수정하시겠습니까?',
  changeNickname: '닉네임을 변경하시겠습니까?',
  withdraw: '정말 탈퇴하시겠습니까?',
} as const;

/** Success toasts. */
export const SUCCESS_MESSAGES = {
  postCreated: '게시글이 등록되었어요',
  postDeleted: '게시글이 삭제되었습니다.',
  commentDeleted: '댓글이 삭제되었습니다.',
  profileImageChanged: '프로필 이미지를 수정하였습니다.',
  nicknameChanged: '닉네임이 변경되었습니다.',
} as const;

/** Failure toasts and form validation. */
export const ERROR_MESSAGES = {
  loginRequired: MESSAGES.loginRequired,
  profileImageChangeFailed: '이미지 변경에 실패하였습니다.',
  nicknameChangeFailed: '닉네임 변경이 실패하였습니다.',
  withdrawEmailMismatch: '작성하신 이메일이 동일하지 않습니다. 다시 시도해주세요.',
  adminDeleteFailed: '데이터를 삭제하지 못했습니다. 다시 시도해주세요.',
  foodRegisterFailed: '게시글 등록에 실패했습니다. 다시 시도해주세요.',
  noticeRegisterFailed: '게시글 등록에 실패했습니다.',
  noticeEditFailed: '게시글 수정에 실패했습니다.',
  mapLoadFailed: '지도를 불러오지 못했어요. 장소 목록은 그대로 이용할 수 있어요.',
} as const;

/** Lines shown where a list has nothing to show. */
export const EMPTY_MESSAGES = {
  myPosts: '작성한 게시글이 없습니다.',
  myComments: '아직 작성한 댓글이 없습니다.',
  myLikedFoods: '아직 찜한 먹거리가 없습니다.',
  searchResults: '게시물을 찾을 수 없습니다.',
  nearbyPlaces: '주변에 등록된 장소가 없습니다.',
} as const;

/** Notes of our own where the spec shows a line but not its words. */
export const NOTE_MESSAGES = {
  signInRequired: '로그인이 필요해요. 로그인하면 보던 화면으로 돌아갈게요.',
  placeVisitWarning: '운영 시간은 바뀔 수 있으니 방문 전에 전화로 확인해주세요.',
} as const;

/** What each kind of reported content is called (moderation's `targetType`). */
export const CONTENT_KIND_LABELS = {
  post: '게시글',
  comment: '댓글',
  review: '리뷰',
  noticeComment: '이벤트 댓글',
} as const satisfies Record<ReportTargetType, string>;

/** Moderation and member safety (issue 21): the words of ours around the contract's sentences. */
export const SAFETY_MESSAGES = {
  blockQuestion: (name: string) =>
    `${name}님을 차단하시겠습니까? 이 사용자의 글과 댓글이 접혀 보이고, 이 사용자는 내 글에 댓글을 달 수 없어요.`,
  unblockQuestion: (name: string) => `${name}님의 차단을 해제하시겠습니까?`,
  ownHiddenMark: '신고가 누적되어 검토 중입니다. 검토가 끝날 때까지 다른 사람에게는 보이지 않아요.',
  hiddenBadge: '검토 중',
  temporaryMeasureMark: (until: string) =>
    `권리 침해 신고로 ${until}까지 임시조치되었습니다. 다른 사람에게는 보이지 않아요.`,
  writeBanned: (until: string | null) =>
    until === null ? '글쓰기가 제한되었습니다. (영구)' : `글쓰기가 제한되었습니다. (${until}까지)`,
  writeBanReason: (reason: string) => `사유: ${reason}`,
  writeDisabled: '활동이 제한되어 지금은 쓸 수 없어요.',
  appealSent: '이의 신청을 보냈어요. 운영진이 검토한 뒤 알려드릴게요.',
  objectionSent: '이의 제기를 보냈어요. 운영진이 검토한 뒤 알려드릴게요.',
  staleReloaded: '목록을 새로 불러왔어요.',
} as const;

/** Editing, revisions, drafts and sharing (issue 22): the words of ours around the contract's. */
export const AUTHOR_MESSAGES = {
  editPostQuestion: '게시글을 수정하시겠습니까?',
  editCommentQuestion: '댓글을 수정하시겠습니까?',
  editedMark: '수정됨',
  draftFound: (savedAt: string) => `${savedAt}에 임시 저장된 글이 있어요. 이어서 쓸까요?`,
  draftRestored: '임시 저장된 글을 불러왔어요.',
  revisionsTitle: '수정 기록',
  revisionHeading: (number: number, newest: boolean) =>
    newest ? `${number}번째 버전 (현재)` : `${number}번째 버전`,
  revisionHiddenBadge: '숨김',
  revisionsEmpty: '수정 기록이 없습니다.',
  linkCopied: '링크를 복사했어요.',
  linkCopyFailed: '링크를 복사하지 못했어요. 주소창의 주소를 복사해주세요.',
  kakaoShareFailed: '카카오톡 공유를 열지 못했어요. 잠시 후 다시 시도해주세요.',
} as const;

/** Notifications (issue 22): the words of ours around the server's sentences. */
export const NOTIFICATION_MESSAGES = {
  bell: '알림',
  bellUnread: (count: number) => `알림 ${count}개 안 읽음`,
  open: '보기',
  pageTitle: '알림',
  pageLead: '내 글과 댓글에 생긴 일, 운영진의 안내를 모아 보여드려요.',
  markAllRead: '모두 읽음',
  unread: '안 읽음',
  empty: '아직 받은 알림이 없어요.',
  listTitle: '받은 알림',
  listLabel: '알림 목록',
  justNow: '방금 전',
  preferencesTitle: '알림 설정',
  preferencesLead: '받고 싶은 알림을 골라주세요. 끈 알림은 목록에도 쌓이지 않아요.',
  kindsLegend: '알림 종류',
  quietHours: (from: string, to: string) => `방해 금지 시간 (${from}~${to})`,
  quietHoursHint:
    '이 시간에는 새 알림을 띄우지 않고 숫자만 바꿔요. 실종·목격 글의 알림은 언제나 바로 알려드려요.',
  save: '저장',
} as const;

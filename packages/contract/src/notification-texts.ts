/**
 * The sentences of notification entries (`Notification.text`), composed by the server in
 * Korean. Apart from MESSAGES so that the web app, which shows the server's text, does not
 * carry them in every page's JavaScript.
 */
export const NOTIFICATION_TEXTS = {
  comment: (name: string) => `${name}님이 내 글에 댓글을 남겼어요.`,
  reply: (name: string) => `${name}님이 내 댓글에 답글을 남겼어요.`,
  mention: (name: string) => `${name}님이 나를 언급했어요.`,
  postLiked: (name: string, others: number) =>
    others > 0 ? `${name}님 외 ${others}명이 좋아합니다` : `${name}님이 좋아합니다`,
  reviewHelpful: (name: string, others: number) =>
    others > 0
      ? `${name}님 외 ${others}명이 내 리뷰가 도움이 됐대요`
      : `${name}님이 내 리뷰가 도움이 됐대요`,
  moderationHidden: '운영진이 내 글을 숨겼어요.',
  moderationDeleted: '운영진이 내 글을 삭제했어요.',
  moderationTemporaryMeasure: '권리 침해 신고로 내 글이 임시조치되었어요.',
  moderationRestored: '검토 결과 내 글이 다시 보이게 되었어요.',
  sanctionWarning: '운영 정책 위반으로 경고를 받았어요.',
  sanctionWriteBan: '운영 정책 위반으로 글쓰기가 제한되었어요.',
  sanctionSuspension: '운영 정책 위반으로 이용이 정지되었어요.',
  sanctionLifted: '계정 제재가 해제되었어요.',
  reportUpheld: '내가 한 신고가 처리되었어요. 신고해주셔서 고마워요.',
  reportDismissed: '내가 한 신고를 검토했지만 운영 정책 위반이 아니었어요.',
  petMatchPost: (kindLabel: string) =>
    `내 글과 비슷한 ${kindLabel} 글이 새로 올라왔어요. 확인해보세요.`,
  petMatchShelter: (daysLeft: number) =>
    `내 글과 비슷한 동물이 보호소 공고에 올라왔어요. 공고 종료 D-${Math.max(daysLeft, 0)}`,
} as const;

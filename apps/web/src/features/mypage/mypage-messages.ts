/**
 * My-page sentences the spec does not give. The spec asks for the user's own e-mail before a
 * withdrawal, but a provider may withhold the e-mail (wire contract §2); such users confirm
 * with their nickname instead, and these sentences say so. The dialog also says what becomes
 * of the member's posts and comments, and offers to delete them.
 */
export const WITHDRAW_MESSAGES = {
  askEmail: '본인 확인을 위해 가입하신 이메일을 입력해주세요.',
  askNickname:
    '이 계정은 로그인할 때 이메일을 받지 못해 이메일로 확인할 수 없어요. 본인 확인을 위해 지금 사용 중인 닉네임을 입력해주세요.',
  nicknameMismatch: '작성하신 닉네임이 동일하지 않습니다. 다시 시도해주세요.',
  consequences: '탈퇴하면 프로필과 좋아요 정보가 삭제되고, 탈퇴 후에는 되돌릴 수 없어요.',
  contentKept:
    "작성한 글과 댓글은 그대로 남고, 작성자는 '탈퇴한 사용자'로 표시돼요. 원하면 함께 삭제할 수 있어요.",
  contentDeleted: '작성한 글과 댓글도 사진, 달린 답글과 함께 모두 삭제돼요.',
  deleteContent: '내가 쓴 글과 댓글도 함께 삭제',
} as const;

/**
 * My-page sentences the spec does not give. The spec asks for the user's own e-mail before a
 * withdrawal, but a provider may withhold the e-mail (wire contract §2); such users confirm
 * with their nickname instead, and these sentences say so.
 */
export const WITHDRAW_MESSAGES = {
  askEmail: '본인 확인을 위해 가입하신 이메일을 입력해주세요.',
  askNickname:
    '이 계정은 로그인할 때 이메일을 받지 못해 이메일로 확인할 수 없어요. 본인 확인을 위해 지금 사용 중인 닉네임을 입력해주세요.',
  nicknameMismatch: '작성하신 닉네임이 동일하지 않습니다. 다시 시도해주세요.',
  consequences:
    "탈퇴하면 프로필과 좋아요 정보가 삭제되고, 작성한 글과 댓글은 '탈퇴한 사용자'로 남아요. 탈퇴 후에는 되돌릴 수 없어요.",
} as const;

/**
 * User-visible sentences both apps share. Korean text as product-spec §5 and §8 give it;
 * where the spec gives only an English rendering, the Korean is ours (docs/decisions/001).
 */
export const MESSAGES = {
  loginRequired: '로그인 후 이용해 주세요.',
  adminCredentialsRequired: '아이디와 비밀번호를 입력해주세요.',
  adminCredentialsWrong: '아이디 또는 비밀번호가 올바르지 않습니다.',
  adminOnly: '관리자만 이용할 수 있습니다.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  notFound: '요청한 내용을 찾을 수 없습니다.',
  forbidden: '권한이 없습니다.',
  invalidRequest: '요청 내용이 올바르지 않습니다.',
  serverError: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  nicknameLength: '닉네임은 2자 이상 20자 이하로 입력해주세요.',
  searchTextRequired: '검색어를 입력해주세요.',
  searchTextTooLong: '검색어는 100자 이하로 입력해주세요.',
  tooManyImages: (max: number) => `이미지는 최대 ${max}장까지 올릴 수 있습니다.`,
  imageTooLarge: '이미지 한 장의 크기는 10MB 이하여야 합니다.',
  imageUnsupported:
    '지원하지 않는 이미지 형식입니다. JPEG, PNG, WebP, GIF, AVIF 이미지를 올려주세요.',
  imageUnreadable: '이미지를 읽을 수 없습니다. 파일이 손상되지 않았는지 확인해주세요.',
  imageTooManyPixels: '이미지 해상도가 너무 큽니다. 더 작은 이미지를 올려주세요.',
  imageRequired: '이미지를 한 장 이상 올려주세요.',
  socialLoginFailed: '소셜 로그인에 실패했습니다. 다시 시도해주세요.',
  networkError: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
} as const;

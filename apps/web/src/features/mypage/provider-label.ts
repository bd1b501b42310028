import type { OAuthProvider } from '@daengnyang/contract/constants';

const PROVIDER_LABELS: Record<OAuthProvider, string> = {
  google: 'Google',
  naver: '네이버',
  kakao: '카카오',
};

/** How the user signed in; administrators sign in with a password and have no provider. */
export function providerLabel(provider: OAuthProvider | null): string {
  return provider === null ? '관리자 계정' : `${PROVIDER_LABELS[provider]} 로그인`;
}

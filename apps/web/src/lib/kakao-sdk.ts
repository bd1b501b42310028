/**
 * Kakao's JavaScript SDK, for KakaoTalk sharing (issue 22). It is loaded only when a member
 * presses the KakaoTalk button, never with the page: a third-party script of ~100 KB that most
 * readers never need. The share sends the page's address; KakaoTalk builds its card from the
 * page's Open Graph tags, which the server writes.
 */
export const KAKAO_SDK_URL = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js';

/** The part of the SDK this app calls. */
export type KakaoSdk = {
  isInitialized: () => boolean;
  init: (javascriptKey: string) => void;
  Share: { sendScrap: (settings: { requestUrl: string }) => void };
};

declare global {
  interface Window {
    Kakao?: KakaoSdk;
  }
}

let loading: Promise<KakaoSdk> | undefined;

/** Adds the SDK's script once and resolves with `window.Kakao` once it ran. */
export function loadKakaoSdk(): Promise<KakaoSdk> {
  loading ??= new Promise<KakaoSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = KAKAO_SDK_URL;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.addEventListener('load', () => {
      if (window.Kakao === undefined) reject(new Error('The Kakao SDK loaded without Kakao'));
      else resolve(window.Kakao);
    });
    script.addEventListener('error', () => {
      // A failed load (offline, blocked) is tried again on the next press.
      script.remove();
      loading = undefined;
      reject(new Error('The Kakao SDK did not load'));
    });
    document.head.append(script);
  });
  return loading;
}

/** Opens KakaoTalk's share of `url` (its Open Graph card), initialising the SDK with `key`. */
export async function shareToKakaoTalk(key: string, url: string): Promise<void> {
  const kakao = await loadKakaoSdk();
  if (!kakao.isInitialized()) kakao.init(key);
  kakao.Share.sendScrap({ requestUrl: url });
}

import type { SiteConfig } from '@daengnyang/contract/site-config';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KAKAO_SDK_URL, type KakaoSdk } from '@/lib/kakao-sdk.ts';
import { AUTHOR_MESSAGES } from '@/lib/messages.ts';
import { siteConfigWithKakao } from '@/testing/mocks/authoring.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { SITE_CONFIG } from '@/testing/mocks/map.ts';
import { requestLog } from '@/testing/mocks/request-log.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { findToast } from '@/testing/toasts.ts';
import { ShareButtons } from './share-buttons.tsx';

const PATH = '/community/3/101';
const url = () => new URL(PATH, window.location.origin).href;

function renderShare() {
  return renderApp(<ShareButtons title="산책 다녀왔어요" path={PATH} />);
}

/** Gives this browser the Web Share API for one test. */
function withWebShare(share: (data: ShareData) => Promise<void>) {
  const spy = vi.fn(share);
  Object.defineProperty(navigator, 'share', { value: spy, configurable: true });
  return spy;
}

const kakaoScript = () => document.head.querySelector(`script[src="${KAKAO_SDK_URL}"]`);

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(window, 'Kakao');
  kakaoScript()?.remove();
});

describe('ShareButtons', () => {
  it("opens the system share sheet with the page's address where the browser has one", async () => {
    const share = withWebShare(async () => undefined);
    const { user } = renderShare();

    await user.click(screen.getByRole('button', { name: '공유' }));

    expect(share).toHaveBeenCalledWith({ title: '산책 다녀왔어요', url: url() });
    expect(screen.queryByText(AUTHOR_MESSAGES.linkCopied)).not.toBeInTheDocument();
  });

  it('takes a cancelled share sheet quietly: no toast, no copy, no error', async () => {
    withWebShare(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    const { user } = renderShare();
    await navigator.clipboard.writeText('before');

    await user.click(screen.getByRole('button', { name: '공유' }));

    expect(await navigator.clipboard.readText()).toBe('before');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(AUTHOR_MESSAGES.linkCopied)).not.toBeInTheDocument();
  });

  it('copies the address elsewhere and says so', async () => {
    const { user } = renderShare();

    await user.click(screen.getByRole('button', { name: '공유' }));

    expect(await findToast(AUTHOR_MESSAGES.linkCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url());
  });

  it('offers no KakaoTalk button when the server names no Kakao key', async () => {
    const asked = requestLog();
    server.use(
      http.get('/api/site-config', ({ request }) => {
        asked.add(request);
        return ok<SiteConfig>(SITE_CONFIG);
      }),
    );
    renderShare();
    await waitFor(() => expect(asked.urls()).toHaveLength(1));

    await expect(
      screen.findByRole('button', { name: '카카오톡 공유' }, { timeout: 300 }),
    ).rejects.toThrow();
    expect(kakaoScript()).toBeNull();
  });

  it("loads Kakao's SDK only when KakaoTalk is pressed, then shares the page", async () => {
    server.use(siteConfigWithKakao('kakao-key'));
    const { user } = renderShare();
    const kakao = await screen.findByRole('button', { name: '카카오톡 공유' });
    expect(kakaoScript()).toBeNull();

    await user.click(kakao);

    // The script element is added but never fetched here: the test plays its load.
    const script = kakaoScript();
    expect(script).not.toBeNull();
    const sdk = {
      isInitialized: vi.fn(() => false),
      init: vi.fn(),
      Share: { sendScrap: vi.fn() },
    } satisfies KakaoSdk;
    window.Kakao = sdk;
    script?.dispatchEvent(new Event('load'));

    await waitFor(() => expect(sdk.Share.sendScrap).toHaveBeenCalledWith({ requestUrl: url() }));
    expect(sdk.init).toHaveBeenCalledWith('kakao-key');
  });
});

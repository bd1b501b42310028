import { useSiteConfig } from '@/api/get-site-config.ts';
import { shareToKakaoTalk } from '@/lib/kakao-sdk.ts';
import { AUTHOR_MESSAGES } from '@/lib/messages.ts';
import { Button } from '@/ui/button.tsx';
import { useToast } from '@/ui/use-toast.ts';
import styles from './share-buttons.module.css';

type ShareButtonsProps = {
  /** What is shared, as the page's heading names it. */
  title: string;
  /** The page's canonical path (`paths.communityDetail.getHref(…)`), made absolute on press. */
  path: string;
};

/** The member closed the system share sheet: nothing went wrong. */
function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Sharing a post, a notice or a food (issue 22). 공유 opens the system share sheet where the
 * browser has one (phones), else copies the page's address and says so. A KakaoTalk button
 * appears only when the server names a Kakao key, and Kakao's SDK loads on its press. What the
 * buttons do is decided on press, never while rendering, so the server's HTML and the first
 * render in the browser match.
 */
export function ShareButtons({ title, path }: ShareButtonsProps) {
  const toast = useToast();
  const kakaoKey = useSiteConfig().data?.kakaoJavascriptKey ?? null;
  const address = () => new URL(path, window.location.origin).href;

  const copy = async (url: string) => {
    try {
      // Missing outside a secure context: that is a failure like any other.
      await navigator.clipboard.writeText(url);
      toast.success(AUTHOR_MESSAGES.linkCopied);
    } catch {
      toast.error(AUTHOR_MESSAGES.linkCopyFailed);
    }
  };

  const share = async () => {
    const url = address();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (isCancelled(error)) return;
        // Refused (no user activation left, a blocked permission): copying still works.
      }
    }
    await copy(url);
  };

  const shareToKakao = async (key: string) => {
    try {
      await shareToKakaoTalk(key, address());
    } catch {
      toast.error(AUTHOR_MESSAGES.kakaoShareFailed);
    }
  };

  return (
    <div className={styles.buttons}>
      <Button variant="secondary" size="small" onClick={() => void share()}>
        <span className={styles.withIcon}>
          <ShareIcon />
          공유
        </span>
      </Button>
      {kakaoKey !== null && (
        <Button variant="secondary" size="small" onClick={() => void shareToKakao(kakaoKey)}>
          카카오톡 공유
        </Button>
      )}
    </div>
  );
}

function ShareIcon() {
  return (
    <svg
      className={styles.icon}
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long the page may take to show the element (the post and its thread load first). */
const WAIT_FOR_TARGET_MS = 10_000;

/** Scrolls to the element, takes the focus there (so reading goes on from it) and marks it. */
function reveal(element: HTMLElement) {
  element.scrollIntoView({ block: 'center' });
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  element.setAttribute('data-link-target', '');
  element.addEventListener('blur', () => element.removeAttribute('data-link-target'), {
    once: true,
  });
}

/**
 * A link to one comment (`/community/3/101#comment-501`, a notification's): once the page shows
 * that element, it is scrolled into view, focused and highlighted (global.css). The browser's
 * own jump to the hash cannot do it: the comment is drawn after the route's data arrives, and
 * every path change starts at the top (ScrollToTop).
 */
export function ScrollToLinkTarget() {
  // Comment ids are unique site-wide per kind, so the hash alone says when to look again.
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id === '') return;
    const found = document.getElementById(id);
    if (found !== null) {
      reveal(found);
      return;
    }
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element === null) return;
      stop();
      reveal(element);
    });
    const timer = setTimeout(() => stop(), WAIT_FOR_TARGET_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash]);
  return null;
}

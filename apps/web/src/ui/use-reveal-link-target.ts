import { useEffect } from 'react';
import { useLocation } from 'react-router';

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
 * For a list of comments or reviews, called where it is drawn: the item the URL's hash names
 * (a notification's `/community/3/101#comment-501`, ui/anchor-ids.ts) is scrolled into view,
 * focused and highlighted (global.css) once the list is on the page. The browser's own jump to
 * the hash cannot do it: the list comes after the page's data, and every path change starts at
 * the top (ScrollToTop), whose effect runs before the list's.
 */
export function useRevealLinkTarget() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const element = id === '' ? null : document.getElementById(id);
    if (element !== null) reveal(element);
  }, [hash]);
}

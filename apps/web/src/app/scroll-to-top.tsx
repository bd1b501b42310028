import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: every path change starts at the top of the page. The page the app starts on is left
 * where the browser put it: a reader may have scrolled the server's HTML before the app took it
 * over, and a reload or a return keeps its place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

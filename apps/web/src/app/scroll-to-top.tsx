import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: every path change starts at the top of the page. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

import { useLayoutEffect } from 'react';

/**
 * Names the browser tab while the page shows. React 19 hoisted a `<title>` rendered anywhere
 * into `<head>`; Preact (docs/decisions/002-preact-compat.md) leaves it in the body, where the
 * browser ignores it because index.html's own `<title>` comes first.
 */
export function DocumentTitle({ title }: { title: string }) {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

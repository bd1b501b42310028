import { createContext, use } from 'react';

/**
 * Where the server render collects the page's title, which it writes into the HTML's `<head>`
 * (entry-server.tsx) with the page's other head tags.
 */
export const DocumentTitleCollector = createContext<((title: string) => void) | null>(null);

function CollectedTitle({ title }: { title: string }) {
  use(DocumentTitleCollector)?.(title);
  return null;
}

/**
 * Names the browser tab while the page shows. React 19 puts a `<title>` rendered anywhere into
 * `<head>` and takes it out when the page goes; hydrating a server-rendered page, it takes over
 * the `<title>` the server wrote. A page renders one at a time: two would both be in `<head>`.
 */
export function DocumentTitle({ title }: { title: string }) {
  if (import.meta.env.SSR) return <CollectedTitle title={title} />;
  return <title>{title}</title>;
}

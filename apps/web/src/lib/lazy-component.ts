import type { ComponentType } from 'react';
import { lazyPart } from './lazy-part.ts';

/**
 * A component whose code loads on first use, and can be loaded ahead with `preload`: a route's
 * page, or a part of a page that its first view may not need (the map's 실종·목격 tab).
 */
export type LazyComponent = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * A module's named export as a lazy part (lib/lazy-part.ts): the server loads the page of the
 * URL (and a lazy part it shows) before rendering it, so its HTML has the page and no Suspense
 * fallback; the browser loads the page before hydrating, so the page's HTML stays as the
 * server sent it until hydration takes it over.
 */
export function lazyComponent<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyComponent {
  return lazyPart(async () => ({ default: (await load())[name] }), name);
}

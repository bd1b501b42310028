import type { ComponentType } from 'react';
import { lazyPart } from '@/lib/lazy-part.ts';

/** A route's page whose code loads on first use, and can be loaded ahead with `preload`. */
export type LazyPage = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * A page module's named export, loaded when the page is first shown (React.lazy). `preload`
 * loads it ahead: the server loads the page of the URL before rendering it, so its HTML has the
 * page and no Suspense fallback (the server's page renders synchronously, and fails loudly if
 * it was not loaded); the browser loads it before hydrating, so the page's HTML stays as the
 * server sent it until hydration takes it over.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyPage {
  return lazyPart(async () => ({ default: (await load())[name] }), name);
}

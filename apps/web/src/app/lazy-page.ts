import { type ComponentType, createElement, type FunctionComponent, use } from 'react';

/** A route's page whose code loads on first use, and can be loaded ahead with `preload`. */
export type LazyPage = FunctionComponent & { preload: () => Promise<ComponentType> };

/**
 * A page module's named export, loaded when the page is first shown. Unlike React.lazy, a page
 * loaded ahead (`preload`) renders at once, without suspending: the server loads the page of the
 * URL before rendering it (no Suspense fallback in the HTML), and the browser before hydrating
 * it (the same tree as the server's). A page not loaded yet suspends until it is.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return loaded;
      },
      (error: unknown) => {
        // A chunk that failed to arrive (a dropped connection) is asked for again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Page() {
    // The same component either way, so a page that finishes loading is not mounted again.
    const Loaded = loaded ?? use(preload());
    return createElement(Loaded);
  }
  Page.displayName = name;
  return Object.assign(Page, { preload });
}

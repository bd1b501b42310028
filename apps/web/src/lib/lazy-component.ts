import { type ComponentType, createElement, lazy } from 'react';

/**
 * A component whose code loads on first use, and can be loaded ahead with `preload`: a route's
 * page, or a part of a page that its first view may not need (the map's 실종·목격 tab).
 */
export type LazyComponent = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * A module's named export, loaded when first shown (React.lazy). `preload` loads it ahead: the
 * server loads the page of the URL (and a lazy part it shows) before rendering it, so its HTML
 * has the page and no Suspense fallback (the server's component renders synchronously, and
 * fails loudly if it was not loaded); the browser loads the page before hydrating, so the
 * page's HTML stays as the server sent it until hydration takes it over. A lazy part inside a
 * page sits in a Suspense boundary: until its code arrives, hydration keeps the server's HTML
 * of that boundary as it is.
 */
export function lazyComponent<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyComponent {
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
  if (import.meta.env.SSR) {
    const ServerComponent = () => {
      if (loaded === undefined) throw new Error(`${name} is rendered before it was loaded`);
      return createElement(loaded);
    };
    return Object.assign(ServerComponent, { preload });
  }
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}

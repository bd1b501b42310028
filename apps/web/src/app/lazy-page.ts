import { type ComponentType, createElement, lazy } from 'react';

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
    const ServerPage = () => {
      if (loaded === undefined) throw new Error(`${name} is rendered before it was loaded`);
      return createElement(loaded);
    };
    return Object.assign(ServerPage, { preload });
  }
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}

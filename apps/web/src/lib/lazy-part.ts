import { type ComponentType, createElement, lazy } from 'react';

/** A part of a page whose code loads apart from the page's, with `preload` to load it ahead. */
export type LazyPart<Props extends object> = ComponentType<Props> & {
  preload: () => Promise<ComponentType<Props>>;
};

/**
 * A part of a server-rendered page kept out of the route's initial JS (a budget of
 * tooling/bundle-budget.test.ts); `lazyComponent` (lib/lazy-component.ts) makes pages of it. The server
 * loads it before rendering (`preload`, from the page's server loader when the data needs it)
 * and renders it synchronously, so its HTML is in the page. In the browser it is React.lazy
 * inside a Suspense boundary: while its code is on its way, the server's HTML stays and
 * hydrates once it arrives.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  /** Named in the error of a server render that forgot to preload it. */
  name = 'A lazy part',
): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
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
    const ServerPart = (props: Props) => {
      if (loaded === undefined) throw new Error(`${name} is rendered before it was loaded`);
      return createElement(loaded, props);
    };
    return Object.assign(ServerPart, { preload });
  }
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}

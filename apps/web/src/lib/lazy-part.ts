import {
  type ComponentType,
  createContext,
  createElement,
  lazy,
  useContext,
  useState,
} from 'react';

/** A part of a page whose code loads apart from the page's, with `preload` to load it ahead. */
export type LazyPart<Props extends object> = ComponentType<Props> & {
  preload: () => Promise<ComponentType<Props>>;
};

/**
 * The names of the lazy parts a server render drew, collected by the render (entry-server.tsx)
 * and sent with the page, so the browser loads their code before it hydrates.
 */
export const RenderedParts = createContext<Set<string> | null>(null);

/** The parts of this bundle by name, to be loaded by the names a server render sent. */
const partsByName = new Map<string, () => Promise<unknown>>();

/**
 * Loads the code of the parts the server drew in this page (those whose module is loaded, i.e.
 * of the page's own code). Hydrating a part whose code has not arrived keeps the server's HTML
 * only until anything above it re-renders: React then throws that HTML away and shows the
 * boundary's fallback until the code comes (a layout shift of the whole part).
 */
export function preloadRenderedParts(names: readonly string[]): Promise<unknown> {
  return Promise.all(names.map((name) => partsByName.get(name)?.()));
}

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
  /** Unique: names the part in the page's state and in the error of a render that forgot it. */
  name: string,
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
      const rendered = useContext(RenderedParts);
      if (loaded === undefined) throw new Error(`${name} is rendered before it was loaded`);
      rendered?.add(name);
      return createElement(loaded, props);
    };
    return Object.assign(ServerPart, { preload });
  }
  partsByName.set(name, preload);
  const LazyLoaded = lazy(async () => ({ default: await preload() }));
  const ClientPart = (props: Props) => {
    // Chosen once per instance. Code already here renders at once, so hydration adopts the
    // server's HTML in the same pass: React.lazy would suspend for a tick even then, and any
    // re-render above meanwhile makes React drop that HTML and draw the part again. Code still
    // on its way stays lazy for the instance's life (switching types would remount it).
    const [Part] = useState<ComponentType<Props>>(() => loaded ?? LazyLoaded);
    return createElement(Part, props);
  };
  return Object.assign(ClientPart, { preload });
}

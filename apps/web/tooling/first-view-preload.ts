import path from 'node:path';
import { TOKEN_STORAGE_KEY } from '@daengnyang/contract/constants';
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_FIRST_VIEWS } from './route-first-views.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** What the page of one route needs beyond the entry: its chunks, their CSS, its data. */
type RouteHints = { pattern: string; js: string[]; css: string[]; requests: readonly string[] };
type FirstViewPreloads = { tokenKey: string; routes: RouteHints[] };

/**
 * Runs in the browser before the app, as a script of its own (the page's CSP allows no inline
 * script); it is emitted as `(preloadFirstView)(preloads)`, so it must use nothing but its
 * argument and the DOM. It asks at once for the chunks of the route being opened, instead of
 * after the entry chunk has loaded and run, and for a visitor without a token also for the
 * page's API answers, which the page's own fetch then takes from the preload cache.
 */
function preloadFirstView({ tokenKey, routes }: FirstViewPreloads) {
  const path = location.pathname.replace(/(.)\/+$/, '$1');
  let route: RouteHints | undefined;
  let params: Record<string, string> = {};
  for (const candidate of routes) {
    const match = new RegExp(candidate.pattern).exec(path);
    if (match === null) continue;
    route = candidate;
    params = match.groups ?? {};
    break;
  }
  if (route === undefined) return;
  const hint = (rel: string, href: string, as?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    if (as !== undefined) link.as = as;
    // Vite loads chunks and CSS, and the app fetches, in CORS mode: a hint must match to count.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  };
  for (const href of route.js) hint('modulepreload', href);
  for (const href of route.css) hint('preload', href, 'style');
  // The requests are those of the default view (no query string) for a visitor (with a token
  // the app sends it, and a preload without it would not be reused), with ids written the way
  // the page writes them.
  const idsAsThePageWritesThem = Object.values(params).every((value) => /^[1-9]\d*$/.test(value));
  if (location.search !== '' || localStorage.getItem(tokenKey) !== null) return;
  if (!idsAsThePageWritesThem) return;
  for (const template of route.requests) {
    hint(
      'preload',
      template.replace(/:(\w+)/g, (_, name: string) => params[name] ?? ''),
      'fetch',
    );
  }
}

/** `/community/:category` → a regular expression source matching `/community/3`. */
function patternSource(route: string): string {
  return `^${route.replace(/:([^/]+)/g, '(?<$1>[^/]+)')}$`;
}

const parameterCount = (pattern: string) => pattern.split('(?<').length - 1;

function isChunk(output: OutputBundle[string]): output is OutputChunk {
  return output.type === 'chunk';
}

/** The chunk and, transitively, the chunks it imports statically. */
function staticClosure(bundle: OutputBundle, chunk: OutputChunk, files = new Set<string>()) {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next !== undefined && isChunk(next)) staticClosure(bundle, next, files);
  }
  return files;
}

function routeHints(
  bundle: OutputBundle,
  { root, base, apiBase }: { root: string; base: string; apiBase: string },
): RouteHints[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const entry = chunks.find(
    (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'),
  );
  if (entry === undefined) throw new Error('first-view preload: no entry chunk in the bundle');
  const bySource = new Map(
    chunks.flatMap((chunk) =>
      chunk.facadeModuleId ? [[path.relative(root, chunk.facadeModuleId), chunk] as const] : [],
    ),
  );
  const loadedByEntry = staticClosure(bundle, entry);
  const hints = ROUTE_FIRST_VIEWS.map(({ route, modules, requests = [] }) => {
    const files = new Set<string>();
    for (const source of modules) {
      const chunk = bySource.get(source);
      if (chunk === undefined) throw new Error(`first-view preload: no chunk for ${source}`);
      staticClosure(bundle, chunk, files);
    }
    const needed = [...files].filter((file) => !loadedByEntry.has(file));
    const css = needed.flatMap((file) => {
      const chunk = bundle[file];
      return chunk !== undefined && isChunk(chunk)
        ? [...(chunk.viteMetadata?.importedCss ?? [])]
        : [];
    });
    return {
      pattern: patternSource(route),
      js: needed.map((file) => `${base}${file}`),
      css: css.map((file) => `${base}${file}`),
      requests: requests.map((request) => `${apiBase}${request}`),
    };
  });
  // Like the router: a path with fixed segments (/community/register) before a parameter.
  return hints.sort((a, b) => parameterCount(a.pattern) - parameterCount(b.pattern));
}

/**
 * Emits `first-view-preload-[hash].js` with the route table of this build and loads it first
 * from index.html, as an async module: it runs as soon as it arrives, while the entry chunk
 * is still loading. Its name changes with the table, so the immutable cache stays right.
 */
export function firstViewPreload(): Plugin {
  let site = { root: '', base: '/', apiBase: '' };
  let scriptFile: string | null = null;
  return {
    name: 'daengnyang:first-view-preload',
    apply: 'build',
    configResolved(config) {
      // The API's origin as the app's fetches use it (src/config/env.ts).
      const apiBase = config.env.VITE_API_BASE_URL;
      site = {
        root: config.root,
        base: config.base,
        apiBase: typeof apiBase === 'string' ? apiBase : '',
      };
    },
    generateBundle(_options, bundle) {
      const preloads: FirstViewPreloads = {
        tokenKey: TOKEN_STORAGE_KEY,
        routes: routeHints(bundle, site),
      };
      const source = `(${preloadFirstView.toString()})(${JSON.stringify(preloads)});\n`;
      const reference = this.emitFile({ type: 'asset', name: 'first-view-preload.js', source });
      scriptFile = this.getFileName(reference);
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (scriptFile === null) return [];
        return [
          {
            tag: 'script',
            // Async modules are fetched at low priority by default: this one gates the rest.
            attrs: {
              type: 'module',
              async: true,
              fetchpriority: 'high',
              src: `${site.base}${scriptFile}`,
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

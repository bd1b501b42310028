import { keepEarlyPresses } from './lib/early-press.ts';
import { firstViewShown } from './lib/first-view-shown.ts';

/**
 * The script of a page the server rendered, in place of the app's entry: it loads the app once
 * the page is on screen. The server names the entry (`data-app`) and the chunks the entry and
 * the page import (`data-chunks`, fetched side by side rather than one import after another).
 * Built as its own entry (vite.config.ts), so it shares no chunk with the app.
 */
const root = document.getElementById('root');
const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const app = script?.dataset.app;
if (root === null || app === undefined) throw new Error('The page names no app to load');

function preload(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/** What the entry (src/main.tsx) exports; a page that failed to start keeps nothing pressed. */
type AppEntry = { appStarted?: Promise<unknown> };

async function loadApp(entry: string): Promise<void> {
  for (const chunk of script?.dataset.chunks?.split(' ') ?? []) preload(chunk);
  const module: AppEntry = await import(/* @vite-ignore */ entry);
  await module.appStarted;
}

// A press before the first view is complete loads the app at once: the reader wants it now.
const presses = keepEarlyPresses(root);
void Promise.race([firstViewShown(root), presses.firstTouch])
  .then(() => loadApp(app))
  .finally(() => presses.replay());

import { APP_STARTED_EVENT, keepEarlyPresses } from './lib/early-press.ts';
import { firstViewShown } from './lib/first-view-shown.ts';

/**
 * The script of a page the server rendered, in place of the app's entry: it loads the app once
 * the page is on screen. The server names the entry (`data-app`), the chunks the entry imports,
 * in the order they are evaluated (`data-entry-chunks`), and those the page imports
 * (`data-chunks`); all are fetched side by side rather than one import after another. Built as
 * its own entry (vite.config.ts), so it shares no chunk with the app.
 */
const root = document.getElementById('root');
const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const app = script?.dataset.app;
if (root === null || app === undefined) throw new Error('The page names no app to load');
const chunksNamed = (list: string | undefined) => list?.split(' ').filter(Boolean) ?? [];
const entryChunks = chunksNamed(script?.dataset.entryChunks);
const pageChunks = chunksNamed(script?.dataset.chunks);

/** A later task (lib/next-task.ts does the same for the app; the boot script shares no code). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function preload(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/**
 * Resolves once the app has the page: the entry's code loaded and run, hydration begun. An
 * entry that fails to load rejects, and the page stays as the server drew it (links work).
 */
async function appStarted(entry: string, root: HTMLElement): Promise<void> {
  const started = new Promise<void>((resolve) => {
    root.addEventListener(APP_STARTED_EVENT, () => resolve(), { once: true });
  });
  // One fetch started per task: each costs a phone ~10 ms of main thread (Chrome's request
  // set-up, measured in a trace at 4x CPU), and forty in one go were a 400 ms task.
  for (const chunk of [...entryChunks, ...pageChunks]) {
    preload(chunk);
    await nextTask();
  }
  // Each of the entry's chunks is evaluated in a task of its own, after those it imports: one
  // import of the entry would evaluate React, the router and the app in one long task.
  for (const chunk of entryChunks) {
    await import(/* @vite-ignore */ chunk);
    await nextTask();
  }
  await import(/* @vite-ignore */ entry);
  await started;
}

// A press before the first view is complete loads the app at once: the reader wants it now.
const presses = keepEarlyPresses(root);
void Promise.race([firstViewShown(root), presses.firstTouch])
  .then(() => appStarted(app, root))
  .finally(() => presses.replay());

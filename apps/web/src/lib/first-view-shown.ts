/**
 * How long the app's code waits at most for the page's lead pictures: a picture server that
 * does not answer must not keep the page from becoming interactive.
 */
const LEAD_PICTURE_WAIT_MS = 3_000;

function firstContentfulPaint(): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

function settled(picture: HTMLImageElement): Promise<void> {
  if (picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
  });
}

/** The pictures the server marked as the first view's largest (`fetchpriority="high"`). */
function leadPicturesSettled(root: HTMLElement): Promise<void> {
  const pictures = [...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const bounded = new Promise<void>((resolve) => setTimeout(resolve, LEAD_PICTURE_WAIT_MS));
  return Promise.race([Promise.all(pictures.map(settled)).then(() => undefined), bounded]);
}

/**
 * Resolves once the page the server rendered into `root` is on screen: painted, and its lead
 * pictures loaded (or failed). On a slow line the app's code would otherwise share the
 * bandwidth with the stylesheet and those pictures and hold back the first view it only takes
 * over (docs/decisions/023-first-view-before-code.md).
 */
export async function firstViewShown(root: HTMLElement): Promise<void> {
  await firstContentfulPaint();
  await leadPicturesSettled(root);
}

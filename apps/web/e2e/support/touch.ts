import type { Locator } from '@playwright/test';

/** Finger positions between the start and the end of a swipe: enough for a gesture, not a tap. */
const SWIPE_STEPS = 8;
const FINGER_REST_MS = 150;

/**
 * Drags one finger sideways across the middle of `target` by `distance` CSS pixels (negative:
 * to the left), as real touch events. Playwright's touchscreen only taps; Chromium's DevTools
 * protocol turns these into the pointer events a page listens to, pointerType `touch`.
 */
export async function swipe(target: Locator, distance: number): Promise<void> {
  const box = await target.boundingBox();
  if (box === null) throw new Error('the swiped element is not on the screen');
  const page = target.page();
  const session = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const startX = box.x + box.width / 2 - distance / 2;
  const at = (x: number) => [{ x, y }];
  try {
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(startX) });
    for (let step = 1; step <= SWIPE_STEPS; step += 1) {
      await session.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: at(startX + (distance * step) / SWIPE_STEPS),
      });
    }
    // The finger rests before it lifts: a lift while moving starts a fling, and Chromium
    // takes the next tap to stop that fling instead of delivering it as a click.
    await page.waitForTimeout(FINGER_REST_MS);
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(startX + distance),
    });
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await session.detach();
  }
}

import { expect, type Locator } from '@playwright/test';

/** More Tab stops than any screen has before its last control (the map's markers included). */
const MAX_TAB_STOPS = 120;

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus, as a keyboard user
 * walks a page, and fails if it never gets there: a control the Tab order skips cannot be
 * reached without a pointer.
 */
export async function tabTo(target: Locator, { backwards = false } = {}): Promise<void> {
  const page = target.page();
  await expect(target).toBeVisible();
  for (let stop = 0; stop < MAX_TAB_STOPS && !(await isFocused(target)); stop += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(
    target,
    `${target} is not reachable with ${backwards ? 'Shift+' : ''}Tab`,
  ).toBeFocused();
}

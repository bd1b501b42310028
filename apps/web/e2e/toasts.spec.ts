import { expect, type Locator, type Page, test } from '@playwright/test';
import { DESKTOP_VIEWPORT, PHONE_DEVICE } from './support/phone-checks.ts';
import { screenshotPath } from './support/session.ts';

/**
 * Issue 19, Deliver 5: a toast covers no navigation — below the header on the desktop, above the
 * tab bar on a phone — and the same sentence twice is one toast.
 */

/** Whether a click at the middle of `control` would reach it, and not something drawn over it. */
async function reachable(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** A visitor presses ♥ on the newest post: the toast that offers 로그인. */
async function offerToast(page: Page): Promise<Locator> {
  await page.goto('/community/1');
  await page.getByRole('tabpanel').getByRole('link').first().click();
  await page.getByRole('button', { name: /좋아요$/ }).click();
  const toast = page.getByRole('status').filter({ hasText: '로그인 후 이용해 주세요.' });
  await expect(toast).toBeVisible();
  return toast;
}

test.describe('at 1440 px', () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test('a toast sits below the header, whose controls stay reachable', async ({ page }) => {
    const toast = await offerToast(page);
    const banner = page.getByRole('banner');
    const header = await banner.boundingBox();
    const box = await toast.boundingBox();
    if (header === null || box === null) throw new Error('header or toast not drawn');
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);

    for (const control of [
      banner.getByRole('link', { name: '댕냥' }),
      banner.getByRole('link', { name: '로그인' }),
      banner.getByRole('navigation').getByRole('link').last(),
    ]) {
      expect(await reachable(control)).toBe(true);
    }
    await page.screenshot({ path: screenshotPath('toasts/offer-1440') });

    // The same sentence again is still one toast.
    await page.getByRole('button', { name: /좋아요$/ }).click();
    await expect(page.getByText('로그인 후 이용해 주세요.')).toHaveCount(1);
  });
});

test.describe('at 390 px', () => {
  test.use(PHONE_DEVICE);

  test('a toast sits above the tab bar, clear of the header', async ({ page }) => {
    const toast = await offerToast(page);
    const tabBar = page.getByRole('navigation', { name: '주요 메뉴' });
    const bar = await tabBar.boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    const box = await toast.boundingBox();
    if (bar === null || header === null || box === null) throw new Error('not drawn');
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_DEVICE.viewport.width);

    for (const control of [
      page.getByRole('banner').getByRole('link', { name: '로그인' }),
      page.getByRole('banner').getByRole('link', { name: '검색' }),
      tabBar.getByRole('link', { name: 'HOME' }),
    ]) {
      expect(await reachable(control)).toBe(true);
    }
    await page.screenshot({ path: screenshotPath('toasts/offer-390') });

    await page.getByRole('button', { name: /좋아요$/ }).tap();
    await expect(page.getByText('로그인 후 이용해 주세요.')).toHaveCount(1);
  });
});

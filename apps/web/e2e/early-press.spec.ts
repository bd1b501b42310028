import { expect, type Page, test } from '@playwright/test';
import { PHONE_DEVICE } from './support/phone-checks.ts';

/**
 * A press on a server-rendered page before the app has it (decision 023: the app's code loads
 * after the first view) is kept and done once the app has the page, not lost.
 */

test.use(PHONE_DEVICE);

/** Holds the app's entry (named by the boot script's `data-app`) until `release` is called. */
async function holdTheApp(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const entry = /data-app="([^"]+)"/.exec(html)?.[1];
  if (entry === undefined) throw new Error(`${path} names no app entry`);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a page button pressed before the app loads is pressed once it has', async ({ page }) => {
  const release = await holdTheApp(page, '/community/1');
  await page.goto('/community/1');

  await page.getByRole('button', { name: '2 페이지' }).click();
  // Nothing yet: the button has no handler without the app, and the page did not reload.
  await expect(page).toHaveURL((url) => url.search === '');

  release();
  await expect(page).toHaveURL(/\?page=2$/);
});

test('a ♥ pressed before the app loads asks the visitor to sign in', async ({ page }) => {
  // Every page's app entry is the same file: held for the list and for the post.
  const release = await holdTheApp(page, '/community/1');
  await page.goto('/community/1');
  // A link needs no app: the post opens as the server draws it.
  await page.getByRole('tabpanel').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/community\/\d+\/\d+$/);

  await page.getByRole('button', { name: /좋아요$/ }).tap();
  const asked = page.getByRole('status').filter({ hasText: '로그인 후 이용해 주세요.' });
  await expect(asked).toHaveCount(0);

  release();
  await expect(asked).toBeVisible();
});

test('a reader who scrolled before the app loads stays where they were', async ({ page }) => {
  const release = await holdTheApp(page, '/community/1');
  await page.goto('/community/1');
  const next = page.getByRole('button', { name: '2 페이지' });
  await next.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  release();
  // The page is the app's once React holds the button; the app's first render has run by then
  // (the page hydrates after the layout around it).
  await expect
    .poll(() =>
      next.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // A press where the reader sees the button works (a jump to the top put a post there).
  const box = await next.boundingBox();
  if (box === null) throw new Error('the pager is not drawn');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\?page=2$/);
});

import { expect, type Page, test } from '@playwright/test';
import { DESKTOP_VIEWPORT, PHONE_DEVICE } from './support/phone-checks.ts';
import { screenshotPath, signInFromLoginPage } from './support/session.ts';

/**
 * Issue 19, Deliver 5: signing in brings the visitor back to where they were — from the comment
 * box's 로그인, from the header's, and from the 로그인 a visitor's ♥ offers — through the real
 * stand-in provider and the OAuth round trip, at phone and desktop size.
 */

/** The address of the newest post of the whole board, as a visitor finds it. */
async function firstPost(page: Page): Promise<string> {
  await page.goto('/community/1');
  const post = page.getByRole('tabpanel').getByRole('link').first();
  await post.click();
  await expect(page).toHaveURL(/\/community\/\d+\/\d+$/);
  // The address changes before the post replaces the list's heading.
  await expect(page.getByRole('navigation', { name: '현재 위치' })).toBeVisible();
  return new URL(page.url()).pathname;
}

for (const [size, device] of [
  ['390', PHONE_DEVICE],
  ['1440', { viewport: DESKTOP_VIEWPORT }],
] as const) {
  test.describe(`at ${size} px`, () => {
    test.use(device);

    test("the comment box's 로그인 brings a new member back to the post", async ({ page }) => {
      const post = await firstPost(page);
      const title = await page.getByRole('heading', { level: 1 }).textContent();
      const thread = page.getByRole('region', { name: /^댓글/ });

      await thread.getByRole('link', { name: '로그인' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
      // Chosen, not required: the login page does not say that it is.
      await expect(page.getByText('로그인이 필요해요')).toHaveCount(0);
      await page.screenshot({ path: screenshotPath(`sign-in-return/login-${size}`) });
      const nickname = await signInFromLoginPage(page);

      await expect(page).toHaveURL((url) => url.pathname === post);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
      await expect(page.getByRole('textbox', { name: '댓글' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: nickname })).toBeVisible();
    });

    test("a visitor's ♥ offers 로그인, which comes back to the food", async ({ page }) => {
      await page.goto('/food?sort=price_asc');
      await page
        .getByRole('list', { name: '먹거리 목록' })
        .getByRole('listitem')
        .first()
        .getByRole('link')
        .click();
      await expect(page).toHaveURL(/\/food\/\d+$/);
      const food = new URL(page.url()).pathname;

      await page
        .getByRole('button', { name: /좋아요$/ })
        .first()
        .click();
      const offer = page.getByRole('status').filter({ hasText: '로그인 후 이용해 주세요.' });
      await expect(offer).toBeVisible();
      await page.screenshot({ path: screenshotPath(`sign-in-return/offer-${size}`) });
      await offer.getByRole('link', { name: '로그인' }).click();
      await expect(offer).toHaveCount(0);
      await signInFromLoginPage(page);

      await expect(page).toHaveURL((url) => url.pathname === food);
      await page
        .getByRole('button', { name: /좋아요$/ })
        .first()
        .click();
      await expect(page.getByRole('button', { name: /좋아요$/ }).first()).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    test("the header's 로그인 keeps the query of the page it was pressed on", async ({ page }) => {
      await page.goto('/notice/2?page=2');
      await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
      await signInFromLoginPage(page);

      await expect(page).toHaveURL(
        (url) => url.pathname === '/notice/2' && url.search === '?page=2',
      );
    });
  });
}

import { expect, test } from '@playwright/test';
import { screenshotPath, signInAsNewUser } from './support/session.ts';

test('a new user signs in with Google through the development stand-in and signs out', async ({
  page,
}) => {
  const nickname = await signInAsNewUser(page);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const nameButton = page.getByRole('banner').getByRole('button', { name: nickname });

  await nameButton.click();
  const dialog = page.getByRole('dialog', { name: nickname });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: '마이페이지' })).toBeVisible();
  await expect(dialog).toContainText('게시글 0');
  await page.screenshot({ path: screenshotPath('auth-profile-modal') });

  await dialog.getByRole('button', { name: '로그아웃' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('AccessToken'))).toBeNull();
});

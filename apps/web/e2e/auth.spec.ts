import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const screenshotPath = fileURLToPath(new URL('./results/auth-profile-modal.png', import.meta.url));

test('a new user signs in with Google through the development stand-in and signs out', async ({
  page,
}) => {
  // Unique per run, within the nickname limit of 20 characters.
  const nickname = `e2e${Date.now().toString(36)}`;

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Google로 로그인' }).click();

  await page.getByLabel('닉네임').fill(nickname);
  await page.getByRole('button', { name: '새 사용자로 로그인' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/');
  const nameButton = page.getByRole('banner').getByRole('button', { name: nickname });
  await expect(nameButton).toBeVisible();

  await nameButton.click();
  const dialog = page.getByRole('dialog', { name: nickname });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: '마이페이지' })).toBeVisible();
  await expect(dialog).toContainText('게시글 0');
  await page.screenshot({ path: screenshotPath });

  await dialog.getByRole('button', { name: '로그아웃' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('AccessToken'))).toBeNull();
});

import { expect, type Page } from '@playwright/test';

/** A nickname unique to this run, within the 20-character limit. */
export function uniqueNickname(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(
    0,
    20,
  );
}

type NewUserOptions = {
  provider?: 'Google' | '네이버' | '카카오';
  nickname?: string;
  email?: string;
};

/**
 * Signs a new user in the way a person does in development: the provider button, then the
 * stand-in page's "new user" form. Returns the nickname shown in the header.
 */
export async function signInAsNewUser(page: Page, options: NewUserOptions = {}): Promise<string> {
  await page.goto('/auth/login');
  return signInFromLoginPage(page, options);
}

/**
 * The same from the login page already open, for a journey that got there the way a person
 * does (the header's 로그인).
 */
export async function signInFromLoginPage(
  page: Page,
  options: NewUserOptions = {},
): Promise<string> {
  const nickname = options.nickname ?? uniqueNickname();
  await page.getByRole('link', { name: `${options.provider ?? 'Google'}로 로그인` }).click();
  await page.getByLabel('닉네임').fill(nickname);
  if (options.email) await page.getByLabel('이메일').fill(options.email);
  await page.getByRole('button', { name: '새 사용자로 로그인' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: nickname })).toBeVisible();
  return nickname;
}

/** Signs the development administrator in through /admin/login. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('아이디').fill('admin');
  await page.getByLabel('비밀번호').fill('daengnyang-admin');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
}

/** Where journeys save the screenshots a person looks at. */
export const screenshotPath = (name: string) =>
  new URL(`../results/${name}.png`, import.meta.url).pathname;

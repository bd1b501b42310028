import { expect, test } from '@playwright/test';
import { screenshotPath, signInAsNewUser } from './support/session.ts';

test('a user searches Korean words from the header and switches tabs, chips and pages', async ({
  page,
}) => {
  await signInAsNewUser(page);

  await page.getByRole('banner').getByRole('link', { name: '검색' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/search');
  await expect(page.getByRole('heading', { name: '무엇이 궁금하세요?' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: '검색어' });

  // Blank text searches nothing.
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/search');

  await box.fill(' 산책 ');
  await box.press('Enter');
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === '/search/산책');
  await expect(page).toHaveTitle("'산책' 검색 결과 | 댕냥");

  const communityTab = page.getByRole('tab', { name: /^커뮤니티\(\d+\)$/ });
  await expect(communityTab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');
  const results = panel.getByRole('list').first().getByRole('listitem');
  await expect(results).toHaveCount(5);
  await expect(results.first().locator('mark').first()).toHaveText('산책');

  await page.getByRole('button', { name: '2 페이지' }).click();
  await expect(page).toHaveURL(/tab=community&category=1&page=2/);
  await expect(results.first()).toBeVisible();

  await panel.getByRole('button', { name: '강아지' }).click();
  await expect(page).toHaveURL(/category=3&page=1/);
  await expect(results.first()).toContainText('강아지');

  // 산책 is in no food: the food tab shows the empty state.
  await page.getByRole('tab', { name: /^먹거리\(\d+\)$/ }).click();
  await expect(page.getByText('게시물을 찾을 수 없습니다.')).toBeVisible();

  await box.fill('사료');
  await box.press('Enter');
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === '/search/사료');
  // The tab shows the previous word's count until the new results arrive.
  const foodTab = page.getByRole('tab', { name: /^먹거리\([1-9]\d*\)$/ });
  await expect(foodTab).toBeVisible();
  const total = Number(/\((\d+)\)/.exec((await foodTab.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(12);
  await foodTab.click();
  await expect(page).toHaveURL(/tab=food&category=1&page=1/);
  const foods = page.getByRole('tabpanel').getByRole('list').first().getByRole('listitem');
  await expect(foods).toHaveCount(12);

  await page.getByRole('button', { name: '2 페이지' }).click();
  await expect(page).toHaveURL(/tab=food&category=1&page=2/);
  await expect(foods).toHaveCount(Math.min(12, total - 12));
  await page.getByRole('button', { name: '1 페이지' }).click();
  await expect(foods).toHaveCount(12);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: screenshotPath('search-tabs'),
    fullPage: true,
    animations: 'disabled',
  });

  // A community result opens its post, after counting the view.
  await page.getByRole('tab', { name: /^커뮤니티\(\d+\)$/ }).click();
  const first = page.getByRole('tabpanel').getByRole('link').first();
  // The panel shows the community results once the tab has switched.
  await expect(first).toHaveAttribute('href', /^\/community\/\d+\/\d+$/);
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
});

test('the home search address /search?q= shows the results of the word', async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent(' 사료 ')}`);
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === '/search/사료');
  await expect(page.getByRole('searchbox', { name: '검색어' })).toHaveValue('사료');
  await expect(page.getByRole('tab', { name: /^커뮤니티\(\d+\)$/ })).toBeVisible();
  await page.screenshot({
    path: screenshotPath('search-visitor'),
    fullPage: true,
    animations: 'disabled',
  });
});

import { expect, test } from '@playwright/test';
import { screenshotPath } from './support/session.ts';

// A view counts once per visitor and post a day, a visitor being an address and a user agent:
// this journey is a visitor new today, while the other journeys browse from the same address.
test.use({ userAgent: `Mozilla/5.0 (daengnyang home journey ${crypto.randomUUID()})` });

test('a visitor browses the home page, opens a featured post and comes back', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('홈 | 댕냥');
  await expect(
    page.getByRole('heading', { level: 1, name: '반려동물과 함께하는 모든 순간, 댕냥' }),
  ).toBeVisible();
  const shortcuts = page.getByRole('navigation', { name: '바로가기' });
  await expect(shortcuts.getByRole('link', { name: /커뮤니티/ })).toHaveAttribute(
    'href',
    '/community/1',
  );
  await expect(shortcuts.getByRole('link', { name: /먹거리/ })).toHaveAttribute('href', '/food');
  await expect(shortcuts.getByRole('link', { name: /지도/ })).toHaveAttribute('href', '/map/1');

  // The four featured posts, each a card with its label.
  const featured = page.getByRole('list', { name: '추천 게시글' });
  await expect(featured.getByRole('listitem')).toHaveCount(4);
  for (const label of ['인기글', '조회수 TOP', '실종·목격', '임보·입양']) {
    await expect(featured).toContainText(label);
  }

  // The food carousel: three at a time, previous off at the start.
  const foods = page.getByRole('list', { name: '인기 먹거리' });
  await expect(foods.locator('li:visible')).toHaveCount(3);
  await expect(foods).toContainText('원');
  // The map below loads only when the reader scrolls near it (the arrows below bring it near).
  const places = page.getByRole('complementary', { name: '동물병원 목록' });
  await expect(places).toHaveCount(0);
  const previous = page.getByRole('button', { name: '이전 먹거리' });
  const next = page.getByRole('button', { name: '다음 먹거리' });
  await expect(previous).toBeDisabled();
  const firstShown = await foods.locator('li:visible a').first().getAttribute('href');
  await next.click();
  await expect(previous).toBeEnabled();
  await expect(foods.locator('li:visible a').first()).not.toHaveAttribute('href', firstShown ?? '');
  await previous.click();
  await expect(previous).toBeDisabled();

  // The nearby hospitals under the carousel, even with no map tiles.
  await page.getByRole('heading', { name: '우리 동네 동물병원' }).scrollIntoViewIfNeeded();
  await expect(places).toContainText('곳');

  // Opening the most liked post counts a view first, then shows the post.
  const mostLiked = featured.getByRole('listitem').first().getByRole('link');
  const title = (await mostLiked.getByRole('heading').textContent()) ?? '';
  const viewsBefore = Number((await mostLiked.textContent())?.match(/조회 (\d+)/)?.[1]);
  const viewCounted = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/communities\/\d+\/\d+$/.test(response.url()),
  );
  await mostLiked.click();
  expect((await viewCounted).ok()).toBe(true);
  await expect(page).toHaveURL(/\/community\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The server counted exactly that view before the post opened (asked afresh: anonymous
  // reads may be answered from the response cache, whose counts may be seconds old).
  const best = await (
    await page.request.get('/api/bestcommunity', { headers: { 'cache-control': 'no-cache' } })
  ).json();
  expect(best.body.mostLiked.views).toBe(viewsBefore + 1);

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(featured.getByRole('listitem')).toHaveCount(4);
  // The whole page from the top, with no card under the pointer.
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath('home-visitor'), fullPage: true });
});

test('the home search box trims the word and ignores a blank one', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: '검색어' });

  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await box.fill('  사료  ');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/search/%EC%82%AC%EB%A3%8C' || url.searchParams.get('q') === '사료',
  );
});

import { expect, test } from '@playwright/test';
import { screenshotPath } from './support/session.ts';

// Chromium here holds no geolocation permission, and tiles cannot load (the journey is
// offline): the page keeps the default centre at once, and markers and cards still work.
test('a visitor opens the map, switches category and opens a place card', async ({ page }) => {
  await page.goto('/map/1');
  await expect(page).toHaveTitle('지도 | 댕냥');
  await expect(page.getByRole('tab', { name: '동물병원' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const side = page.getByRole('complementary', { name: '동물병원 목록' });
  await expect(side).toContainText(
    '위치를 확인할 수 없어 기본 위치에서 가까운 순으로 보여드려요.',
    {
      timeout: 3000,
    },
  );
  const map = page.getByRole('region', { name: '지도' });
  const hospitals = page.getByRole('list', { name: '가까운 장소' }).getByRole('button');
  await expect(hospitals.first()).toBeVisible();
  const nearestHospital =
    (await hospitals.first().locator('span span').first().textContent()) ?? '';
  await expect(map.getByRole('button', { name: nearestHospital, exact: true })).toBeVisible();

  // Open a hospital's card, then switch category: the card goes with it.
  await map.getByRole('button', { name: nearestHospital, exact: true }).click();
  await expect(page.getByRole('region', { name: nearestHospital })).toBeVisible();
  await page.getByRole('tab', { name: '카페' }).click();
  await expect(page).toHaveURL(/\/map\/2$/);
  await expect(page.getByRole('region', { name: nearestHospital })).toBeHidden();
  await expect(page.getByRole('complementary', { name: '카페 목록' })).toContainText('곳');

  const cafes = page.getByRole('list', { name: '가까운 장소' }).getByRole('button');
  const nearestCafe = (await cafes.first().locator('span span').first().textContent()) ?? '';
  const marker = map.getByRole('button', { name: nearestCafe, exact: true });
  await expect(marker).toBeVisible();
  await marker.click();

  const card = page.getByRole('region', { name: nearestCafe });
  await expect(card).toBeVisible();
  await expect(card).toContainText('주소');
  await expect(card).toContainText('운영 시간은 바뀔 수 있으니 방문 전에 전화로 확인해주세요.');
  await page.screenshot({ path: screenshotPath('map-info-card'), fullPage: true });

  await card.getByRole('button', { name: '닫기' }).click();
  await expect(card).toBeHidden();
});

import { expect, type Page, test } from '@playwright/test';
import { petPicture } from './support/pictures.ts';
import { screenshotPath, signInAsNewUser } from './support/session.ts';

/** Before a full-page screenshot: no hover under the pointer, and the sticky header on top. */
async function showWholePage(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('a visitor browses notices, magazine and events and opens one', async ({ page }) => {
  await page.goto('/notice/1');
  await expect(page).toHaveTitle('공지사항 | 댕냥');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['제목', '작성자', '작성일']);

  await page.getByRole('tab', { name: '매거진' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/notice/2');
  await expect(page).toHaveTitle('매거진 | 댕냥');
  const cards = page.getByRole('tabpanel').getByRole('link');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const images = page.getByRole('tabpanel').locator('img');
  for (const image of await images.all()) await expect(image).toHaveJSProperty('complete', true);
  await showWholePage(page);
  await page.screenshot({ path: screenshotPath('notice-list'), fullPage: true });

  const first = cards.first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  const listedViews = Number((await first.locator('p').textContent())?.match(/조회수(\d+)/)?.[1]);
  await first.click();
  await expect(page).toHaveURL(/\/notice\/2\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The view was counted before the notice opened.
  await expect(page.getByRole('article')).toContainText(`조회 ${listedViews + 1}`);
  await page.getByRole('button', { name: /좋아요$/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '로그인 후 이용해 주세요.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /^댓글/ })).toHaveCount(0);

  await page.getByRole('link', { name: '목록으로' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/notice/2');
  await page.getByRole('tab', { name: '이벤트' }).click();
  await page.getByRole('tabpanel').getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^댓글/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '댓글' })).toHaveCount(0);
});

test('a signed-in user enters an event with a picture', async ({ page }) => {
  const nickname = await signInAsNewUser(page);
  await page.goto('/notice/3');
  await page.getByRole('tabpanel').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/notice\/3\/\d+$/);
  const heading = page.getByRole('heading', { name: /^댓글/ });
  const before = Number((await heading.textContent())?.match(/\d+/)?.[0]);

  await page.getByRole('button', { name: '댓글 등록' }).click();
  await expect(page.getByRole('alert')).toHaveText('댓글 내용을 작성해주세요.');

  await page
    .getByRole('textbox', { name: '댓글' })
    .fill('산책하고 돌아와서 낮잠 자는 우리 콩이예요. 발바닥이 제일 귀여워요!');
  await page
    .getByLabel('사진 추가')
    .setInputFiles([
      await petPicture('kong.png', '#f6b93b', 480),
      await petPicture('extra.png', '#78c2ad', 480),
    ]);
  await page.getByRole('button', { name: '2번째 이미지 삭제' }).click();
  await expect(page.getByRole('img', { name: /^첨부 이미지/ })).toHaveCount(1);
  await page.getByRole('button', { name: '댓글 등록' }).click();
  await page
    .getByRole('alertdialog', { name: '댓글을 등록하시겠습니까?' })
    .getByRole('button', { name: '확인' })
    .click();

  await expect(heading).toHaveText(`댓글 ${before + 1}`);
  const entry = page.getByRole('listitem', { name: `${nickname}님의 댓글` });
  await expect(entry).toContainText('발바닥이 제일 귀여워요!');
  const picture = entry.getByRole('img', { name: `${nickname}님의 댓글 사진 1` });
  await expect(picture).toHaveAttribute('src', /\/uploads\/.+/);
  await expect(picture).toHaveJSProperty('complete', true);
  await expect(page.getByRole('textbox', { name: '댓글' })).toHaveValue('');
  await expect(page.getByRole('img', { name: /^첨부 이미지/ })).toHaveCount(0);
  await showWholePage(page);
  await page.screenshot({ path: screenshotPath('notice-event-comment'), fullPage: true });

  await entry.getByRole('button', { name: '삭제' }).click();
  await page
    .getByRole('alertdialog', { name: '댓글을 삭제하시겠습니까?' })
    .getByRole('button', { name: '확인' })
    .click();
  await expect(page.getByText('댓글이 삭제되었습니다.')).toBeVisible();
  await expect(heading).toHaveText(`댓글 ${before}`);
});

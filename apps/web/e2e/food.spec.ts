import { expect, type Page, test } from '@playwright/test';
import { layoutProblems, PHONE_VIEWPORT } from './support/phone-checks.ts';
import { screenshotPath, signInAsNewUser } from './support/session.ts';

/** A picture to upload: one of the sample illustrations the server already holds. */
async function samplePicture(page: Page, name: string) {
  const response = await page.request.get('/api/foods/1');
  const { body } = (await response.json()) as { body: { foodImgs: { imgUrl: string }[] } };
  const url = body.foodImgs[0]?.imgUrl;
  if (url === undefined) throw new Error('the sample food has no image');
  const image = await page.request.get(url);
  return { name, mimeType: 'image/webp', buffer: await image.body() };
}

const price = (text: string) => Number(text.replace(/[^0-9]/g, ''));

test('a visitor browses the foods: sorts, pages and a gallery', async ({ page }) => {
  await page.goto('/food');
  await expect(page).toHaveTitle('먹거리 | 댕냥');
  const grid = page.getByRole('list', { name: '먹거리 목록' });
  const cards = grid.getByRole('listitem');
  await expect(cards).toHaveCount(16);

  // The previous cards stay, marked busy, until the asked-for ones have arrived and are drawn.
  const shown = async (press: () => Promise<void>, query: string) => {
    const answered = page.waitForResponse((response) => response.url().includes(query));
    await press();
    await answered;
    await expect(grid).not.toHaveAttribute('aria-busy');
  };
  await shown(
    () => page.getByRole('button', { name: '낮은 가격순' }).click(),
    'sort=price_asc&page=1',
  );
  await expect(page).toHaveURL(/sort=price_asc&page=1/);
  await expect(cards.first()).toContainText('원');
  const prices = (await cards.getByText(/^[\d,]+원$/).allTextContents()).map(price);
  expect(prices).toHaveLength(16);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await shown(
    () => page.getByRole('button', { name: '2 페이지' }).click(),
    'sort=price_asc&page=2',
  );
  await expect(page).toHaveURL(/sort=price_asc&page=2/);
  await expect(cards).toHaveCount(16);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/food\/\d+$/);
  const buy = page.getByRole('link', { name: /구매하러 가기/ });
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
  await page.getByRole('button', { name: '좋아요', exact: false }).first().click();
  await expect(
    page.getByRole('status').filter({ hasText: '로그인 후 이용해 주세요.' }),
  ).toBeVisible();
});

test('a user reviews a food with an image and marks another review helpful', async ({ page }) => {
  const nickname = await signInAsNewUser(page);
  const picture = await samplePicture(page, 'my-dog.webp');

  // A food of the first list page that others have already reviewed.
  const list = await page.request.get('/api/foods?sort=rank&page=1&size=16');
  const { body } = (await list.json()) as {
    body: { content: { foodId: number; commentCount: number }[] };
  };
  const reviewed = body.content.find((food) => food.commentCount >= 2);
  if (reviewed === undefined) throw new Error('no reviewed food on the first page');
  await page.goto('/food');
  await page
    .getByRole('list', { name: '먹거리 목록' })
    .locator(`a[href="/food/${reviewed.foodId}"]`)
    .click();
  await expect(page).toHaveURL(/\/food\/\d+$/);
  await expect(page.getByRole('link', { name: /구매하러 가기/ })).toBeVisible();
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  await expect(page).toHaveTitle(`${title} | 댕냥`);

  // The gallery's thumbnails switch the main image when there are several.
  const thumbnails = page.getByRole('list', { name: `${title} 사진 목록` }).getByRole('button');
  if ((await thumbnails.count()) > 1) {
    await thumbnails.nth(1).click();
    await expect(page.getByRole('img', { name: `${title} 사진 2` })).toBeVisible();
  }

  const like = page.getByRole('button', { name: /^\d+ 좋아요$/ });
  const likes = price((await like.getAttribute('aria-label')) ?? '');
  await like.click();
  await expect(page.getByRole('button', { name: `${likes + 1} 좋아요` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // An empty review is refused before anything is sent.
  await page.getByRole('button', { name: '리뷰 등록' }).click();
  await expect(page.getByRole('alert')).toHaveText('내용을 입력해주세요.');

  await page
    .getByRole('textbox', { name: '리뷰 작성' })
    .fill('기호성이 좋아서 한 봉지를 금방 비웠어요.');
  // Fixed, the field is no longer marked (issue 19: the message stayed red until sent again).
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: '리뷰 작성' })).not.toHaveAttribute(
    'aria-invalid',
  );
  await page.getByLabel('이미지 추가').setInputFiles(picture);
  await expect(page.getByRole('img', { name: '첨부 이미지 1' })).toBeVisible();
  await page.getByRole('button', { name: '리뷰 등록' }).click();

  const mine = page.getByRole('article', { name: `${nickname}님의 리뷰` });
  await expect(mine).toContainText('기호성이 좋아서 한 봉지를 금방 비웠어요.');
  await expect(mine.getByRole('img', { name: `${nickname}님의 리뷰 사진 1` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '리뷰 작성' })).toHaveValue('');

  const other = page
    .getByRole('article')
    .filter({ hasNot: page.getByRole('button', { name: '삭제' }) })
    .first();
  const helpful = other.getByRole('button', { name: /^도움돼요 \d+$/ });
  // The button's name is its visible text, '도움돼요 3'.
  const marks = price((await helpful.textContent()) ?? '');
  await helpful.click();
  await expect(other.getByRole('button', { name: `도움돼요 ${marks + 1}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The header is sticky: a full-page picture is taken from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: screenshotPath('food-review'),
    fullPage: true,
    animations: 'disabled',
  });

  // The review stays after a reload: it was stored, with its image.
  await page.reload();
  await expect(
    page.getByRole('article', { name: `${nickname}님의 리뷰` }).getByRole('img'),
  ).toBeVisible();

  // And it can be deleted again, after confirmation.
  await page
    .getByRole('article', { name: `${nickname}님의 리뷰` })
    .getByRole('button', { name: '삭제' })
    .click();
  await page
    .getByRole('alertdialog', { name: '댓글을 삭제하시겠습니까?' })
    .getByRole('button', { name: '확인' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: '댓글이 삭제되었습니다.' }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: `${nickname}님의 리뷰` })).toHaveCount(0);
});

test('the sort chips share one row on a phone, and scroll on a narrower one', async ({ page }) => {
  const rowOf = async () => {
    const chips = page.getByRole('group', { name: '정렬' }).getByRole('button');
    await expect(chips).toHaveCount(4);
    return Promise.all(
      (await chips.all()).map(async (chip) => {
        const box = await chip.boundingBox();
        if (box === null) throw new Error('a sort chip is not drawn');
        return { top: Math.round(box.y), right: box.x + box.width };
      }),
    );
  };

  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/food');
  const atPhone = await rowOf();
  expect(new Set(atPhone.map((chip) => chip.top)).size, 'chips on one row at 390 px').toBe(1);
  for (const chip of atPhone) expect(chip.right).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  expect((await layoutProblems(page)).overflow).toBeNull();

  await page.setViewportSize({ width: 320, height: 700 });
  const atNarrow = await rowOf();
  expect(new Set(atNarrow.map((chip) => chip.top)).size, 'chips on one row at 320 px').toBe(1);
  expect((await layoutProblems(page)).overflow).toBeNull();
  await page.getByRole('button', { name: '최신순' }).click();
  await expect(page).toHaveURL(/sort=new&page=1/);
  await expect(page.getByRole('button', { name: '최신순' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

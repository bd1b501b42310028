import { expect, type Page, test } from '@playwright/test';
import { layoutProblems, PHONE_VIEWPORT } from './support/phone-checks.ts';
import { petPicture } from './support/pictures.ts';
import { screenshotPath, signInAsNewUser } from './support/session.ts';

/** Posts through the API as the signed-in user of `page`; answers the new post's id. */
async function createPost(
  page: Page,
  post: { categoryId: number; title: string; content: string },
) {
  const token = await page.evaluate(() => localStorage.getItem('AccessToken'));
  const response = await page.request.post('/api/communities', {
    headers: { Authorization: token ?? '' },
    multipart: {
      communityCategoryId: String(post.categoryId),
      title: post.title,
      content: post.content,
    },
  });
  expect(response.ok()).toBe(true);
  const { body } = (await response.json()) as { body: number };
  return body;
}

/** Before a full-page screenshot: no hover under the pointer, and the sticky header on top. */
async function showWholePage(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function confirm(page: Page, question: string) {
  await page
    .getByRole('alertdialog', { name: question })
    .getByRole('button', { name: '확인' })
    .click();
}

test('a signed-in user writes a post with two pictures and sees it first in the community', async ({
  page,
}) => {
  await signInAsNewUser(page);
  const title = `우리 집 강아지 소개 ${Date.now().toString(36)}`;

  await page.goto('/community/1');
  await page.getByRole('link', { name: '글쓰기' }).click();
  await expect(page).toHaveURL(/\/community\/register$/);
  await expect(page.getByRole('combobox', { name: '카테고리' })).toHaveValue('2');
  await page.getByRole('combobox', { name: '카테고리' }).selectOption({ label: '강아지' });
  await page.getByRole('textbox', { name: '제목' }).fill(title);
  await page
    .getByRole('textbox', { name: '내용' })
    .fill('산책을 제일 좋아하는 두 살 푸들이에요.\n간식 추천도 부탁드려요!');
  await page
    .getByLabel('이미지 추가')
    .setInputFiles([
      await petPicture('walk.png', '#f6b93b'),
      await petPicture('nap.png', '#78c2ad'),
    ]);
  await expect(page.getByRole('img', { name: /^첨부 이미지/ })).toHaveCount(2);
  // Issue 12: the writer describes the second picture; the first keeps the default name.
  await page.getByRole('textbox', { name: '사진 2 설명 (선택)' }).fill('소파에서 낮잠 자는 푸들');

  await page.getByRole('button', { name: '등록하기' }).click();
  await confirm(page, '게시글을 등록하시겠습니까?');

  await expect(page).toHaveURL((url) => url.pathname === '/community/1');
  const first = page.getByRole('tabpanel').getByRole('link').first();
  await expect(first).toContainText(title);
  await expect(first).toContainText('강아지');
  await expect(first.locator('img')).toHaveAttribute('src', /\/uploads\/.+/);
  await expect(first.locator('img')).toHaveJSProperty('complete', true);
  await showWholePage(page);
  await page.screenshot({ path: screenshotPath('community-write'), fullPage: true });

  await first.click();
  await expect(page).toHaveURL(/\/community\/3\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const pictures = page.getByRole('list', { name: '본문 이미지' }).getByRole('img');
  await expect(pictures).toHaveCount(2);
  await expect(pictures.first()).toHaveAccessibleName(`${title} 사진 1`);
  await expect(pictures.last()).toHaveAccessibleName('소파에서 낮잠 자는 푸들');
  await expect(page.getByRole('article')).toContainText('조회 1');
});

test('a signed-in user comments, replies, likes, unlikes and deletes', async ({ page }) => {
  const nickname = await signInAsNewUser(page);
  const title = `산책 코스 추천해주세요 ${Date.now().toString(36)}`;
  const id = await createPost(page, {
    categoryId: 2,
    title,
    content: '광안리 근처에 강아지랑 걷기 좋은 길이 있을까요?\n주말마다 새로운 곳을 찾고 있어요.',
  });
  await page.goto(`/community/2/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The page arrives drawn by the server; the header names the member once the app has taken
  // it over, and only then does a press reach the like button.
  await expect(page.getByRole('banner').getByRole('button', { name: nickname })).toBeVisible();

  await page.getByRole('button', { name: '0 좋아요' }).click();
  await expect(page.getByRole('button', { name: '1 좋아요' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('textbox', { name: '댓글' }).fill('민락수변공원 추천해요. 저녁에 시원해요.');
  await page.getByRole('button', { name: '댓글 등록' }).click();
  await confirm(page, '댓글을 등록하시겠습니까?');
  await expect(page.getByRole('heading', { name: '댓글 1' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '댓글' })).toHaveValue('');

  const comment = page.getByRole('listitem', { name: `${nickname}님의 댓글` });
  await comment.getByRole('button', { name: '답글' }).click();
  const replyBox = comment.getByRole('textbox', { name: `${nickname}님에게 답글` });
  await expect(replyBox).toHaveValue(`@${nickname} `);
  await replyBox.press('End');
  await replyBox.pressSequentially('주차는 어디에 하면 될까요?');
  await comment.getByRole('button', { name: '답글 등록' }).click();
  await confirm(page, '댓글을 등록하시겠습니까?');

  const reply = page.getByRole('listitem', { name: `${nickname}님의 답글` });
  await expect(reply).toContainText(`@${nickname} 주차는 어디에 하면 될까요?`);
  await expect(page.getByRole('heading', { name: '댓글 2' })).toBeVisible();
  await showWholePage(page);
  await page.screenshot({ path: screenshotPath('community-thread'), fullPage: true });

  await page.getByRole('button', { name: '1 좋아요' }).click();
  await expect(page.getByRole('button', { name: '0 좋아요' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await reply.getByRole('button', { name: '삭제' }).click();
  await confirm(page, '댓글을 삭제하시겠습니까?');
  await expect(page.getByText('댓글이 삭제되었습니다.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '댓글 1' })).toBeVisible();
  await expect(reply).toHaveCount(0);

  await page.getByRole('button', { name: '게시글 삭제' }).click();
  await confirm(page, '게시글을 삭제하시겠습니까?');
  await expect(page).toHaveURL((url) => url.pathname === '/community/1');
  await expect(page.getByText('게시글이 삭제되었습니다.')).toBeVisible();
  await expect(
    page.getByRole('tabpanel').getByRole('link', { name: new RegExp(title) }),
  ).toHaveCount(0);
});

test('a visitor browses the boards, pages and sorts, and is asked to sign in to like', async ({
  page,
}) => {
  await page.goto('/community/1');
  await expect(page).toHaveTitle('커뮤니티 | 댕냥');
  const posts = page.getByRole('tabpanel').getByRole('link');
  await expect(posts).toHaveCount(10);
  await expect(page.getByRole('link', { name: '글쓰기' })).toHaveCount(0);

  await page.getByRole('button', { name: '2 페이지' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/community/1' && url.search === '');

  await page.getByRole('tab', { name: '고양이' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/community/4');
  await page.getByRole('button', { name: '인기순' }).click();
  await expect(page).toHaveURL(/\/community\/4\?sort=popular$/);
  await expect(posts.first()).toBeVisible();

  await posts.first().click();
  await expect(page.getByRole('navigation', { name: '현재 위치' })).toContainText('고양이');
  await expect(page.getByRole('textbox', { name: '댓글' })).toHaveCount(0);
  await page.getByRole('button', { name: /좋아요$/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '로그인 후 이용해 주세요.' }),
  ).toBeVisible();
});

test('addresses in a post and its comments are links that wrap on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await signInAsNewUser(page);
  const longAddress = `https://example.com/${'walking-course-'.repeat(8)}map?lat=35.15&lng=129.11`;
  const id = await createPost(page, {
    categoryId: 2,
    title: `산책 지도 공유 ${Date.now().toString(36)}`,
    content: `지도는 ${longAddress} 에 있어요.\njavascript:alert(1) 는 주소가 아니에요.`,
  });
  await page.goto(`/community/2/${id}`);

  await page
    .getByRole('textbox', { name: '댓글' })
    .fill('후기는 https://example.com/review에서 보세요. <b>굵게</b>');
  await page.getByRole('button', { name: '댓글 등록' }).click();
  await confirm(page, '댓글을 등록하시겠습니까?');
  await expect(page.getByRole('heading', { name: '댓글 1' })).toBeVisible();

  const postLink = page.getByRole('link', { name: longAddress });
  await expect(postLink).toHaveAttribute('href', longAddress);
  await expect(postLink).toHaveAttribute('target', '_blank');
  await expect(postLink).toHaveAttribute('rel', 'nofollow ugc noopener');
  await expect(
    page.getByText('javascript:alert(1) 는 주소가 아니에요.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /javascript/ })).toHaveCount(0);

  const commentLink = page.getByRole('link', { name: 'https://example.com/review' });
  await expect(commentLink).toHaveAttribute('href', 'https://example.com/review');
  await expect(commentLink).toHaveAttribute('rel', 'nofollow ugc noopener');
  await expect(page.getByText('<b>굵게</b>', { exact: false })).toBeVisible();

  const lines = await postLink.evaluate((link) => link.getClientRects().length);
  expect(lines, 'the long address wraps onto several lines').toBeGreaterThan(1);
  expect((await layoutProblems(page)).overflow).toBeNull();
});

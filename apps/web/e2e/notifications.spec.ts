import { type Browser, expect, type Page, test } from '@playwright/test';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './support/phone-checks.ts';
import { screenshotPath, signInAsNewUser } from './support/session.ts';

/**
 * Issue 22: a member's post gets a comment from another member (another browser); the author
 * sees the bell's count rise without reloading (the live stream), opens the notification and
 * lands on the comment, scrolled into view and focused. At 390 px the bell is in the tab bar,
 * at 1440 px in the header: the same accessible name finds whichever is shown.
 */

const BELL_WITH_COUNT = /^알림 \d+개 안 읽음$/;

async function storedToken(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('AccessToken'));
  if (token === null) throw new Error('not signed in');
  return token;
}

/** The author's post, written through the API; its detail path. */
async function writePost(page: Page, title: string): Promise<string> {
  const response = await page.request.post('/api/communities', {
    headers: { Authorization: await storedToken(page) },
    multipart: { communityCategoryId: '3', title, content: `${title} 댓글 기다려요.` },
  });
  expect(response.ok()).toBe(true);
  const { body } = (await response.json()) as { body: number };
  return `/community/3/${body}`;
}

/** Another member, in a browser of their own, comments on the post as a person does. */
async function commentAsAnotherMember(browser: Browser, postPath: string, text: string) {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: 'ko-KR' });
  const page = await context.newPage();
  const nickname = await signInAsNewUser(page);
  await page.goto(postPath);
  await page.getByRole('textbox', { name: '댓글' }).fill(text);
  await page.getByRole('button', { name: '댓글 등록' }).click();
  await page
    .getByRole('alertdialog', { name: '댓글을 등록하시겠습니까?' })
    .getByRole('button', { name: '확인' })
    .click();
  await expect(page.getByRole('listitem', { name: `${nickname}님의 댓글` })).toBeVisible();
  await context.close();
  return nickname;
}

for (const [size, viewport] of [
  ['390', PHONE_VIEWPORT],
  ['1440', DESKTOP_VIEWPORT],
] as const) {
  test(`at ${size} px the author sees a comment arrive live and opens it at the comment`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ viewport, locale: 'ko-KR' });
    const page = await context.newPage();
    await signInAsNewUser(page);
    const postPath = await writePost(page, `알림 여정 ${size} 산책 친구 구해요`);
    // The stream is open once the ticket was taken and the stream answered (listened for
    // before the page loads: a member's page opens it at once).
    const streamOpened = page.waitForResponse((response) =>
      response.url().includes('/api/notifications/stream?'),
    );
    await page.goto('/community/1');
    await streamOpened;
    await expect(page.getByRole('link', { name: /^알림/ })).toHaveAccessibleName('알림');

    const commenter = await commentAsAnotherMember(
      browser,
      postPath,
      `저도 ${size} 산책 같이 가고 싶어요`,
    );

    // No reload: the stream brought it.
    await expect(page.getByRole('link', { name: BELL_WITH_COUNT })).toHaveAccessibleName(
      '알림 1개 안 읽음',
    );
    await expect(page.getByRole('status').filter({ hasText: commenter })).toBeVisible();
    await page.screenshot({
      path: screenshotPath(`notifications-bell-${size}`),
      animations: 'disabled',
    });

    await page.getByRole('link', { name: BELL_WITH_COUNT }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/mypage/notifications');
    const entry = page
      .getByRole('list', { name: '알림 목록' })
      .getByRole('link', { name: new RegExp(`${commenter}님이 내 글에 댓글을 남겼어요`) });
    await expect(entry).toContainText('안 읽음');
    await page.screenshot({
      path: screenshotPath(`notifications-list-${size}`),
      fullPage: true,
      animations: 'disabled',
    });

    await entry.click();
    await expect(page).toHaveURL((url) => url.hash.startsWith('#comment-'));
    const comment = page.getByRole('listitem', { name: `${commenter}님의 댓글` });
    await expect(comment).toBeFocused();
    await expect(comment).toBeInViewport();
    await expect(page.getByRole('link', { name: /^알림/ })).toHaveAccessibleName('알림');
    await context.close();
  });
}

import { type Browser, expect, type Page, test, type ViewportSize } from '@playwright/test';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './support/phone-checks.ts';
import { petPicture } from './support/pictures.ts';
import { signInAsNewUser } from './support/session.ts';

/**
 * Issue 22, items 1, 4 and 5 as members meet them, at 1440 and 390 px: an author edits a post,
 * removing one of its two pictures and putting a new one first, and reads its history; a
 * draft survives a reload; 공유 copies the page's address. The edit needs the API's editing
 * and revisions calls (branch wip-edit), the draft and the share only the web app.
 */

const SIZES = [
  { label: '1440', viewport: DESKTOP_VIEWPORT },
  { label: '390', viewport: PHONE_VIEWPORT },
] as const;

/** The screenshots the issue asks for, where the notes keep them. */
const SCREENS_DIR = process.env.E2E_SCREENS_DIR ?? '/work/notes/screens/issue22';
const screen = (name: string) => `${SCREENS_DIR}/${name}.png`;

async function newMember(browser: Browser, viewport: ViewportSize) {
  const context = await browser.newContext({ viewport, locale: 'ko-KR' });
  const page = await context.newPage();
  await signInAsNewUser(page);
  return { context, page };
}

/** Posts with two pictures through the API as the member of `page`; answers its id. */
async function writePostWithTwoPictures(page: Page, title: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('AccessToken'));
  const form = new FormData();
  form.set('communityCategoryId', '3');
  form.set('title', title);
  form.set('content', '모래사장을 한참 걸었어요.');
  for (const picture of [
    await petPicture('sand.png', '#f6b93b'),
    await petPicture('waves.png', '#78c2ad'),
  ]) {
    form.append('files', new File([picture.buffer], picture.name, { type: picture.mimeType }));
  }
  const response = await page.request.post('/api/communities', {
    headers: { Authorization: token ?? '' },
    multipart: form,
  });
  expect(response.ok()).toBe(true);
  const { body } = (await response.json()) as { body: number };
  return body;
}

async function confirm(page: Page, question: string) {
  await page
    .getByRole('alertdialog', { name: question })
    .getByRole('button', { name: '확인' })
    .click();
}

for (const { label, viewport } of SIZES) {
  test.describe(`at ${label} px`, () => {
    test('an author edits a post: one of two pictures out, a new one first, history kept', async ({
      browser,
    }) => {
      // A sign-in, three picture uploads and two edits, each decoding images, on a shared machine.
      test.setTimeout(90_000);
      const { context, page } = await newMember(browser, viewport);
      const title = `바닷가 산책 ${label} ${Date.now().toString(36)}`;
      const id = await writePostWithTwoPictures(page, title);
      const postPath = `/community/3/${id}`;
      await page.goto(postPath);
      const pictures = page.getByRole('list', { name: '본문 이미지' }).getByRole('img');
      await expect(pictures).toHaveCount(2);
      const secondSource = await pictures.nth(1).getAttribute('src');

      await page.getByRole('link', { name: '게시글 수정' }).click();
      await expect(page).toHaveURL((url) => url.pathname === `/community/edit/${id}`);
      await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue(title);
      await expect(page.getByRole('img', { name: /^첨부 이미지/ })).toHaveCount(2);
      await page.getByRole('button', { name: '1번째 이미지 삭제' }).click();
      await page
        .getByLabel('이미지 추가')
        .setInputFiles([await petPicture('sunset.png', '#e17055')]);
      await page.getByRole('button', { name: '2번째 이미지를 앞으로 옮기기' }).click();
      await page.getByRole('textbox', { name: '사진 1 설명 (선택)' }).fill('노을 지는 바다');
      await page.getByRole('textbox', { name: '제목' }).fill(`${title} (수정)`);
      // A full-page picture from the top: the sticky header stays where it belongs.
      await page.mouse.move(0, 0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: screen(`edit-form-${label}`), fullPage: true });
      await page.getByRole('button', { name: '수정하기' }).click();
      await confirm(page, '게시글을 수정하시겠습니까?');

      await expect(page).toHaveURL((url) => url.pathname === postPath);
      await expect(page.getByRole('heading', { level: 1, name: `${title} (수정)` })).toBeVisible();
      await expect(page.getByText(/^수정됨/)).toBeVisible();
      await expect(pictures).toHaveCount(2);
      await expect(pictures.first()).toHaveAccessibleName('노을 지는 바다');
      await expect(pictures.nth(1)).toHaveAttribute('src', secondSource ?? '');

      await page.getByRole('button', { name: '수정 기록' }).click();
      const history = page.getByRole('dialog', { name: '수정 기록' });
      await expect(history.getByRole('listitem', { name: /번째 버전 \(현재\)$/ })).toContainText(
        `${title} (수정)`,
      );
      await page.screenshot({ path: screen(`revisions-${label}`) });
      await context.close();
    });

    test('a draft survives a reload and is offered back', async ({ browser }) => {
      const { context, page } = await newMember(browser, viewport);
      await page.goto('/community/register');
      await page.getByRole('textbox', { name: '제목' }).fill('새로고침해도 남는 글');
      await page.getByRole('textbox', { name: '내용' }).fill('쓰다가 탭을 닫아도 그대로예요.');
      // The browser keeps it a moment after the last key.
      await expect
        .poll(() =>
          page.evaluate(() => Object.keys(localStorage).some((key) => key.includes('post-new'))),
        )
        .toBe(true);

      await page.reload();
      const prompt = page.getByRole('status').filter({ hasText: '임시 저장된 글이 있어요' });
      await expect(prompt).toBeVisible();
      await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue('');
      await page.screenshot({ path: screen(`draft-prompt-${label}`) });
      await prompt.getByRole('button', { name: '복원' }).click();

      await expect(page.getByRole('textbox', { name: '제목' })).toHaveValue('새로고침해도 남는 글');
      await expect(page.getByRole('textbox', { name: '내용' })).toHaveValue(
        '쓰다가 탭을 닫아도 그대로예요.',
      );
      await context.close();
    });

    test('공유 copies the page address where there is no share sheet', async ({ browser }) => {
      const context = await browser.newContext({ viewport, locale: 'ko-KR' });
      const page = await context.newPage();
      await page.goto('/community/1');
      const origin = new URL(page.url()).origin;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
      // Linux Chromium has no Web Share; say so explicitly so the copy path is the one taken.
      await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
      const href = await page.getByRole('tabpanel').getByRole('link').first().getAttribute('href');
      await page.goto(href ?? '/');
      // The page is the server's HTML until the app has loaded after its first paint (decision
      // 023); the header's 로그인 appears once the app knows the reader is a visitor.
      await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();

      await page.getByRole('button', { name: '공유' }).click();

      await expect(page.getByText('링크를 복사했어요.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        new URL(href ?? '/', origin).href,
      );
      await page.screenshot({ path: screen(`share-${label}`) });
      await context.close();
    });
  });
}

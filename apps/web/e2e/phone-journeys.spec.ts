import { type BrowserContextOptions, test as base, expect, type Page } from '@playwright/test';
import { PHONE_DEVICE, pageAndScreenWidth } from './support/phone-checks.ts';
import { petPicture } from './support/pictures.ts';
import { screenshotPath, signInAsNewUser, signInFromLoginPage } from './support/session.ts';
import { swipe } from './support/touch.ts';

/**
 * Issue 11, Deliver 5: what a member does on a phone, at 390×844 with a touch screen, through
 * the phone's own controls — the bottom tab bar, the compact header's search and name buttons,
 * sheets for dialogs — never an address typed where a person would tap. Each journey ends with
 * the page no wider than the phone's screen.
 */

type Member = { nickname: string; state: BrowserContextOptions['storageState'] };

/**
 * One member per worker, signed in once through the stand-in on a phone; each journey opens
 * the site in a fresh page already signed in as them, as a person reopening the app would.
 */
const test = base.extend<object, { member: Member }>({
  member: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        ...PHONE_DEVICE,
        baseURL: workerInfo.project.use.baseURL,
        locale: 'ko-KR',
      });
      const page = await context.newPage();
      const nickname = await signInAsNewUser(page);
      const state = await context.storageState();
      await context.close();
      await use({ nickname, state });
    },
    { scope: 'worker' },
  ],
});

test.use({
  ...PHONE_DEVICE,
  storageState: async ({ member }, use) => use(member.state),
});

const tabBar = (page: Page) => page.getByRole('navigation', { name: '주요 메뉴' });

/** Taps a section of the bottom tab bar and checks the bar marks it as the current one. */
async function openTab(page: Page, name: string, path: RegExp) {
  const tab = tabBar(page).getByRole('link', { name, exact: true });
  await tab.tap();
  await expect(page).toHaveURL((url) => path.test(url.pathname));
  await expect(tab).toHaveAttribute('aria-current', 'page');
}

async function confirm(page: Page, question: string) {
  await page
    .getByRole('alertdialog', { name: question })
    .getByRole('button', { name: '확인' })
    .tap();
}

/** The page never scrolls sideways: nothing is wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await pageAndScreenWidth(page);
  expect(widths.page, 'the page is wider than the phone').toBeLessThanOrEqual(widths.screen);
}

/** Opens the app and, through the tab bar, the post written in the first journey. */
async function openPost(page: Page, title: string) {
  await page.goto('/');
  await openTab(page, '커뮤니티', /^\/community\/1$/);
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: new RegExp(title) })
    .tap();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('a member’s post on a phone', () => {
  // Each journey goes on with the post the first one wrote.
  test.describe.configure({ mode: 'serial' });
  const title = `휴대폰으로 쓴 산책 일기 ${Date.now().toString(36)}`;

  test('writes a post with two pictures, finds it first, and looks through its pictures', async ({
    page,
  }) => {
    await page.goto('/');
    await openTab(page, '커뮤니티', /^\/community\/1$/);
    await page.getByRole('main').getByRole('link', { name: '글쓰기' }).tap();
    await expect(page).toHaveURL((url) => url.pathname === '/community/register');
    await expect(page.getByRole('heading', { level: 1, name: '글쓰기' })).toBeVisible();

    await page.getByRole('combobox', { name: '카테고리' }).selectOption({ label: '강아지' });
    await page.getByRole('textbox', { name: '제목' }).fill(title);
    await page
      .getByRole('textbox', { name: '내용' })
      .fill('오늘은 바닷가를 한 시간 걸었어요.\n모래밭에서 제일 신나 했어요!');

    // The add tile is a label around a hidden file field: a tap on it opens the phone's picker.
    const chooser = page.waitForEvent('filechooser');
    await page.locator('label', { has: page.getByLabel('이미지 추가') }).tap();
    await (await chooser).setFiles([
      await petPicture('beach.png', '#f6b93b'),
      await petPicture('sand.png', '#78c2ad'),
    ]);
    const previews = page.getByRole('list', { name: '첨부 이미지' }).getByRole('img');
    await expect(previews).toHaveCount(2);
    await expect(previews.nth(0)).toHaveAccessibleName('첨부 이미지 1');
    await expect(previews.nth(1)).toHaveAccessibleName('첨부 이미지 2');
    await expect(previews.nth(1)).toBeVisible();
    await expect(page.getByText('2/10', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: '등록하기' }).tap();
    await confirm(page, '게시글을 등록하시겠습니까?');

    await expect(
      page.getByRole('status').filter({ hasText: '게시글이 등록되었어요' }),
    ).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/community/1');
    const first = page.getByRole('tabpanel').getByRole('link').first();
    await expect(first).toContainText(title);
    await expect(first).toContainText('강아지');
    await expectNoSidewaysScroll(page);

    await first.tap();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const pictures = page.getByRole('list', { name: '본문 이미지' });
    await expect(pictures.getByRole('img')).toHaveCount(2);

    const firstPicture = pictures.getByRole('button', { name: `${title} 사진 1 크게 보기` });
    await firstPicture.tap();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toHaveAccessibleName('이미지 1 / 2');
    await expect(viewer.getByRole('img', { name: `${title} 사진 1` })).toBeVisible();
    await expect(viewer.getByRole('button', { name: '이전 이미지' })).toBeDisabled();
    await expectNoSidewaysScroll(page);

    // A finger moving left brings in the second picture; the arrow buttons turn them too.
    await swipe(viewer.getByRole('img', { name: `${title} 사진 1` }), -160);
    await expect(viewer).toHaveAccessibleName('이미지 2 / 2');
    await expect(viewer.getByRole('img', { name: `${title} 사진 2` })).toBeVisible();
    await expect(viewer.getByRole('button', { name: '다음 이미지' })).toBeDisabled();
    await viewer.getByRole('button', { name: '이전 이미지' }).tap();
    await expect(viewer).toHaveAccessibleName('이미지 1 / 2');
    await viewer.getByRole('button', { name: '다음 이미지' }).tap();
    await expect(viewer).toHaveAccessibleName('이미지 2 / 2');
    await page.screenshot({ path: screenshotPath('phone-image-viewer'), animations: 'disabled' });

    await viewer.getByRole('button', { name: '닫기' }).tap();
    await expect(viewer).toHaveCount(0);
    await expect(firstPicture).toBeFocused();
    await expectNoSidewaysScroll(page);
  });

  test('comments on the post and replies to the comment', async ({ page, member }) => {
    await openPost(page, title);

    await page.getByRole('textbox', { name: '댓글' }).fill('바다 산책 부러워요! 어느 해변인가요?');
    await page.getByRole('button', { name: '댓글 등록' }).tap();
    await confirm(page, '댓글을 등록하시겠습니까?');
    await expect(page.getByRole('heading', { name: '댓글 1' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '댓글' })).toHaveValue('');
    const comment = page.getByRole('listitem', { name: `${member.nickname}님의 댓글` });
    await expect(comment).toContainText('바다 산책 부러워요! 어느 해변인가요?');

    await comment.getByRole('button', { name: '답글' }).tap();
    const replyBox = comment.getByRole('textbox', { name: `${member.nickname}님에게 답글` });
    await expect(replyBox).toHaveValue(`@${member.nickname} `);
    await replyBox.press('End');
    await replyBox.pressSequentially('광안리예요. 아침에 가면 한적해요.');
    await comment.getByRole('button', { name: '답글 등록' }).tap();
    await confirm(page, '댓글을 등록하시겠습니까?');

    const reply = page.getByRole('listitem', { name: `${member.nickname}님의 답글` });
    await expect(reply).toContainText(`@${member.nickname} 광안리예요. 아침에 가면 한적해요.`);
    await expect(page.getByRole('heading', { name: '댓글 2' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('likes the post and takes the like back', async ({ page }) => {
    await openPost(page, title);

    await page.getByRole('button', { name: '0 좋아요' }).tap();
    const liked = page.getByRole('button', { name: '1 좋아요' });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');

    await liked.tap();
    await expect(page.getByRole('button', { name: '0 좋아요' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expectNoSidewaysScroll(page);
  });

  test('searches for the post’s title from the header and opens it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: '검색' }).tap();
    await expect(page).toHaveURL((url) => url.pathname === '/search');

    const box = page.getByRole('searchbox', { name: '검색어' });
    await box.tap();
    await box.fill(title);
    await box.press('Enter');
    await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/search/${title}`);
    await expect(page.getByRole('tab', { name: '커뮤니티(1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const result = page.getByRole('tabpanel').getByRole('link', { name: new RegExp(title) });
    await expect(result).toBeVisible();
    await expectNoSidewaysScroll(page);

    await result.tap();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test('a member chooses a place from the list under the map and reads its card in a sheet', async ({
  page,
}) => {
  await page.goto('/');
  await openTab(page, '지도', /^\/map\/1$/);
  const map = page.getByRole('region', { name: '지도' });
  await expect(map).toBeVisible();

  const places = page.getByRole('list', { name: '가까운 장소' }).getByRole('button');
  const nearest = places.first();
  await expect(nearest).toBeVisible();
  // The list is under the map on a phone.
  const mapBox = await map.boundingBox();
  const listBox = await nearest.boundingBox();
  expect(listBox?.y).toBeGreaterThan((mapBox?.y ?? 0) + (mapBox?.height ?? 0));
  const name = (await nearest.locator('span span').first().textContent()) ?? '';
  await nearest.tap();

  const sheet = page.getByRole('dialog', { name: `${name} 정보` });
  await expect(sheet).toBeInViewport({ ratio: 1 });
  await expect(sheet).toBeFocused();
  const card = sheet.getByRole('region', { name });
  await expect(card).toContainText('주소');
  await expect(card).toContainText('운영 시간은 바뀔 수 있으니 방문 전에 전화로 확인해주세요.');
  // A bottom sheet: as wide as the map and resting on its lower edge (measured in one go, as
  // the list's tap scrolls the map into view smoothly).
  const fit = await sheet.evaluate((element) => {
    const own = element.getBoundingClientRect();
    const area = element.parentElement?.getBoundingClientRect();
    return (
      area && {
        left: own.left - area.left,
        right: area.right - own.right,
        bottom: area.bottom - own.bottom,
        top: own.top - area.top,
      }
    );
  });
  expect(fit).toMatchObject({ left: 0, right: 0, bottom: 0 });
  expect(fit?.top).toBeGreaterThan(0);
  await page.screenshot({ path: screenshotPath('phone-map-sheet'), animations: 'disabled' });
  await expectNoSidewaysScroll(page);

  await sheet.getByRole('button', { name: '닫기' }).tap();
  await expect(sheet).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});

test.describe('a new member', () => {
  // Signs in here, through the header, so the rename leaves the shared member alone.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('signs in from the header and changes the nickname on my page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).tap();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
    const nickname = await signInFromLoginPage(page);

    const menu = page.getByRole('banner').getByRole('button', { name: nickname });
    await menu.tap();
    await page
      .getByRole('dialog', { name: nickname })
      .getByRole('link', { name: '마이페이지' })
      .tap();
    await expect(page).toHaveURL((url) => url.pathname === '/mypage');
    await expect(page.getByRole('heading', { level: 2, name: nickname })).toBeVisible();

    await page.getByRole('button', { name: '수정 (닉네임)' }).tap();
    const field = page.getByRole('textbox', { name: '닉네임' });
    await expect(field).toHaveValue(nickname);
    await expect(field).toHaveAccessibleDescription(`${nickname.length}/20`);
    const renamed = `폰에서바꾼이름${Date.now().toString(36).slice(-5)}`;
    await field.fill(renamed);
    await expect(field).toHaveAccessibleDescription(`${renamed.length}/20`);
    await expect(page.getByText(`${renamed.length}/20`, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: '확인' }).tap();
    await confirm(page, '닉네임을 변경하시겠습니까?');
    await expect(
      page.getByRole('status').filter({ hasText: '닉네임이 변경되었습니다.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();

    const renamedMenu = page.getByRole('banner').getByRole('button', { name: renamed });
    await renamedMenu.tap();
    const profile = page.getByRole('dialog', { name: renamed });
    await expect(profile).toBeVisible();
    await expect(profile.getByRole('link', { name: '마이페이지' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('phone-renamed-menu'), animations: 'disabled' });
    await expectNoSidewaysScroll(page);
  });
});

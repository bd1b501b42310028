import { type Browser, expect, type Page, test } from '@playwright/test';
import { tabTo } from './support/keyboard.ts';
import { signInAsNewUser, uniqueNickname } from './support/session.ts';

/**
 * A member's day without a pointer: sign in with the development stand-in, write a post,
 * comment on it, like it, report another member's comment from its ⋯ menu, find the post with
 * search and open a place from the map's list. Only the keyboard moves (Tab, Shift+Tab, Enter,
 * arrows, Escape, typing); only the first page is opened by address. Each step starts where the
 * one before left off, so the steps run in order in one page.
 */
test.describe.configure({ mode: 'serial' });

let page: Page;
const nickname = uniqueNickname('kb');
const title = `키보드로 쓴 글 ${Date.now().toString(36)}`;
const banner = () => page.getByRole('banner');

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  page = await browser.newPage({ locale: 'ko-KR' });
});
test.afterAll(async () => {
  await page.close();
});

/** Answers the confirmation dialog: its 확인 has the focus when it opens. */
async function confirmWithEnter(question: string) {
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '확인' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test('signs in with the stand-in provider', async () => {
  await page.goto('/');
  const login = banner().getByRole('link', { name: '로그인' });
  await tabTo(login);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');

  await tabTo(page.getByRole('link', { name: 'Google로 로그인' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '개발용 Google 로그인' })).toBeVisible();

  // The stand-in lists every existing user first and its new-user form last: from the end of
  // the page, Shift+Tab reaches the form in a few steps however many users there are.
  await tabTo(page.getByLabel('닉네임'), { backwards: true });
  await expect(page.locator(':focus')).toHaveAttribute('name', 'nickname');
  await page.keyboard.type(nickname);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(banner().getByRole('button', { name: nickname })).toBeVisible();
});

test('keeps Tab inside the profile dialog and gives the focus back on Escape', async () => {
  const profile = banner().getByRole('button', { name: nickname });
  await tabTo(profile);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: nickname });
  await expect(dialog).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: '로그아웃' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: '글쓰기' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(profile).toBeFocused();
});

test('writes a post and confirms it', async () => {
  const profile = banner().getByRole('button', { name: nickname });
  await tabTo(profile);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: nickname });
  await expect(dialog).toBeVisible();

  await tabTo(dialog.getByRole('link', { name: '글쓰기' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/community/register');
  await expect(page.getByRole('combobox', { name: '카테고리' })).toHaveValue('2');

  await tabTo(page.getByRole('textbox', { name: '제목' }));
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^내용/);
  await page.keyboard.type('키보드만으로 글을 씁니다.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('마우스 없이도 충분해요.');

  await tabTo(page.getByRole('button', { name: '등록하기' }));
  await page.keyboard.press('Enter');
  await confirmWithEnter('게시글을 등록하시겠습니까?');

  await expect(page).toHaveURL((url) => url.pathname === '/community/1');
  const post = page.getByRole('tabpanel').getByRole('link', { name: new RegExp(title) });
  await tabTo(post);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/community\/2\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('마우스 없이도 충분해요.');
});

test('comments on the post', async () => {
  const comment = '키보드로 단 댓글이에요.';
  await tabTo(page.getByRole('textbox', { name: '댓글' }));
  await page.keyboard.type(comment);
  await tabTo(page.getByRole('button', { name: '댓글 등록' }));
  await page.keyboard.press('Enter');
  await confirmWithEnter('댓글을 등록하시겠습니까?');

  await expect(page.getByRole('heading', { name: '댓글 1' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `${nickname}님의 댓글` })).toContainText(comment);
  await expect(page.getByRole('textbox', { name: '댓글' })).toHaveValue('');
});

test('likes the post', async () => {
  const like = page.getByRole('button', { name: '0 좋아요' });
  await tabTo(like);
  await page.keyboard.press('Enter');
  const liked = page.getByRole('button', { name: '1 좋아요' });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
});

// A busy control stays focusable (aria-disabled, not disabled): the confirmation hands the focus
// back to 댓글 등록 while it sends, and the like button keeps it while its call runs.
test('keeps the focus on the controls it pressed', async () => {
  await tabTo(page.getByRole('textbox', { name: '댓글' }));
  await page.keyboard.type('포커스가 제자리에 있나요?');
  const submit = page.getByRole('button', { name: '댓글 등록' });
  await tabTo(submit);
  await page.keyboard.press('Enter');
  await confirmWithEnter('댓글을 등록하시겠습니까?');
  await expect(page.getByRole('heading', { name: '댓글 2' })).toBeVisible();
  await expect(submit).toBeFocused();

  await tabTo(page.getByRole('button', { name: '1 좋아요' }));
  await page.keyboard.press('Enter');
  const unliked = page.getByRole('button', { name: '0 좋아요' });
  await expect(unliked).toHaveAttribute('aria-pressed', 'false');
  await expect(unliked).toBeFocused();
});

test('reports another member’s comment from its ⋯ menu, and Escape closes the dialog', async () => {
  // Another member comments on the post meanwhile (in their own browser); the page is read anew.
  const neighbour = await page.context().browser()?.newContext({ locale: 'ko-KR' });
  if (!neighbour) throw new Error('no browser for the second member');
  const theirPage = await neighbour.newPage();
  const theirName = await signInAsNewUser(theirPage);
  const token = await theirPage.evaluate(() => localStorage.getItem('AccessToken'));
  const postId = Number(new URL(page.url()).pathname.split('/').at(-1));
  const commented = await theirPage.request.post(`/api/communities/${postId}/comments`, {
    headers: { Authorization: token ?? '' },
    data: { communityId: postId, content: '저도 키보드로 읽었어요.' },
  });
  expect(commented.ok()).toBe(true);
  await neighbour.close();
  await page.reload();

  const more = page
    .getByRole('listitem', { name: `${theirName}님의 댓글` })
    .getByRole('button', { name: `${theirName}님의 댓글 더보기` });
  await tabTo(more);
  await page.keyboard.press('Enter');
  const report = page.getByRole('menuitem', { name: '신고하기' });
  await expect(report).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: '차단하기' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: '댓글 신고' });
  await expect(dialog.getByRole('radio', { name: '스팸·광고' })).toBeFocused();
  // Space picks the focused reason; the arrows move to the next one and pick it.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: '욕설·비하' })).toBeChecked();
  await tabTo(dialog.getByRole('textbox', { name: /신고 내용/ }));
  await page.keyboard.type('키보드로 신고합니다.');
  await tabTo(dialog.getByRole('button', { name: '신고하기' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('신고가 접수되었어요.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(more).toBeFocused();

  // Opened again, Escape closes the dialog and gives the focus back to the ⋯ button.
  await page.keyboard.press('Enter');
  await expect(report).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(more).toBeFocused();
});

test('finds the post with search', async () => {
  await tabTo(banner().getByRole('link', { name: '검색' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/search');

  await tabTo(page.getByRole('searchbox', { name: '검색어' }));
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/search/${title}`);

  const found = page.getByRole('tabpanel').getByRole('link', { name: new RegExp(title) });
  await tabTo(found);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('opens a place from the map list', async () => {
  await tabTo(banner().getByRole('link', { name: 'Map' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/map/1');

  const nearest = page.getByRole('list', { name: '가까운 장소' }).getByRole('button').first();
  await tabTo(nearest);
  const name = (await nearest.locator('span span').first().textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(nearest).toHaveAttribute('aria-current', 'true');
  const card = page.getByRole('region', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('주소');
});

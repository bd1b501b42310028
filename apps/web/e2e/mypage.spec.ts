import { expect, type Page, test } from '@playwright/test';
import { screenshotPath, signInAsNewUser, uniqueNickname } from './support/session.ts';

async function storedToken(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('AccessToken'));
  if (token === null) throw new Error('not signed in');
  return token;
}

/** A picture to upload: one of the sample illustrations the server already holds. */
async function samplePicture(page: Page, name: string) {
  const response = await page.request.get('/api/foods/2');
  const { body } = (await response.json()) as { body: { foodImgs: { imgUrl: string }[] } };
  const url = body.foodImgs[0]?.imgUrl;
  if (url === undefined) throw new Error('the sample food has no image');
  return { name, mimeType: 'image/webp', buffer: await (await page.request.get(url)).body() };
}

/** Some activity of this user, made through the API: two posts, a review, two liked foods. */
async function createActivity(page: Page) {
  const headers = { Authorization: await storedToken(page) };
  for (const title of ['우리 집 강아지 첫 산책 기록', '고양이 스크래처 추천해주세요']) {
    const post = await page.request.post('/api/communities', {
      headers,
      multipart: { communityCategoryId: '3', title, content: `${title} 내용이에요.` },
    });
    expect(post.ok()).toBe(true);
  }
  const review = await page.request.post('/api/foods/3/comments', {
    headers,
    multipart: { content: '우리 아이가 좋아해요.' },
  });
  expect(review.ok()).toBe(true);
  for (const foodId of [4, 5]) {
    expect((await page.request.post(`/api/foods/${foodId}/like`, { headers })).ok()).toBe(true);
  }
}

async function confirm(page: Page, question: string) {
  await page
    .getByRole('alertdialog', { name: question })
    .getByRole('button', { name: '확인' })
    .click();
}

async function openMypage(page: Page, nickname: string) {
  await page.getByRole('banner').getByRole('button', { name: nickname }).click();
  await page
    .getByRole('dialog', { name: nickname })
    .getByRole('link', { name: '마이페이지' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/mypage');
  await expect(page.getByRole('heading', { level: 2, name: nickname })).toBeVisible();
}

test('a visitor is sent to the login page', async ({ page }) => {
  await page.goto('/mypage');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
  await page.screenshot({ path: screenshotPath('mypage-visitor'), animations: 'disabled' });
});

test('a user changes nickname and profile image and sees their activity', async ({ page }) => {
  const email = `${uniqueNickname('owner')}@example.com`;
  const nickname = await signInAsNewUser(page, { email });
  await createActivity(page);
  await openMypage(page, nickname);
  await expect(page).toHaveTitle('마이페이지 | 댕냥');

  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Google 로그인')).toBeVisible();
  const counts = page.getByRole('list', { name: '나의 활동' });
  await expect(counts).toContainText('작성한 글2');
  await expect(counts).toContainText('작성한 댓글1');
  await expect(counts).toContainText('찜한 먹거리2');

  const posts = page.getByRole('region', { name: /^내가 쓴 글/ });
  await expect(posts.getByRole('row')).toHaveCount(3);
  await expect(posts.getByRole('link', { name: '우리 집 강아지 첫 산책 기록' })).toHaveAttribute(
    'href',
    /^\/community\/1\/\d+$/,
  );
  const comments = page.getByRole('region', { name: /^내가 쓴 댓글/ });
  await expect(comments.getByText('먹거리 > ')).toBeVisible();
  await expect(comments.getByRole('link')).toHaveAttribute('href', '/food/3');
  const liked = page.getByRole('region', { name: /^찜한 먹거리/ });
  await expect(liked.getByRole('article')).toHaveCount(2);

  // Nickname: cancel keeps it, a too-short one is refused here, a good one is changed.
  await page.getByRole('button', { name: '수정 (닉네임)' }).click();
  const field = page.getByRole('textbox', { name: '닉네임' });
  await field.fill('바뀌지 않을 이름');
  await page.getByRole('button', { name: '취소' }).click();
  await expect(page.getByRole('heading', { level: 2, name: nickname })).toBeVisible();

  await page.getByRole('button', { name: '수정 (닉네임)' }).click();
  await field.fill('멍');
  await field.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('닉네임은 2자 이상 20자 이하로 입력해주세요.');

  const renamed = uniqueNickname('새이름');
  await field.fill(renamed);
  await page.getByRole('button', { name: '확인' }).click();
  await confirm(page, '닉네임을 변경하시겠습니까?');
  await expect(
    page.getByRole('status').filter({ hasText: '닉네임이 변경되었습니다.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: renamed })).toBeVisible();

  // Profile image: a picked file replaces it after confirmation.
  const image = page.getByRole('img', { name: '프로필 이미지' });
  const before = await image.getAttribute('src');
  await page.getByLabel('프로필 이미지 변경').setInputFiles(await samplePicture(page, 'me.webp'));
  await confirm(page, '프로필이미지를 수정하시겠습니까?');
  await expect(
    page.getByRole('status').filter({ hasText: '프로필 이미지를 수정하였습니다.' }),
  ).toBeVisible();
  await expect(image).not.toHaveAttribute('src', before ?? '');
  await expect(image).toHaveAttribute('src', /\/uploads\//);
  await expect(image).toHaveJSProperty('complete', true);

  // Unliking in the list takes the food out of it and lowers the count.
  await liked
    .getByRole('article')
    .first()
    .getByRole('button', { name: /좋아요$/ })
    .click();
  await expect(liked.getByRole('article')).toHaveCount(1);
  await expect(counts).toContainText('찜한 먹거리1');

  // The header is sticky: a full-page picture is taken from the top, the pointer out of the way.
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: screenshotPath('mypage-profile'),
    fullPage: true,
    animations: 'disabled',
  });

  // The change is stored: it stays after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
});

test('a user withdraws after typing their own e-mail', async ({ page }) => {
  const email = `${uniqueNickname('bye')}@example.com`;
  const nickname = await signInAsNewUser(page, { email });
  const token = await storedToken(page);
  await openMypage(page, nickname);

  // A different e-mail: the dialog says so and closes.
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  let dialog = page.getByRole('dialog', { name: '회원 탈퇴' });
  await dialog.getByRole('textbox').fill('someone-else@example.com');
  await dialog.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page.getByRole('alert')).toContainText(
    '작성하신 이메일이 동일하지 않습니다. 다시 시도해주세요.',
  );
  await expect(dialog).toHaveCount(0);
  await page.getByRole('alert').getByRole('button', { name: '알림 닫기' }).click();

  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  dialog = page.getByRole('dialog', { name: '회원 탈퇴' });
  await dialog.getByRole('textbox').fill(email);
  await dialog.getByRole('button', { name: '탈퇴하기' }).click();
  await confirm(page, '정말 탈퇴하시겠습니까?');

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('AccessToken'))).toBeNull();
  await page.screenshot({ path: screenshotPath('mypage-withdrawn'), animations: 'disabled' });

  // The old token no longer works.
  const principal = await page.request.get('/api/account/principal', {
    headers: { Authorization: token },
  });
  expect(
    ((await principal.json()) as { body: { authenticated: boolean } }).body.authenticated,
  ).toBe(false);
  const mine = await page.request.get('/api/mypage/community', {
    headers: { Authorization: token },
  });
  expect(mine.status()).toBe(401);
  await page.goto('/mypage');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
});

test('a user whose provider gave no e-mail confirms the withdrawal with the nickname', async ({
  page,
}) => {
  const nickname = await signInAsNewUser(page);
  await openMypage(page, nickname);
  await expect(page.getByText('이메일 정보 없음')).toBeVisible();

  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  const dialog = page.getByRole('dialog', { name: '회원 탈퇴' });
  await expect(dialog).toContainText('이메일로 확인할 수 없어요');
  await dialog.getByRole('textbox', { name: /닉네임을 입력/ }).fill(nickname);
  await page.screenshot({
    path: screenshotPath('mypage-withdraw-nickname'),
    animations: 'disabled',
  });
  await dialog.getByRole('button', { name: '탈퇴하기' }).click();
  await confirm(page, '정말 탈퇴하시겠습니까?');

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
});

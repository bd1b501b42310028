import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  screenshotPath,
  signInAsAdmin,
  signInAsNewUser,
  uniqueNickname,
} from './support/session.ts';

/** The stored token as the app sends it: `Bearer <jwt>`. */
async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('AccessToken'));
  if (token === null) throw new Error('no token stored');
  return token;
}

/**
 * The administrator's token, asked for once per worker: the server allows 5 password logins a
 * minute per address, and the login screen itself is exercised by its own journey. A 429 from
 * other specs' logins waits out the window.
 */
let adminToken: string | null = null;

async function administratorToken(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; adminToken === null; attempt++) {
    const response = await request.post('/api/auth/login', {
      data: { username: 'admin', password: 'daengnyang-admin' },
    });
    if (response.status() === 429 && attempt < 2) {
      const seconds = Number(response.headers()['retry-after'] ?? '60');
      await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
      continue;
    }
    expect(response.ok()).toBe(true);
    adminToken = `Bearer ${(await response.json()).body.accessToken}`;
  }
  return adminToken;
}

/** Opens an admin screen signed in as the administrator, as a stored token would after login. */
async function openAsAdmin(page: Page, path: string): Promise<string> {
  const token = await administratorToken(page.request);
  await page.addInitScript((stored) => localStorage.setItem('AccessToken', stored), token);
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toBeVisible();
  return token;
}

/** A new user in a browser context of their own, and the token they hold. */
async function newUser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const nickname = await signInAsNewUser(page);
  return { context, page, nickname, token: await storedToken(page) };
}

/** A real PNG drawn by the browser (the server decodes and resizes every upload). */
async function pngFile(page: Page, name: string, colour: string) {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 320;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d canvas');
    context.fillStyle = fill;
    context.fillRect(0, 0, 320, 320);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(160, 170, 70, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  }, colour);
  const buffer = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return { name, mimeType: 'image/png', buffer };
}

/** Writes a community post as the holder of `token`; returns its id. */
async function writePost(request: APIRequestContext, token: string, title: string) {
  const response = await request.post('/api/communities', {
    headers: { Authorization: token },
    multipart: {
      communityCategoryId: '2',
      title,
      content: `${title} — 관리자 삭제 시험용 글입니다.`,
    },
  });
  expect(response.ok()).toBe(true);
  const { body } = await response.json();
  return Number(body);
}

const confirmDialog = (page: Page) => page.getByRole('alertdialog');

test('admin login asks for both fields, refuses a wrong password, then opens the members', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await expect(page).toHaveTitle('관리자 로그인 | 댕냥');
  const submit = page.getByRole('button', { name: '로그인' });

  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('아이디와 비밀번호를 입력해주세요.');

  await page.getByLabel('아이디').fill('admin');
  await page.getByLabel('비밀번호').fill('wrong-password');
  await page.getByLabel('비밀번호').press('Enter');
  await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 올바르지 않습니다.');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.screenshot({ path: screenshotPath('admin-login-refused') });

  await signInAsAdmin(page);

  await expect(page.getByRole('heading', { name: '회원 관리' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: '관리자 메뉴' });
  await expect(nav.getByRole('link', { name: '회원 관리' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);
  const table = page.getByRole('table', { name: '회원 목록' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await page.screenshot({ path: screenshotPath('admin-login'), fullPage: true });
});

test('an administrator filters, searches and pages the community posts', async ({ page }) => {
  await openAsAdmin(page, '/admin/users');
  await page
    .getByRole('navigation', { name: '관리자 메뉴' })
    .getByRole('link', { name: '커뮤니티 관리' })
    .click();
  await expect(page).toHaveURL(/\/admin\/community$/);
  const table = page.getByRole('table', { name: '커뮤니티 게시글 목록' });
  await expect(table.getByRole('row')).toHaveCount(11);

  await page.getByRole('button', { name: '강아지', exact: true }).click();
  await expect(page).toHaveURL(/category=3/);
  await expect(page.getByRole('button', { name: '강아지', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const categoryCells = table.locator('td[data-column="communityCategoryName"]');
  // Asserted on the live rows, not on a snapshot of them: the table is replaced as it updates.
  const onlyDogs = async () => {
    await expect(categoryCells.first()).toHaveText('강아지');
    await expect(categoryCells.filter({ hasNotText: '강아지' })).toHaveCount(0);
  };
  await onlyDogs();
  const firstRowOfPage1 = (await table.getByRole('row').nth(1).textContent()) ?? '';

  await page.getByRole('button', { name: '2 페이지' }).click();
  await expect(page).toHaveURL(/category=3&page=2|page=2.*category=3/);
  await expect(page.getByRole('button', { name: '2 페이지' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(table.getByRole('row').nth(1)).not.toHaveText(firstRowOfPage1);
  await onlyDogs();

  // A new filter starts again at page 1.
  await page.getByRole('button', { name: '전체', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/community\?category=1$/);

  await page.getByRole('searchbox', { name: '검색어' }).fill('웰시코기');
  await page.getByRole('searchbox', { name: '검색어' }).press('Enter');
  await expect(page).toHaveURL(/q=/);
  await expect(table.getByRole('row', { name: /웰시코기 털 빠짐 관리 꿀팁/ })).toBeVisible();
  const view = table.getByRole('link', {
    name: '웰시코기 털 빠짐 관리 꿀팁 사이트에서 보기 (새 탭)',
  });
  await expect(view).toHaveAttribute('target', '_blank');
  await expect(view).toHaveAttribute('href', /^\/community\/1\/\d+$/);
  await page.screenshot({ path: screenshotPath('admin-community'), fullPage: true });
});

test('an administrator bulk-deletes two posts, which leave the site', async ({ page, browser }) => {
  const member = await newUser(browser);
  const word = uniqueNickname('bulk');
  const first = await writePost(member.page.request, member.token, `${word} 첫째 글`);
  const second = await writePost(member.page.request, member.token, `${word} 둘째 글`);
  await member.page.goto('/community/1');
  await expect(member.page.getByText(`${word} 둘째 글`).first()).toBeVisible();

  await openAsAdmin(page, `/admin/community?q=${encodeURIComponent(word)}`);
  const table = page.getByRole('table', { name: '커뮤니티 게시글 목록' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByRole('checkbox', { name: '전체 선택' }).check();
  await page.getByRole('button', { name: '선택 삭제' }).click();
  await expect(confirmDialog(page)).toHaveAccessibleName('선택한 2개 항목을 삭제하시겠습니까?');
  await confirmDialog(page).getByRole('button', { name: '삭제' }).click();

  await expect(page.getByText('게시글 2개를 삭제했습니다.')).toBeVisible();
  await expect(page.getByText('조건에 맞는 항목이 없습니다.')).toBeVisible();

  for (const id of [first, second]) {
    const response = await page.request.get(`/api/communities/1/${id}`);
    expect(response.status()).toBe(404);
  }
  await member.page.goto('/community/1');
  await expect(member.page.getByRole('heading', { name: '커뮤니티' })).toBeVisible();
  await expect(member.page.getByText(word)).toHaveCount(0);
  await member.context.close();
});

test('an administrator creates a food with two images, finds it on the site and edits its price', async ({
  page,
}) => {
  const title = `${uniqueNickname('food')} 연어 사료`;
  await openAsAdmin(page, '/admin/food');
  await page.getByRole('button', { name: '먹거리 등록' }).click();
  const dialog = page.getByRole('dialog', { name: '먹거리 등록' });

  await dialog.getByRole('button', { name: '등록' }).click();
  await expect(dialog.getByText('제목을 입력해주세요.')).toBeVisible();
  await expect(dialog.getByText('이미지를 한 장 이상 올려주세요.')).toBeVisible();

  await dialog.getByLabel('카테고리').selectOption({ label: '간식' });
  await dialog.getByLabel('제목').fill(title);
  await dialog.getByLabel('내용').fill('연어를 그대로 말린 간식입니다. 기호성이 좋아요.');
  await dialog.getByLabel('가격').fill('15900');
  await dialog.getByLabel('구매 링크').fill('https://shop.example.com/salmon');
  await dialog
    .getByLabel('이미지 추가')
    .setInputFiles([
      await pngFile(page, 'salmon-1.png', '#ff9f7a'),
      await pngFile(page, 'salmon-2.png', '#7ac4ff'),
    ]);
  await expect(dialog.getByRole('img', { name: /첨부 이미지/ })).toHaveCount(2);
  await page.screenshot({ path: screenshotPath('admin-food') });
  await dialog.getByRole('button', { name: '등록' }).click();

  await expect(page.getByText('먹거리를 등록했습니다.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByText('15,900원')).toBeVisible();
  await expect(row.getByRole('img')).toHaveCount(2);
  const href = await row.getByRole('link', { name: /사이트에서 보기/ }).getAttribute('href');
  expect(href).toMatch(/^\/food\/\d+$/);
  await page.screenshot({ path: screenshotPath('admin-food-list'), fullPage: true });

  await page.goto('/food?sort=new');
  await expect(page.getByText(title)).toBeVisible();

  await page.goto('/admin/food');
  await page.getByRole('button', { name: `수정 (${title})` }).click();
  const edit = page.getByRole('dialog', { name: '먹거리 수정' });
  await expect(edit.getByText('새 이미지를 선택하면 기존 이미지가 교체됩니다.')).toBeVisible();
  await expect(edit.getByRole('img', { name: /현재 이미지/ })).toHaveCount(2);
  await page.screenshot({ path: screenshotPath('admin-food-edit') });
  await edit.getByLabel('가격').fill('');
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(edit.getByText('가격을 입력해주세요.')).toBeVisible();
  await edit.getByLabel('가격').fill('12900');
  await edit.getByRole('button', { name: '저장' }).click();

  await expect(page.getByText('먹거리를 수정했습니다.')).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(title) }).getByText('12,900원'),
  ).toBeVisible();
  const food = await (await page.request.get(`/api${href?.replace('/food', '/foods')}`)).json();
  expect(food.body.price).toBe(12900);
  expect(food.body.foodImgs).toHaveLength(2);
});

test('an administrator publishes an event notice, a user comments on it, the administrator removes it', async ({
  page,
  browser,
}) => {
  const title = `${uniqueNickname('event')} 사진 공모전`;
  await openAsAdmin(page, '/admin/notice');
  await page.getByRole('button', { name: '공지 등록' }).click();
  const dialog = page.getByRole('dialog', { name: '공지 등록' });
  await dialog.getByLabel('카테고리').selectOption({ label: '이벤트' });
  await dialog.getByLabel('제목').fill(title);
  await dialog.getByLabel('내용').fill('반려동물과 함께한 가을 사진을 댓글로 올려주세요.');
  await dialog
    .getByLabel('이미지 추가')
    .setInputFiles([await pngFile(page, 'event.png', '#ffc421')]);
  await dialog.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('게시글을 등록했습니다.')).toBeVisible();

  await page.getByRole('button', { name: '이벤트', exact: true }).click();
  const view = page.getByRole('link', { name: `${title} 사이트에서 보기 (새 탭)` });
  const href = await view.getAttribute('href');
  expect(href).toMatch(/^\/notice\/3\/\d+$/);
  const noticeId = Number(href?.split('/').at(-1));
  await page.screenshot({ path: screenshotPath('admin-notice'), fullPage: true });

  const member = await newUser(browser);
  const comment = `${member.nickname}의 참가 댓글`;
  const response = await member.page.request.post(`/api/notice/${noticeId}/comments`, {
    headers: { Authorization: member.token },
    multipart: { content: comment },
  });
  expect(response.ok()).toBe(true);
  await member.page.goto(href ?? '/');
  await expect(member.page.getByText(title).first()).toBeVisible();
  await expect(member.page.getByText(comment)).toBeVisible();
  await member.context.close();

  // Moderation: the administrator opens the notice from the table in a new tab and removes the
  // comment there, as the site's detail pages offer administrators.
  const [site] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
  await expect(site).toHaveURL(new RegExp(`${href}$`));
  const entry = site.getByRole('listitem').filter({ hasText: comment });
  await entry.getByRole('button', { name: '삭제' }).click();
  await site.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(site.getByText(comment)).toHaveCount(0);
});

test('an administrator deletes a user, whose token stops working at once', async ({
  page,
  browser,
}) => {
  const member = await newUser(browser);
  await openAsAdmin(page, '/admin/users');
  await page.getByRole('searchbox', { name: '검색어' }).fill(member.nickname);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(member.nickname) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `삭제 (${member.nickname})` }).click();
  await expect(confirmDialog(page)).toHaveAccessibleName('회원을 삭제하시겠습니까?');
  await confirmDialog(page).getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('조건에 맞는 항목이 없습니다.')).toBeVisible();

  const principal = await member.page.request.get('/api/account/principal', {
    headers: { Authorization: member.token },
  });
  expect((await principal.json()).body.authenticated).toBe(false);
  await member.page.reload();
  await expect(member.page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  await expect(member.page.getByRole('button', { name: member.nickname })).toHaveCount(0);
  await member.context.close();
});

test('an ordinary user reaches no admin screen and no admin call', async ({ page }) => {
  await signInAsNewUser(page);
  const token = await storedToken(page);

  for (const screen of [
    '/admin/community',
    '/admin/food',
    '/admin/notice',
    '/admin/audit',
    '/admin/users',
  ]) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '관리자 메뉴' })).toHaveCount(0);
  }
  await page.screenshot({ path: screenshotPath('admin-forbidden'), fullPage: true });

  const headers = { Authorization: token };
  for (const path of ['users', 'communities', 'foods', 'notice', 'audit']) {
    expect((await page.request.get(`/api/admin/${path}`, { headers })).status()).toBe(403);
  }
  const writes = [
    page.request.delete('/api/admin/users/1', { headers }),
    page.request.delete('/api/admin/communities', { headers, data: [1] }),
    page.request.delete('/api/admin/foods/1', { headers }),
    page.request.delete('/api/admin/notice/comments/1', { headers }),
    page.request.post('/api/admin/notice', {
      headers,
      multipart: { noticeCategoryId: '1', title: '권한 없음', content: '보낼 수 없는 글' },
    }),
  ];
  for (const response of await Promise.all(writes)) expect(response.status()).toBe(403);
});

test('the audit log shows what administrators did', async ({ page }) => {
  const token = await openAsAdmin(page, '/admin/users');
  const title = `${uniqueNickname('audit')} 점검 안내`;
  const created = await page.request.post('/api/admin/notice', {
    headers: { Authorization: token },
    multipart: { noticeCategoryId: '1', title, content: '감사 로그 확인용 공지입니다.' },
  });
  const noticeId = Number((await created.json()).body);
  const edited = await page.request.put('/api/admin/notice', {
    headers: { Authorization: token },
    multipart: {
      noticeId: String(noticeId),
      noticeCategoryId: '',
      title: `${title} (수정)`,
      content: '',
    },
  });
  expect(edited.ok()).toBe(true);
  const deleted = await page.request.delete(`/api/admin/notice/${noticeId}`, {
    headers: { Authorization: token },
  });
  expect(deleted.ok()).toBe(true);

  await page
    .getByRole('navigation', { name: '관리자 메뉴' })
    .getByRole('link', { name: '감사 로그' })
    .click();
  await expect(page.getByRole('heading', { name: '감사 로그' })).toBeVisible();
  const table = page.getByRole('table', { name: '관리 작업 기록' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('공지 삭제');
  await expect(rows.nth(1)).toContainText(String(noticeId));
  await expect(rows.nth(2)).toContainText('공지 수정');
  await expect(rows.nth(2)).toContainText('제목 변경');
  await expect(rows.nth(3)).toContainText('공지 등록');
  await expect(rows.nth(3)).toContainText(title);
  await expect(rows.nth(3)).toContainText('댕냥 운영팀');
  await page.screenshot({ path: screenshotPath('admin-audit'), fullPage: true });
});

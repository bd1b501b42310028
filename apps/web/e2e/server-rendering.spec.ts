import { type Browser, expect, type Page, test } from '@playwright/test';
import { DESKTOP_VIEWPORT, PHONE_DEVICE } from './support/phone-checks.ts';
import { signInAsNewUser } from './support/session.ts';

/**
 * Public pages arrive rendered by the server and the browser takes them over (hydration):
 * at phone and desktop width, with no hydration error or warning in the console and without
 * fetching what the page was rendered with; unknown and missing pages answer 404; a title made
 * of markup runs nothing; a link preview finds the post and its card; a member sees no 로그인
 * while the page becomes theirs.
 */

declare global {
  interface Window {
    /** The header's 로그인 links seen while a member's page loads (the last test). */
    loginLinksSeen?: string[];
  }
}

// Views count once per visitor and day: this journey is a visitor of its own.
test.use({ userAgent: `Mozilla/5.0 (daengnyang server-rendering journey ${crypto.randomUUID()})` });

/** The first link on `listPath` whose address matches `pattern`, read from the server's HTML. */
async function firstLink(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  const html = await (await page.request.get(listPath)).text();
  const href = [...html.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .find((each) => pattern.test(each));
  if (href === undefined) throw new Error(`${listPath} links to nothing like ${pattern}`);
  return href;
}

async function publicPages(page: Page): Promise<string[]> {
  return [
    '/',
    '/community/1',
    await firstLink(page, '/community/1', /^\/community\/\d+\/\d+$/),
    '/food',
    await firstLink(page, '/food', /^\/food\/\d+$/),
    '/notice/1',
    '/notice/2',
    '/notice/3',
    await firstLink(page, '/notice/1', /^\/notice\/1\/\d+$/),
    await firstLink(page, '/notice/3', /^\/notice\/3\/\d+$/),
    '/search',
    `/search/${encodeURIComponent('사료')}`,
    '/map/1',
    '/map/2',
    '/map/4',
    '/community/6?species=cat&status=active',
    '/terms',
    '/privacy',
    '/contact',
  ];
}

/** Opens `path` in a fresh context of the given width; reports what the console said. */
async function openFresh(browser: Browser, path: string, width: 'phone' | 'desktop') {
  const context = await browser.newContext(
    width === 'phone' ? PHONE_DEVICE : { viewport: DESKTOP_VIEWPORT },
  );
  const page = await context.newPage();
  const problems: string[] = [];
  const apiReads: string[] = [];
  page.on('console', (message) => {
    // A resource that failed to load is the network's report (a 404 page's own document, map
    // tiles out of reach), not the app's; anything else that is an error or warning counts.
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/')) {
      apiReads.push(request.url());
    }
  });
  const response = await page.goto(path);
  // Hydrated: the header's account area shows 로그인 once the browser knows no one signed in.
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return { context, page, status: response?.status(), problems, apiReads };
}

test('every public page hydrates at 390 and 1440 px without a difference or a second fetch', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  for (const path of await publicPages(page)) {
    for (const width of ['phone', 'desktop'] as const) {
      const opened = await openFresh(browser, path, width);
      expect(opened.status, `${path} at ${width} width`).toBe(200);
      expect(opened.problems, `${path} at ${width} width`).toEqual([]);
      expect(opened.apiReads, `${path} at ${width} width`).toEqual([]);
      await opened.context.close();
    }
  }
});

test('the server HTML alone shows the page: content with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/community/1');
  await expect(page.getByRole('heading', { level: 1, name: '커뮤니티' })).toBeVisible();
  const rows = page.getByRole('link').filter({ has: page.getByRole('heading', { level: 2 }) });
  expect(await rows.count()).toBeGreaterThan(3);

  const post = (await rows.first().getAttribute('href')) ?? '';
  await page.goto(post);
  await expect(page).toHaveTitle(/ \| 커뮤니티 \| 댕냥$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/food');
  await expect(page.getByText(/\d원$/).first()).toBeVisible();
  await page.goto('/map/1');
  await expect(page.getByRole('complementary', { name: '동물병원 목록' })).toContainText('곳');
  // The desktop layout has no tab bar, by the stylesheet alone.
  await expect(page.getByRole('link', { name: '커뮤니티', exact: true })).toBeHidden();
  await context.close();
});

test('an unknown address and a missing post answer 404 with the not-found page', async ({
  browser,
}) => {
  for (const path of ['/no-such-page', '/community/1/2147483647', '/food/2147483647']) {
    const opened = await openFresh(browser, path, 'desktop');
    expect(opened.status, path).toBe(404);
    await expect(
      opened.page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' }),
    ).toBeVisible();
    expect(opened.problems, path).toEqual([]);
    // The not-found page leads on like any other once hydrated.
    await opened.page.getByRole('link', { name: '홈으로' }).click();
    await expect(opened.page).toHaveURL(/\/$/);
    await opened.context.close();
  }
});

test('a post titled with markup shows it as text and runs no script', async ({ page }) => {
  await signInAsNewUser(page);
  const title = '</script><script>alert(1)</script>';
  const token = await page.evaluate(() => localStorage.getItem('AccessToken'));
  const created = await page.request.post('/api/communities', {
    headers: { Authorization: token ?? '' },
    multipart: {
      communityCategoryId: '2',
      title,
      content: `<img src=x onerror=alert(2)> ${title}`,
    },
  });
  expect(created.ok()).toBe(true);
  const { body: postId } = (await created.json()) as { body: number };
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // As a visitor, whose page comes from the server, and the browser's own render after.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/community/2/${postId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | 커뮤니티 | 댕냥`);
  await page.goto('/community/2');
  await page.getByRole('link').filter({ hasText: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  expect(dialogs).toEqual([]);
});

test('a KakaoTalk link preview finds the post title and a card of at least 800×400', async ({
  page,
}) => {
  const path = await firstLink(page, '/community/1', /^\/community\/\d+\/\d+$/);
  const scrape = await page.request.get(path, { headers: { 'User-Agent': 'kakaotalk-scrap/1.0' } });
  expect(scrape.status()).toBe(200);
  const html = await scrape.text();

  await page.goto('/terms');
  const preview = await page.evaluate((document) => {
    const parsed = new DOMParser().parseFromString(document, 'text/html');
    const meta = (property: string) =>
      parsed.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? '';
    return {
      title: meta('og:title'),
      image: meta('og:image'),
      heading: parsed.querySelector('h1')?.textContent ?? '',
    };
  }, html);
  expect(preview.title).not.toBe('');
  expect(preview.heading).toBe(preview.title);

  const image = await page.request.get(new URL(preview.image).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/);
  const size = await page.evaluate(async (source) => {
    const picture = new Image();
    picture.src = source;
    await picture.decode();
    return { width: picture.naturalWidth, height: picture.naturalHeight };
  }, new URL(preview.image).pathname);
  expect(size.width).toBeGreaterThanOrEqual(800);
  expect(size.height).toBeGreaterThanOrEqual(400);
});

test('a member opening a post sees no 로그인 flash, then their name and their heart', async ({
  page,
}) => {
  const nickname = await signInAsNewUser(page);
  const path = await firstLink(page, '/community/1', /^\/community\/\d+\/\d+$/);
  const postId = path.split('/').at(-1);
  const token = await page.evaluate(() => localStorage.getItem('AccessToken'));
  const liked = await page.request.post(`/api/communities/${postId}/like`, {
    headers: { Authorization: token ?? '' },
  });
  expect(liked.ok()).toBe(true);
  // Records every 로그인 link the header ever shows, from the first byte of the page on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.loginLinksSeen = seen;
    new MutationObserver(() => {
      for (const link of document.querySelectorAll('header a')) {
        if (link.textContent === '로그인') seen.push(link.outerHTML);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });

  await page.goto(path);

  await expect(page.getByRole('banner').getByRole('button', { name: nickname })).toBeVisible();
  await expect(page.getByRole('button', { name: /좋아요$/ }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await page.evaluate(() => window.loginLinksSeen)).toEqual([]);
});

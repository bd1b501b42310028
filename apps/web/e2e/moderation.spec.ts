import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
  type ViewportSize,
} from '@playwright/test';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './support/phone-checks.ts';
import { screenshotPath, signInAsAdmin, signInAsNewUser } from './support/session.ts';

/**
 * Issue 21, item 10: moderation and member safety as people meet them, at 1440 and 390 px.
 * Three members report a post, which a visitor then no longer finds, until the administrator
 * dismisses the reports; an administrator bans a member from writing, who sees the banner,
 * cannot comment, appeals, and writes again once the administrator lifts it; a member blocks
 * another and finds their comment collapsed. They need the API's moderation and member-safety
 * parts, and the e2e server's `REPORT_MIN_ACCOUNT_AGE_HOURS=0` (scripts/e2e.ts): the members
 * here are minutes old, and new accounts' reports weigh nothing by default.
 */

// Each journey signs in up to five members and an administrator in their own browsers, and
// takes its screenshots: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

const SIZES = [
  { label: '1440', viewport: DESKTOP_VIEWPORT },
  { label: '390', viewport: PHONE_VIEWPORT },
] as const;

async function newMember(
  browser: Browser,
  viewport: ViewportSize,
): Promise<{ context: BrowserContext; page: Page; nickname: string }> {
  const context = await browser.newContext({
    viewport,
    locale: 'ko-KR',
  });
  const page = await context.newPage();
  const nickname = await signInAsNewUser(page);
  return { context, page, nickname };
}

/** Posts through the API as the member of `page`; answers the post's address. */
async function writePost(page: Page, title: string): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('AccessToken'));
  const response = await page.request.post('/api/communities', {
    headers: { Authorization: token ?? '' },
    multipart: { communityCategoryId: '3', title, content: `${title} — 오늘 산책 이야기예요.` },
  });
  expect(response.ok()).toBe(true);
  const { body } = (await response.json()) as { body: number };
  return `/community/3/${body}`;
}

async function writeComment(page: Page, postPath: string, text: string) {
  await page.goto(postPath);
  await page.getByRole('textbox', { name: '댓글' }).fill(text);
  await page.getByRole('button', { name: '댓글 등록' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toBeVisible();
}

/**
 * Opens a page as a signed-in member and waits until the app knows them (their name in the
 * header): the server renders as a visitor, and a ⋯ pressed before the app has started and
 * read the member does nothing or offers a visitor's menu.
 */
async function openAsMember(page: Page, path: string, nickname: string) {
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('button', { name: nickname })).toBeVisible();
}

async function reportPost(
  reporter: { page: Page; nickname: string },
  postPath: string,
  author: string,
) {
  const { page } = reporter;
  await openAsMember(page, postPath, reporter.nickname);
  await page.getByRole('button', { name: `${author}님의 게시글 더보기` }).click();
  await page.getByRole('menuitem', { name: '신고하기' }).click();
  const dialog = page.getByRole('dialog', { name: '게시글 신고' });
  await dialog.getByRole('radio', { name: '스팸·광고' }).check();
  await dialog.getByRole('button', { name: '신고하기' }).click();
  await expect(page.getByText('신고가 접수되었어요.')).toBeVisible();
}

async function openAsAdmin(browser: Browser, viewport: ViewportSize) {
  const context = await browser.newContext({
    viewport,
    locale: 'ko-KR',
  });
  const page = await context.newPage();
  await signInAsAdmin(page);
  return { context, page };
}

for (const { label, viewport } of SIZES) {
  test.describe(`at ${label} px`, () => {
    test('three members report a post, a visitor no longer finds it, the admin dismisses and it returns', async ({
      browser,
    }) => {
      const author = await newMember(browser, viewport);
      const title = `신고 여정 ${label} ${Date.now().toString(36)}`;
      const postPath = await writePost(author.page, title);
      const reporters = [
        await newMember(browser, viewport),
        await newMember(browser, viewport),
        await newMember(browser, viewport),
      ];
      for (const reporter of reporters) await reportPost(reporter, postPath, author.nickname);

      const visitor = await browser.newContext({ viewport, locale: 'ko-KR' });
      const reader = await visitor.newPage();
      const withheld = await reader.goto(postPath);
      expect(withheld?.status()).toBe(404);
      await expect(reader.getByText('신고가 누적되어 검토 중인 게시글입니다.')).toBeVisible();
      await reader.goto('/community/3');
      await expect(reader.getByRole('tabpanel')).not.toContainText(title);

      // Its author still sees it, marked.
      await author.page.goto(postPath);
      // The server answers its not-found page; the app then renders the post for its author,
      // once it has started (seconds on a loaded machine).
      await expect(author.page.getByRole('heading', { level: 1, name: title })).toBeVisible({
        timeout: 20_000,
      });
      await expect(author.page.getByRole('note')).toContainText('신고가 누적되어 검토 중입니다');
      await author.page.screenshot({
        path: screenshotPath(`moderation/hidden-post-author-${label}`),
      });
      // My page lists it with its 검토 중 badge.
      await author.page.goto('/mypage');
      const badge = author.page.getByText(/^검토 중:/).first();
      await expect(badge).toBeVisible();
      await badge.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await author.page.screenshot({ path: screenshotPath(`moderation/mypage-hidden-${label}`) });

      const admin = await openAsAdmin(browser, viewport);
      await admin.page.goto('/admin/reports');
      const row = admin.page.getByRole('listitem').filter({ hasText: title });
      await expect(row).toContainText('신고 3건');
      await admin.page.screenshot({
        path: screenshotPath(`moderation/queue-${label}`),
        fullPage: true,
      });
      await row.getByRole('button', { name: /^검토/ }).click();
      const review = admin.page.getByRole('dialog', { name: /신고 건/ });
      await expect(review).toContainText(title);
      // The dialog fades in: the picture is taken once it has.
      await admin.page.screenshot({
        path: screenshotPath(`moderation/queue-case-${label}`),
        animations: 'disabled',
      });
      await review.getByRole('radio', { name: '기각 (다시 공개)' }).check();
      await review.getByRole('button', { name: '처리하기' }).click();
      // Dismissing restores the post everywhere and tells its author and three reporters before
      // it answers: seconds on a loaded machine.
      await expect(admin.page.getByText('처리했습니다.')).toBeVisible({ timeout: 20_000 });

      const restored = await reader.goto(postPath);
      expect(restored?.status()).toBe(200);
      await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();

      for (const context of [
        author.context,
        ...reporters.map((r) => r.context),
        visitor,
        admin.context,
      ]) {
        await context.close();
      }
    });

    test('an admin bans a member from writing; they see the banner, cannot comment, appeal, and the admin lifts it', async ({
      browser,
    }) => {
      const member = await newMember(browser, viewport);
      const poster = await newMember(browser, viewport);
      const postPath = await writePost(
        poster.page,
        `제재 여정 ${label} ${Date.now().toString(36)}`,
      );

      const admin = await openAsAdmin(browser, viewport);
      await admin.page.goto('/admin/users');
      await admin.page.getByRole('searchbox', { name: '검색어' }).fill(member.nickname);
      await admin.page.getByRole('button', { name: '검색', exact: true }).click();
      await admin.page.getByRole('button', { name: `제재 (${member.nickname})` }).click();
      const sanctionDialog = admin.page.getByRole('dialog', { name: `${member.nickname}님 제재` });
      await sanctionDialog
        .getByRole('combobox', { name: '제재 종류' })
        .selectOption({ label: '글쓰기 제한' });
      await sanctionDialog.getByRole('combobox', { name: '기간' }).selectOption({ label: '7일' });
      await sanctionDialog.getByRole('textbox', { name: '제재 사유' }).fill('같은 광고 글 반복');
      await sanctionDialog.getByRole('button', { name: '제재하기' }).click();
      await expect(admin.page.getByText('제재했습니다.')).toBeVisible();

      await member.page.goto(postPath);
      const banner = member.page.getByRole('region', { name: '활동 제한 안내' });
      await expect(banner).toContainText('활동이 제한된 계정입니다.');
      await expect(banner).toContainText('같은 광고 글 반복');
      await expect(member.page.getByRole('textbox', { name: '댓글' })).toBeDisabled();
      await member.page.screenshot({ path: screenshotPath(`moderation/ban-banner-${label}`) });
      // The server refuses the write too, whatever the page shows.
      const token = await member.page.evaluate(() => localStorage.getItem('AccessToken'));
      const refused = await member.page.request.post(
        `/api/communities/${postPath.split('/').at(-1)}/comments`,
        {
          headers: { Authorization: token ?? '' },
          data: { communityId: Number(postPath.split('/').at(-1)), content: '댓글' },
        },
      );
      expect(refused.status()).toBe(403);

      await banner.getByRole('link', { name: '이의 신청' }).click();
      await member.page
        .getByRole('textbox', { name: '이의 신청 내용' })
        .fill('광고가 아니라 후기였습니다.');
      await member.page.getByRole('button', { name: '이의 신청하기' }).click();
      await expect(member.page.getByText('이의 신청을 검토하고 있어요.')).toBeVisible();

      await admin.page.goto('/admin/appeals');
      const appeal = admin.page.getByRole('listitem').filter({ hasText: member.nickname });
      await expect(appeal).toContainText('광고가 아니라 후기였습니다.');
      await appeal.getByRole('button', { name: `제재 해제 (${member.nickname})` }).click();
      await expect(admin.page.getByText('처리했습니다.')).toBeVisible();

      await member.page.goto(postPath);
      await expect(member.page.getByRole('textbox', { name: '댓글' })).toBeEnabled();
      await expect(member.page.getByRole('region', { name: '활동 제한 안내' })).toHaveCount(0);

      for (const context of [member.context, poster.context, admin.context]) await context.close();
    });

    test('a member blocks another and sees their comment collapsed', async ({ browser }) => {
      const writer = await newMember(browser, viewport);
      const reader = await newMember(browser, viewport);
      const postPath = await writePost(
        reader.page,
        `차단 여정 ${label} ${Date.now().toString(36)}`,
      );
      const text = `차단될 댓글 ${Date.now().toString(36)}`;
      await writeComment(writer.page, postPath, text);

      await openAsMember(reader.page, postPath, reader.nickname);
      const comment = reader.page.getByRole('listitem', { name: `${writer.nickname}님의 댓글` });
      await comment.getByRole('button', { name: `${writer.nickname}님의 댓글 더보기` }).click();
      await reader.page.getByRole('menuitem', { name: '차단하기' }).click();
      await reader.page.getByRole('alertdialog').getByRole('button', { name: '차단하기' }).click();
      // The thread is read again with the block: the comment folds without a reload.
      await expect(comment).toContainText('차단한 사용자의 댓글입니다.');

      await reader.page.reload();
      await expect(comment).toContainText('차단한 사용자의 댓글입니다.');
      await expect(comment).not.toContainText(text);
      await reader.page.screenshot({ path: screenshotPath(`moderation/blocked-comment-${label}`) });
      await comment.getByRole('button', { name: '보기' }).click();
      await expect(comment).toContainText(text);

      await reader.page.goto('/mypage');
      await expect(reader.page.getByRole('region', { name: /차단 목록/ })).toContainText(
        writer.nickname,
      );

      // The home page folds a featured post of a member the reader blocked.
      const picks = await reader.page.request.get('/api/bestcommunity');
      const { body } = (await picks.json()) as {
        body: { mostLiked: { title: string; user: { userId: number; admin?: true } } | null };
      };
      const featured = body.mostLiked;
      if (featured === null || featured.user.admin) throw new Error('no member’s featured post');
      const token = await reader.page.evaluate(() => localStorage.getItem('AccessToken'));
      const blocked = await reader.page.request.post(`/api/blocks/${featured.user.userId}`, {
        headers: { Authorization: token ?? '' },
      });
      expect(blocked.ok()).toBe(true);
      await reader.page.goto('/');
      const folded = reader.page.getByText('차단한 사용자의 게시글입니다.').first();
      await expect(folded).toBeVisible();
      await expect(reader.page.getByText(featured.title)).toHaveCount(0);
      await folded.scrollIntoViewIfNeeded();
      await reader.page.screenshot({ path: screenshotPath(`moderation/home-blocked-${label}`) });

      for (const context of [writer.context, reader.context]) await context.close();
    });
  });
}

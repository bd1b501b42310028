import { expect, type Page } from '@playwright/test';
import { settle } from './phone-checks.ts';

/**
 * Every screen of spec §2 as a visitor, a member and an administrator sees it, dialogs
 * included: the one list that the layout check and the accessibility pass both walk.
 */

export type Screen = {
  name: string;
  /** A path, or how to find one (a detail page of whatever the list shows first). */
  path: string | ((page: Page) => Promise<string>);
  /** Something to do once there, e.g. open a dialog. */
  open?: (page: Page) => Promise<void>;
};

/** The first link on `listPath` whose address matches `pattern`: a detail page that exists. */
function firstLink(listPath: string, pattern: RegExp) {
  return async (page: Page) => {
    await page.goto(listPath);
    const link = await page.waitForFunction(
      (source) =>
        [...document.querySelectorAll('a[href]')]
          .map((anchor) => anchor.getAttribute('href') ?? '')
          .find((href) => new RegExp(source).test(href)),
      pattern.source,
    );
    return String(await link.jsonValue());
  };
}

// The most liked post: another member's sample post, never one a journey or a screen of the
// signed-in member has just written (their own post offers no ⋯ menu to report it).
const communityPost = firstLink('/community/1?sort=popular', /^\/community\/\d+\/\d+$/);
const food = firstLink('/food', /^\/food\/\d+$/);
const notice = firstLink('/notice/1', /^\/notice\/1\/\d+$/);
const event = firstLink('/notice/3', /^\/notice\/3\/\d+$/);

/** The map's first place, chosen: its card (a sheet on phones) with name, text and hours. */
async function openFirstPlace(page: Page) {
  await page.getByRole('list', { name: '가까운 장소' }).getByRole('button').first().click();
  await expect(page.getByRole('button', { name: '닫기' })).toBeVisible();
}

/**
 * My page with a comment in it: the member comments on the newest post once (a new member has
 * none), then opens my page.
 */
async function mypageWithComment(page: Page): Promise<string> {
  await page.goto('/mypage');
  const empty = page.getByText('아직 작성한 댓글이 없습니다.');
  await expect(page.getByRole('heading', { name: '마이페이지' })).toBeVisible();
  if (await empty.isVisible()) {
    await page.goto(await communityPost(page));
    await page
      .getByRole('textbox', { name: '댓글' })
      .fill('오늘 아침 산책길에 만난 강아지들이 모두 반갑게 인사해줘서 즐거웠어요');
    await page.getByRole('button', { name: '댓글 등록' }).click();
    await page
      .getByRole('alertdialog', { name: '댓글을 등록하시겠습니까?' })
      .getByRole('button', { name: '확인' })
      .click();
    await expect(page.getByRole('heading', { name: /^댓글 [1-9]/ })).toBeVisible();
  }
  return '/mypage';
}

/** A post's ⋯ menu (issue 21), opened on the post's own button. */
async function openPostMenu(page: Page) {
  const menu = page.getByRole('menu');
  // The page arrives rendered by the server: a press before the app has started and read the
  // member does nothing, so press again until the menu opens (never once it is open: a second
  // press would close it).
  await expect(async () => {
    if (!(await menu.isVisible())) {
      await page.getByRole('button', { name: /님의 게시글 더보기$/ }).click({ timeout: 5_000 });
    }
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The report dialog of a post, reached through its ⋯ menu. */
async function openReportDialog(page: Page) {
  await openPostMenu(page);
  await page.getByRole('menuitem', { name: '신고하기' }).click();
  await expect(page.getByRole('dialog', { name: '게시글 신고' })).toBeVisible();
}

/** The post each signed-in page wrote for issue 22's screens, once edited. */
const ownPosts = new WeakMap<Page, number>();

/**
 * A post of the signed-in member's with a history, written and edited once through the API
 * and reused by every screen of that page: a new account may write (and edit) only three
 * posts an hour. Answers its id.
 */
async function ownEditedPost(page: Page): Promise<number> {
  const known = ownPosts.get(page);
  if (known !== undefined) return known;
  await page.goto('/');
  const token = await page.evaluate(() => localStorage.getItem('AccessToken'));
  const headers = { Authorization: token ?? '' };
  const fields = {
    communityCategoryId: '3',
    title: '화면 점검용 글',
    content: '바닷가 산책 이야기예요.',
  };
  const created = await page.request.post('/api/communities', { headers, multipart: fields });
  expect(created.status(), await created.text()).toBe(200);
  const { body: id } = (await created.json()) as { body: number };
  const edit = await page.request.put(`/api/communities/${id}`, {
    headers,
    multipart: { ...fields, content: '바닷가 산책 이야기예요. 노을도 봤어요.' },
  });
  expect(edit.status(), await edit.text()).toBe(200);
  ownPosts.set(page, id);
  return id;
}

async function openNicknameField(page: Page) {
  await page.getByRole('button', { name: '수정 (닉네임)' }).click();
  await expect(page.getByRole('textbox', { name: '닉네임' })).toBeVisible();
}

export const VISITOR_SCREENS: readonly Screen[] = [
  { name: 'visitor-home', path: '/' },
  { name: 'visitor-login', path: '/auth/login' },
  { name: 'visitor-login-required', path: '/community/register' },
  { name: 'visitor-search', path: '/search' },
  { name: 'visitor-search-word', path: `/search/${encodeURIComponent('사료')}` },
  { name: 'visitor-community-list', path: '/community/1' },
  { name: 'visitor-community-post', path: communityPost },
  { name: 'visitor-food-list', path: '/food' },
  { name: 'visitor-food-detail', path: food },
  { name: 'visitor-notice-list', path: '/notice/1' },
  { name: 'visitor-magazine-list', path: '/notice/2' },
  { name: 'visitor-event-list', path: '/notice/3' },
  { name: 'visitor-notice-detail', path: notice },
  { name: 'visitor-event-detail', path: event },
  { name: 'visitor-map', path: '/map/1' },
  { name: 'visitor-map-place', path: '/map/1', open: openFirstPlace },
  { name: 'visitor-map-pet-reports', path: '/map/4' },
  { name: 'visitor-missing-board-filtered', path: '/community/6?species=cat' },
  { name: 'visitor-terms', path: '/terms' },
  { name: 'visitor-privacy', path: '/privacy' },
  { name: 'visitor-contact', path: '/contact' },
  { name: 'visitor-post-menu', path: communityPost, open: openPostMenu },
  { name: 'visitor-not-found', path: '/no-such-page' },
  { name: 'visitor-auth-not-found', path: '/auth/no-such-page' },
  { name: 'visitor-admin-login', path: '/admin/login' },
  // The development stand-in of a provider without credentials: server HTML, not the app.
  { name: 'visitor-sign-in-stand-in', path: '/oauth2/authorization/google' },
];

export const MEMBER_SCREENS: readonly Screen[] = [
  {
    name: 'member-profile-dialog',
    path: '/',
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { expanded: false }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'member-community-register', path: '/community/register' },
  {
    name: 'member-draft-prompt',
    path: '/community/register',
    open: async (page) => {
      await page.getByRole('textbox', { name: '제목' }).fill('임시 저장 점검');
      await expect
        .poll(() =>
          page.evaluate(() => Object.keys(localStorage).some((key) => key.includes('post-new'))),
        )
        .toBe(true);
      await page.reload();
      await expect(page.getByRole('button', { name: '복원' })).toBeVisible();
    },
  },
  {
    name: 'member-community-edit',
    path: async (page) => `/community/edit/${await ownEditedPost(page)}`,
  },
  {
    name: 'member-revisions-dialog',
    path: async (page) => `/community/3/${await ownEditedPost(page)}`,
    open: async (page) => {
      await page.getByRole('button', { name: '수정 기록' }).click();
      await expect(page.getByRole('dialog', { name: '수정 기록' })).toBeVisible();
    },
  },
  { name: 'member-community-post', path: communityPost },
  { name: 'member-report-dialog', path: communityPost, open: openReportDialog },
  {
    name: 'member-block-confirm',
    path: communityPost,
    open: async (page) => {
      await openPostMenu(page);
      await page.getByRole('menuitem', { name: '차단하기' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  },
  { name: 'member-sanction-notice', path: '/mypage/sanction' },
  { name: 'member-food-detail', path: food },
  { name: 'member-event-detail', path: event },
  { name: 'member-mypage', path: '/mypage' },
  { name: 'member-notifications', path: '/mypage/notifications' },
  { name: 'member-mypage-comments', path: mypageWithComment },
  { name: 'member-nickname-edit', path: '/mypage', open: openNicknameField },
  {
    name: 'member-confirm-sheet',
    path: '/mypage',
    open: async (page) => {
      await openNicknameField(page);
      await page.getByRole('textbox', { name: '닉네임' }).fill('휴대폰확인용닉네임');
      await page.getByRole('button', { name: '확인' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  },
  {
    name: 'member-withdraw-dialog',
    path: '/mypage',
    open: async (page) => {
      await page.getByRole('button', { name: '회원 탈퇴' }).click();
      await expect(page.getByRole('dialog', { name: '회원 탈퇴' })).toBeVisible();
    },
  },
];

export const ADMIN_SCREENS: readonly Screen[] = [
  { name: 'admin-users', path: '/admin/users' },
  { name: 'admin-community', path: '/admin/community' },
  { name: 'admin-food', path: '/admin/food' },
  {
    name: 'admin-food-form',
    path: '/admin/food',
    open: async (page) => {
      await page.getByRole('button', { name: '먹거리 등록' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'admin-notice', path: '/admin/notice' },
  { name: 'admin-audit', path: '/admin/audit' },
  { name: 'admin-reports', path: '/admin/reports' },
  { name: 'admin-appeals', path: '/admin/appeals' },
  {
    name: 'admin-sanction-dialog',
    path: '/admin/users',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^제재 \(/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /님 제재$/ })).toBeVisible();
    },
  },
  { name: 'admin-not-found', path: '/admin/no-such-page' },
];

/** Opens `screen` in `page`, waits for it to settle, then opens its dialog if it has one. */
export async function show(page: Page, screen: Screen): Promise<void> {
  const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
  await page.goto(path);
  await settle(page);
  await screen.open?.(page);
  await settle(page);
}

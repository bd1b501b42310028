import type { Principal } from '@daengnyang/contract/account';
import { TOKEN_PREFIX, TOKEN_STORAGE_KEY } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cssClass } from '@/testing/css-class.ts';
import { ADMIN_TOKEN, USER_PRINCIPAL, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { stubPhoneWindow } from '@/testing/phone-window.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { AppRoutes } from '../app-routes.tsx';
import headerStyles from './header.module.css';

/** The header's navigation (English labels); the phone layout's tab bar has the same name. */
const mainNav = () => {
  const nav = screen
    .getAllByRole('navigation', { name: '주요 메뉴' })
    .find((each) => within(each).queryByRole('link', { name: 'Community' }) !== null);
  if (nav === undefined) throw new Error('no header navigation');
  return nav;
};

describe('Header', () => {
  it('offers the login button to a visitor without a token', async () => {
    renderApp(<AppRoutes />, { url: '/' });

    expect(await screen.findByRole('link', { name: '로그인' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    // The search icon is a phone's only (the stylesheet hides it on desktop: one markup for
    // every width, as the server renders it).
    expect(screen.getByRole('link', { name: '검색' })).toHaveClass(
      cssClass(headerStyles, 'phoneOnly'),
    );
  });

  it('brings the visitor back to the page they were on from the login button', async () => {
    renderApp(<AppRoutes />, { url: '/notice/2?page=3' });

    expect(await screen.findByRole('link', { name: '로그인' })).toHaveAttribute(
      'href',
      `/auth/login?next=${encodeURIComponent('/notice/2?page=3')}`,
    );
  });

  it('shows the signed-in user and toggles the profile dialog with their counts', async () => {
    const { user } = renderApp(<AppRoutes />, { url: '/', token: USER_TOKEN });

    const nameButton = await screen.findByRole('button', { name: '멍멍집사' });
    expect(screen.getByRole('link', { name: '검색' })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(nameButton);
    const dialog = await screen.findByRole('dialog', { name: '멍멍집사' });
    expect(dialog).toHaveTextContent('게시글 4');
    expect(dialog).toHaveTextContent('댓글 11');
    expect(within(dialog).getByRole('link', { name: '글쓰기' })).toHaveAttribute(
      'href',
      '/community/register',
    );
    expect(within(dialog).getByRole('link', { name: '마이페이지' })).toHaveAttribute(
      'href',
      '/mypage',
    );
    expect(within(dialog).queryByRole('link', { name: '관리자 페이지' })).not.toBeInTheDocument();

    await user.click(nameButton);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the profile dialog with Escape', async () => {
    const { user } = renderApp(<AppRoutes />, { url: '/', token: USER_TOKEN });

    await user.click(await screen.findByRole('button', { name: '멍멍집사' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '멍멍집사' })).toHaveFocus();
  });

  it('keeps Tab inside the profile dialog and closes it when a link is followed', async () => {
    const { user } = renderApp(<AppRoutes />, { url: '/', token: USER_TOKEN });
    const nameButton = await screen.findByRole('button', { name: '멍멍집사' });
    for (let stop = 0; stop < 20 && document.activeElement !== nameButton; stop += 1) {
      await user.tab();
    }
    expect(nameButton).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '멍멍집사' });
    expect(dialog).toHaveFocus();

    const write = within(dialog).getByRole('link', { name: '글쓰기' });
    const logout = within(dialog).getByRole('button', { name: '로그아웃' });
    await user.tab();
    expect(write).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(logout).toHaveFocus();
    await user.tab();
    expect(write).toHaveFocus();
    await user.tab({ shift: true });
    expect(logout).toHaveFocus();

    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: '마이페이지' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: '마이페이지' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the profile dialog on a press outside and gives the focus back to its button', async () => {
    const { user } = renderApp(<AppRoutes />, { url: '/', token: USER_TOKEN });
    const nameButton = await screen.findByRole('button', { name: '멍멍집사' });

    await user.click(nameButton);
    await user.click(document.body);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(nameButton).toHaveFocus();
  });

  it('leaves the focus on a control pressed outside the profile dialog', async () => {
    const { user } = renderApp(<AppRoutes />, { url: '/', token: USER_TOKEN });
    await user.click(await screen.findByRole('button', { name: '멍멍집사' }));

    const search = screen.getByRole('link', { name: '검색' });
    await user.pointer({ keys: '[MouseLeft>]', target: search });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(search).toHaveFocus();
  });

  it('gives an administrator the admin-page link instead of my page', async () => {
    const { user } = renderApp(<AppRoutes />, { url: '/', token: ADMIN_TOKEN });

    await user.click(await screen.findByRole('button', { name: '댕냥관리자' }));
    const dialog = await screen.findByRole('dialog', { name: '댕냥관리자' });

    expect(within(dialog).getByRole('link', { name: '관리자 페이지' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(within(dialog).queryByRole('link', { name: '마이페이지' })).not.toBeInTheDocument();
  });

  it('refetches the user when the my-page link is opened', async () => {
    let postCount = USER_PRINCIPAL.myStatus.postCount;
    server.use(
      http.get('/api/account/principal', () => {
        const myStatus = { ...USER_PRINCIPAL.myStatus, postCount };
        return ok<Principal>({ ...USER_PRINCIPAL, myStatus });
      }),
    );
    const { user } = renderApp(<AppRoutes />, { url: '/', token: USER_TOKEN });

    await user.click(await screen.findByRole('button', { name: '멍멍집사' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('게시글 4');
    // The member wrote a post in another tab: only a refetch shows it.
    postCount += 1;
    await user.click(screen.getByRole('link', { name: '마이페이지' }));

    expect(await screen.findByRole('heading', { name: '마이페이지' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '멍멍집사' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('게시글 5'));
  });

  it('signs out: revokes the token on the server, forgets it and lands on the login page', async () => {
    const revoked: (string | null)[] = [];
    server.use(
      http.post('/api/auth/logout', ({ request }) => {
        revoked.push(request.headers.get('Authorization'));
        return ok(SERVER_MESSAGES.loggedOut);
      }),
    );
    const { user } = renderApp(<AppRoutes />, { url: '/', token: USER_TOKEN });

    await user.click(await screen.findByRole('button', { name: '멍멍집사' }));
    await user.click(await screen.findByRole('button', { name: '로그아웃' }));

    expect(await screen.findByRole('link', { name: 'Google로 로그인' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '멍멍집사' })).not.toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(revoked).toEqual([`${TOKEN_PREFIX}${USER_TOKEN}`]);
  });

  it('signs out on this device even when the server cannot revoke the token', async () => {
    server.use(http.post('/api/auth/logout', () => fail(503, MESSAGES.serverError)));
    const { user } = renderApp(<AppRoutes />, { url: '/', token: USER_TOKEN });

    await user.click(await screen.findByRole('button', { name: '멍멍집사' }));
    await user.click(await screen.findByRole('button', { name: '로그아웃' }));

    expect(await screen.findByRole('link', { name: 'Google로 로그인' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('drops a stored token the server no longer accepts', async () => {
    renderApp(<AppRoutes />, { url: '/', token: 'expired-jwt' });

    expect(await screen.findByRole('link', { name: '로그인' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['/', 'HOME'],
    ['/community/1', 'Community'],
    ['/community/4/12', 'Community'],
    ['/food/3', 'Food'],
    ['/map/2', 'Map'],
    ['/notice/3', 'Notice'],
  ])('highlights the navigation item of %s', async (url, label) => {
    renderApp(<AppRoutes />, { url });

    await screen.findByRole('link', { name: '로그인' });
    const current = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('moves the highlight when the visitor navigates', async () => {
    const { user } = renderApp(<AppRoutes />, { url: '/' });

    await user.click(within(mainNav()).getByRole('link', { name: 'Food' }));

    expect(await screen.findByRole('heading', { name: '먹거리' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Food' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(mainNav()).getByRole('link', { name: 'HOME' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('is not shown on admin paths', async () => {
    renderApp(<AppRoutes />, { url: '/admin/login' });

    expect(await screen.findByRole('heading', { name: '관리자 로그인' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();
  });
});

const tabBarNav = () => {
  const bar = screen
    .getAllByRole('navigation', { name: '주요 메뉴' })
    .find((nav) => within(nav).queryByRole('link', { name: '커뮤니티' }) !== null);
  if (bar === undefined) throw new Error('no tab bar');
  return bar;
};

describe('phone layout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has a bottom tab bar with the five sections, marking the current one', async () => {
    stubPhoneWindow();
    const { user } = renderApp(<AppRoutes />, { url: '/community/3' });
    await screen.findByRole('link', { name: '로그인' });

    // jsdom applies no CSS, so the desktop header's list (hidden on phones) is there too.
    const tabBar = tabBarNav();
    const tabs = ['HOME', '커뮤니티', '먹거리', '지도', '공지'].map((name) =>
      within(tabBar).getByRole('link', { name }),
    );
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/',
      '/community/1',
      '/food',
      '/map/1',
      '/notice/1',
    ]);
    expect(screen.getByRole('link', { name: '커뮤니티' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: '공지' }));

    expect(await screen.findByRole('heading', { name: '공지사항' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '공지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '커뮤니티' })).not.toHaveAttribute('aria-current');
  });

  it('offers a visitor the search next to the login button', async () => {
    stubPhoneWindow();
    renderApp(<AppRoutes />, { url: '/food' });

    expect(await screen.findByRole('link', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '검색' })).toHaveAttribute('href', '/search');
  });
});

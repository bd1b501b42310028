import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { HOME_HEADLINE, ROUTE_FOOD, ROUTE_NOTICE, ROUTE_POST } from '@/testing/mocks/site-pages.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { AppRoutes } from './app-routes.tsx';

async function expectNotFound() {
  expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByText(/주소가 잘못되었거나, 페이지가 이동 또는 삭제/)).toBeInTheDocument();
  // Drawn like the empty states: a decorative picture above the words, hidden from readers.
  const card = screen.getByRole('heading', { name: '페이지를 찾을 수 없습니다' }).parentElement;
  expect(card?.querySelector('img[alt=""]')).toHaveAttribute(
    'src',
    expect.stringContaining('lost-pet'),
  );
}

describe('routes', () => {
  it.each([
    ['/', HOME_HEADLINE, undefined],
    ['/search', '무엇이 궁금하세요?', undefined],
    ['/search/사료', '‘사료’ 검색 결과', undefined],
    ['/community/2', '커뮤니티', undefined],
    ['/community/2/15', ROUTE_POST.title, undefined],
    ['/community/register', '글쓰기', USER_TOKEN],
    ['/food', '먹거리', undefined],
    ['/food/3', ROUTE_FOOD.title, undefined],
    ['/notice/1', '공지사항', undefined],
    ['/notice/3/8', ROUTE_NOTICE.title, undefined],
    ['/map/1', '지도', undefined],
    ['/mypage', '마이페이지', USER_TOKEN],
    ['/terms', '이용약관', undefined],
    ['/privacy', '개인정보처리방침', undefined],
    ['/contact', '고객문의', undefined],
  ])('%s shows the page headed %s', async (url, title, token) => {
    renderApp(<AppRoutes />, { url, token });

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it.each(['/no-such-page', '/auth/unknown', '/community/1/2/3'])(
    'shows the not-found screen for %s',
    async (url) => {
      renderApp(<AppRoutes />, { url });

      await expectNotFound();
      expect(
        within(screen.getByRole('banner')).getByRole('navigation', { name: '주요 메뉴' }),
      ).toBeInTheDocument();
    },
  );

  it('leads home from the not-found screen', async () => {
    const { user } = renderApp(<AppRoutes />, { url: '/no-such-page' });

    await user.click(await screen.findByRole('link', { name: '홈으로' }));

    expect(await screen.findByRole('heading', { name: HOME_HEADLINE })).toBeInTheDocument();
  });

  it('scrolls to the top when the path changes, not on the page the app starts on', async () => {
    vi.mocked(window.scrollTo).mockClear();
    const { user } = renderApp(<AppRoutes />, { url: '/' });
    await screen.findByRole('heading', { name: HOME_HEADLINE });
    // A reader who scrolled the server's HTML before the app took it over stays where they are.
    expect(window.scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Notice' }));

    expect(await screen.findByRole('heading', { name: '공지사항' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('admin area', () => {
  it('sends a visitor from /admin to the admin login', async () => {
    renderApp(<AppRoutes />, { url: '/admin' });

    expect(await screen.findByRole('heading', { name: '관리자 로그인' })).toBeInTheDocument();
  });

  it.each([
    ['a visitor', undefined],
    ['a user', USER_TOKEN],
  ])('hides the admin pages from %s', async (_who, token) => {
    renderApp(<AppRoutes />, { url: '/admin/users', token });

    await expectNotFound();
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).not.toBeInTheDocument();
  });

  it.each([
    ['/admin/users', '회원 관리'],
    ['/admin/community', '커뮤니티 관리'],
    ['/admin/food', '먹거리 관리'],
    ['/admin/notice', '공지 관리'],
  ])('shows %s to an administrator inside the admin shell', async (url, title) => {
    renderApp(<AppRoutes />, { url, token: ADMIN_TOKEN });

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    const adminNav = screen.getByRole('navigation', { name: '관리자 메뉴' });
    expect(within(adminNav).getByRole('link', { name: title })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: '댕냥관리자' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).not.toBeInTheDocument();
  });
});

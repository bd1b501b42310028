import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_CREDENTIALS, ADMIN_TOKEN, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { adminPage } from '@/testing/mocks/admin.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { AppRoutes } from './app-routes.tsx';

const notFound = () => screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' });

describe('AdminApp', () => {
  it.each(['/admin/users', '/admin/community', '/admin/food', '/admin/notice', '/admin/audit'])(
    'shows a signed-in ordinary user the not-found screen at %s',
    async (url) => {
      renderApp(<AppRoutes />, { url, token: USER_TOKEN });

      expect(await notFound()).toBeInTheDocument();
      expect(screen.getAllByRole('main')).toHaveLength(1);
      expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).not.toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    },
  );

  it('gives the sign-in page one main landmark holding its heading and form', async () => {
    renderApp(<AppRoutes />, { url: '/admin/login' });

    const main = await screen.findByRole('main');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(
      within(main).getByRole('heading', { level: 1, name: '관리자 로그인' }),
    ).toBeInTheDocument();
    expect(within(main).getByLabelText('아이디')).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: '로그인' })).toBeInTheDocument();
  });

  it('signs an administrator in and opens the user list', async () => {
    const { user } = renderApp(<AppRoutes />, { url: '/admin/login' });

    await user.type(await screen.findByLabelText('아이디'), ADMIN_CREDENTIALS.username);
    await user.type(screen.getByLabelText('비밀번호'), `${ADMIN_CREDENTIALS.password}{Enter}`);

    expect(await screen.findByRole('heading', { name: '회원 관리' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '회원 목록' })).toBeInTheDocument();
  });

  it('gives administrators the sidebar with the audit log, and the profile menu', async () => {
    const { user } = renderApp(<AppRoutes />, { url: '/admin/audit', token: ADMIN_TOKEN });

    expect(await screen.findByRole('heading', { name: '감사 로그' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: '관리자 메뉴' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '회원 관리Users',
      '커뮤니티 관리Community',
      '먹거리 관리Food',
      '공지 관리Notice',
      '신고 관리Reports',
      '이의 신청Appeals',
      '감사 로그Audit',
    ]);
    expect(within(nav).getByRole('link', { name: '감사 로그' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '댕냥관리자' }));
    const menu = await screen.findByRole('dialog', { name: '댕냥관리자' });
    expect(within(menu).getByRole('link', { name: '글쓰기' })).toHaveAttribute(
      'href',
      '/community/register',
    );
    expect(within(menu).getByRole('link', { name: '관리자 페이지' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(within(menu).getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    expect(menu).toHaveTextContent('게시글 9');
    expect(menu).toHaveTextContent('댓글 3');
  });
});

describe('the admin sidebar', () => {
  it('counts open cases and appeals beside 신고 관리', async () => {
    server.use(http.get('/api/admin/reports', () => ok(adminPage([]))));
    server.use(http.get('/api/admin/moderation/open-count', () => ok({ cases: 4, appeals: 1 })));
    renderApp(<AppRoutes />, { url: '/admin/reports', token: ADMIN_TOKEN });

    const nav = await screen.findByRole('navigation', { name: '관리자 메뉴' });
    const reports = within(nav).getByRole('link', { name: /^신고 관리/ });
    await waitFor(() => expect(reports).toHaveTextContent('신고 관리5건 대기'));
    expect(reports).toHaveAttribute('aria-current', 'page');
  });
});

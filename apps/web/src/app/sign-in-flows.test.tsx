import { TOKEN_STORAGE_KEY } from '@daengnyang/contract/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_CREDENTIALS, ADMIN_TOKEN, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { HOME_HEADLINE } from '@/testing/mocks/site-pages.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { AppRoutes } from './app-routes.tsx';

describe('social login callback', () => {
  it('stores the token, loads the user and goes home', async () => {
    renderApp(<AppRoutes />, { url: `/auth/oauth2/login?accessToken=${USER_TOKEN}` });

    expect(await screen.findByRole('heading', { name: HOME_HEADLINE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '멍멍집사' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(`Bearer ${USER_TOKEN}`);
  });

  it('goes home signed out when no token came back', async () => {
    renderApp(<AppRoutes />, { url: '/auth/oauth2/login' });

    expect(await screen.findByRole('heading', { name: HOME_HEADLINE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('admin login', () => {
  it('signs the administrator in and opens the user list', async () => {
    const { user } = renderApp(<AppRoutes />, { url: '/admin/login' });

    await user.type(await screen.findByLabelText('아이디'), ADMIN_CREDENTIALS.username);
    await user.type(screen.getByLabelText('비밀번호'), ADMIN_CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByRole('heading', { name: '회원 관리' })).toBeInTheDocument();
    const adminNav = screen.getByRole('navigation', { name: '관리자 메뉴' });
    expect(within(adminNav).getByRole('link', { name: '회원 관리' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('sends an administrator who is already signed in on to the user list', async () => {
    renderApp(<AppRoutes />, { url: '/admin/login', token: ADMIN_TOKEN });

    expect(await screen.findByRole('heading', { name: '회원 관리' })).toBeInTheDocument();
    expect(screen.queryByLabelText('아이디')).not.toBeInTheDocument();
  });
});

import { TOKEN_STORAGE_KEY } from '@daengnyang/contract/constants';
import { cleanup, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTE_MESSAGES } from '@/lib/messages.ts';
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

/** Shows where the router is, so a test can read the address a redirect went to. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="주소">{`${pathname}${search}`}</output>;
}

describe('a page that needs sign-in, reached signed out', () => {
  afterEach(() => sessionStorage.clear());

  it.each([['/community/register'], ['/mypage']])(
    '%s sends the visitor to the login page, which says why',
    async (path) => {
      renderApp(
        <>
          <AppRoutes />
          <Address />
        </>,
        { url: path },
      );

      expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
      expect(screen.getByText(NOTE_MESSAGES.signInRequired)).toBeInTheDocument();
      expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent(
        `/auth/login?next=${encodeURIComponent(path)}`,
      );
    },
  );

  it('says nothing of the kind on a plain visit to the login page', async () => {
    renderApp(<AppRoutes />, { url: '/auth/login' });

    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(screen.queryByText(NOTE_MESSAGES.signInRequired)).not.toBeInTheDocument();
  });

  /** Clicks `provider`'s button at `url`; the browser would now leave for the provider. */
  async function leaveForProvider(url: string, provider: string) {
    const before = renderApp(<AppRoutes />, { url });
    const link = await screen.findByRole('link', { name: provider });
    link.addEventListener('click', (event) => event.preventDefault());
    await before.user.click(link);
    before.unmount();
  }

  /** A social login started at `url`, back from the provider in the same tab. */
  async function signInThrough(url: string, provider: string) {
    await leaveForProvider(url, provider);
    renderApp(<AppRoutes />, { url: `/auth/oauth2/login?accessToken=${USER_TOKEN}` });
  }

  it('returns to that page after the OAuth round trip', async () => {
    await signInThrough('/community/register', 'Google로 로그인');

    expect(await screen.findByRole('heading', { name: '글쓰기' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(`Bearer ${USER_TOKEN}`);
    expect(sessionStorage.length).toBe(0);
  });

  it('goes home after a sign-in that started on the login page itself', async () => {
    await signInThrough('/auth/login', '네이버로 로그인');

    expect(await screen.findByRole('heading', { name: HOME_HEADLINE })).toBeInTheDocument();
  });

  it('still returns there when the first attempt failed and the member tries again', async () => {
    await leaveForProvider('/mypage', 'Google로 로그인');
    // The provider refused; the API sends the browser back to the login page with an error.
    await signInThrough('/auth/login?error=access_denied', '카카오로 로그인');

    expect(await screen.findByRole('heading', { name: '마이페이지' })).toBeInTheDocument();
  });

  it("brings a visitor who chose the header's 로그인 back to the page and its query", async () => {
    const { user } = renderApp(
      <>
        <AppRoutes />
        <Address />
      </>,
      { url: '/food?sort=new&page=2' },
    );
    await user.click(await screen.findByRole('link', { name: '로그인' }));

    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent(
      `/auth/login?next=${encodeURIComponent('/food?sort=new&page=2')}`,
    );
    // The visitor chose to sign in: nothing says it is required.
    expect(screen.queryByText(NOTE_MESSAGES.signInRequired)).not.toBeInTheDocument();

    const link = screen.getByRole('link', { name: 'Google로 로그인' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    cleanup();
    renderApp(
      <>
        <AppRoutes />
        <Address />
      </>,
      { url: `/auth/oauth2/login?accessToken=${USER_TOKEN}` },
    );

    expect(await screen.findByRole('heading', { name: '먹거리' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/food?sort=new&page=2');
  });

  it('does not follow a login link that points to another site', async () => {
    await signInThrough('/auth/login?next=//evil.example/', '카카오로 로그인');

    expect(await screen.findByRole('heading', { name: HOME_HEADLINE })).toBeInTheDocument();
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

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { HOME_HEADLINE } from '@/testing/mocks/site-pages.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { AppRoutes } from '../app-routes.tsx';

const year = String(new Date().getFullYear());

describe('Footer', () => {
  it('shows the links, social buttons and copyright line', async () => {
    renderApp(<AppRoutes />, { url: '/' });

    const footer = await screen.findByRole('contentinfo');
    for (const label of ['개인정보처리방침', '이용약관', '고객문의', '제휴문의', '도움말']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: '인스타그램' })).toBeInTheDocument();
    expect(footer).toHaveTextContent(`© ${year} 댕냥. All rights reserved.`);
  });

  it('sends a visitor who double-clicks the year to the admin login', async () => {
    const { user } = renderApp(<AppRoutes />, { url: '/' });
    await screen.findByRole('heading', { name: HOME_HEADLINE });

    await user.dblClick(screen.getByText(year));

    expect(await screen.findByRole('heading', { name: '관리자 로그인' })).toBeInTheDocument();
  });

  it('keeps a signed-in user where they are', async () => {
    const { user } = renderApp(<AppRoutes />, { url: '/', token: USER_TOKEN });
    await screen.findByRole('button', { name: '멍멍집사' });

    await user.dblClick(screen.getByText(year));

    expect(screen.getByRole('heading', { name: HOME_HEADLINE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '관리자 로그인' })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { HOME_HEADLINE } from '@/testing/mocks/site-pages.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { AppRoutes } from '../app-routes.tsx';

const year = String(new Date().getFullYear());

describe('Footer', () => {
  it('shows the links to real pages and the copyright line, and no dead controls', async () => {
    renderApp(<AppRoutes />, { url: '/' });

    const footer = await screen.findByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/privacy', '/terms', '/contact']);
    expect(within(footer).queryByRole('button')).not.toBeInTheDocument();
    expect(footer).toHaveTextContent(`© ${year} 댕냥. All rights reserved.`);
  });

  it.each([
    ['개인정보처리방침', '개인정보처리방침 | 댕냥', /프로필 이미지/],
    ['이용약관', '이용약관 | 댕냥', /탈퇴한 사용자로/],
    ['고객문의', '고객문의 | 댕냥', /help@daengnyang\.kr/],
  ])('opens the %s page with its title', async (label, title, text) => {
    const { user } = renderApp(<AppRoutes />, { url: '/' });
    const footer = await screen.findByRole('contentinfo');

    await user.click(within(footer).getByRole('link', { name: label }));

    expect(await screen.findByRole('heading', { level: 1, name: label })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(text);
    expect(document.title).toBe(title);
  });

  it('says what happens to posts and comments at withdrawal, in the privacy policy', async () => {
    renderApp(<AppRoutes />, { url: '/privacy' });

    const section = await screen.findByRole('region', { name: /탈퇴하면 글과 댓글은/ });
    expect(section).toHaveTextContent('작성자는 탈퇴한 사용자로 표시');
    expect(section).toHaveTextContent('내가 쓴 글과 댓글도 함께 삭제');
    for (const item of ['회원 식별값', '닉네임', '이메일', '프로필 이미지']) {
      expect(screen.getByText(item, { selector: 'strong' })).toBeInTheDocument();
    }
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

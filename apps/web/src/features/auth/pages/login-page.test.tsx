import { MESSAGES } from '@daengnyang/contract/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app.tsx';
import { LoginPage } from './login-page.tsx';

describe('LoginPage', () => {
  it('sends each provider button to its authorization path on the API', () => {
    renderApp(<LoginPage />, { url: '/auth/login' });

    expect(screen.getByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Google로 로그인' })).toHaveAttribute(
      'href',
      '/oauth2/authorization/google',
    );
    expect(screen.getByRole('link', { name: '네이버로 로그인' })).toHaveAttribute(
      'href',
      '/oauth2/authorization/naver',
    );
    expect(screen.getByRole('link', { name: '카카오로 로그인' })).toHaveAttribute(
      'href',
      '/oauth2/authorization/kakao',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the social login failed when the API came back with an error', () => {
    renderApp(<LoginPage />, { url: '/auth/login?error=access_denied' });

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.socialLoginFailed);
  });
});

import { MESSAGES } from '@daengnyang/contract/messages';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_CREDENTIALS } from '@/testing/mocks/accounts.ts';
import { fail } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { AdminLoginPage } from './admin-login-page.tsx';

function renderPage() {
  const rendered = renderApp(<AdminLoginPage />, { url: '/admin/login' });
  return {
    ...rendered,
    username: screen.getByLabelText('아이디'),
    password: screen.getByLabelText('비밀번호'),
    submit: screen.getByRole('button', { name: '로그인' }),
  };
}

describe('AdminLoginPage', () => {
  it('asks for both fields before calling the server', async () => {
    let called = false;
    server.use(
      http.post('/api/auth/login', () => {
        called = true;
        return HttpResponse.error();
      }),
    );
    const { user, username, password, submit } = renderPage();

    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.adminCredentialsRequired);

    await user.type(username, '   ');
    await user.type(password, 'secret');
    // Still no username: the message stays while it is true.
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.adminCredentialsRequired);
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.adminCredentialsRequired);
    expect(called).toBe(false);

    await user.type(username, 'admin');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message for a wrong password, submitted with Enter", async () => {
    const { user, username, password } = renderPage();

    await user.type(username, ADMIN_CREDENTIALS.username);
    await user.type(password, 'wrong-password{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.adminCredentialsWrong);
  });

  it("shows the server's message when there were too many attempts", async () => {
    server.use(http.post('/api/auth/login', () => fail(429, MESSAGES.tooManyRequests)));
    const { user, username, password, submit } = renderPage();

    await user.type(username, ADMIN_CREDENTIALS.username);
    await user.type(password, ADMIN_CREDENTIALS.password);
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests);
  });
});

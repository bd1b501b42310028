import type { Principal } from '@daengnyang/contract/account';
import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readToken } from '@/lib/token-store.ts';
import { USER_PRINCIPAL, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { heldAnswer } from '@/testing/mocks/held-answer.ts';
import { myPageHandlers } from '@/testing/mocks/mypage.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { MypagePage } from '../pages/mypage-page.tsx';

function Location() {
  const { pathname } = useLocation();
  return <output aria-label="주소">{pathname}</output>;
}

/** Serves the signed-in user from a variable, so a refetch sees what a write changed. */
function servePrincipal(user = USER_PRINCIPAL.user) {
  const state = { principal: { ...USER_PRINCIPAL, user } as Principal, calls: 0 };
  server.use(
    http.get('/api/account/principal', () => {
      state.calls += 1;
      return ok(state.principal);
    }),
    ...myPageHandlers(),
  );
  return state;
}

function renderMypage() {
  return renderApp(
    <>
      <Routes>
        <Route path="/mypage" element={<MypagePage />} />
        <Route path="/" element={<p>홈 화면</p>} />
        <Route path="/auth/login" element={<p>로그인 화면</p>} />
      </Routes>
      <Location />
    </>,
    { url: '/mypage', token: USER_TOKEN },
  );
}

const answer = async (
  user: ReturnType<typeof renderMypage>['user'],
  question: string,
  choice: '확인' | '취소',
) => {
  const dialog = await screen.findByRole('alertdialog', { name: question });
  await user.click(within(dialog).getByRole('button', { name: choice }));
};

const picture = () => new File(['png'], 'me.png', { type: 'image/png' });

describe('profile image', () => {
  it('changes after confirmation, says so and refetches the current user', async () => {
    const state = servePrincipal();
    const bodies: string[] = [];
    const upload = heldAnswer();
    server.use(
      http.put('/api/mypage/user/image', async ({ request }) => {
        bodies.push(await request.text());
        await upload.released;
        state.principal = {
          ...USER_PRINCIPAL,
          user: { ...USER_PRINCIPAL.user, profileImgUrl: 'http://localhost/uploads/me.webp' },
        };
        return ok(MESSAGES.profileImageChanged);
      }),
    );
    const { user } = renderMypage();

    await user.upload(await screen.findByLabelText('프로필 이미지 변경'), picture());
    await answer(user, '프로필이미지를 수정하시겠습니까?', '확인');

    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    upload.letGo();
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      '프로필 이미지를 수정하였습니다.',
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '프로필 이미지' })).toHaveAttribute(
        'src',
        'http://localhost/uploads/me.webp',
      ),
    );
    expect(bodies[0]).toMatch(/name="file"; filename="[^"]*"\r\nContent-Type: image\/png/);
  });

  it('sends nothing when the question is answered 취소', async () => {
    servePrincipal();
    let sent = false;
    server.use(
      http.put('/api/mypage/user/image', () => {
        sent = true;
        return ok(MESSAGES.profileImageChanged);
      }),
    );
    const { user } = renderMypage();

    await user.upload(await screen.findByLabelText('프로필 이미지 변경'), picture());
    await answer(user, '프로필이미지를 수정하시겠습니까?', '취소');

    expect(sent).toBe(false);
  });

  it('says 이미지 변경에 실패하였습니다. when the upload fails', async () => {
    servePrincipal();
    server.use(http.put('/api/mypage/user/image', () => fail(400, MESSAGES.imageUnsupported)));
    const { user } = renderMypage();

    await user.upload(await screen.findByLabelText('프로필 이미지 변경'), picture());
    await answer(user, '프로필이미지를 수정하시겠습니까?', '확인');

    expect(await screen.findByRole('alert')).toHaveTextContent('이미지 변경에 실패하였습니다.');
  });
});

describe('nickname', () => {
  function serveRename(answerWith: (name: string) => Response) {
    const names: string[] = [];
    server.use(
      http.put('/api/mypage/user/name', ({ request }) => {
        const name = new URL(request.url).searchParams.get('name') ?? '';
        names.push(name);
        return answerWith(name);
      }),
    );
    return names;
  }

  it('edits inline: 취소 closes the field and keeps the name', async () => {
    servePrincipal();
    const names = serveRename(() => ok(MESSAGES.nicknameChanged));
    const { user } = renderMypage();

    await user.click(await screen.findByRole('button', { name: '수정 (닉네임)' }));
    const field = screen.getByRole('textbox', { name: '닉네임' });
    expect(field).toHaveValue('멍멍집사');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '냥냥집사');
    await user.click(screen.getByRole('button', { name: '취소' }));

    expect(screen.queryByRole('textbox', { name: '닉네임' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '멍멍집사' })).toBeInTheDocument();
    expect(names).toEqual([]);
  });

  it('asks first, then changes the name, says so and shows the new one', async () => {
    const state = servePrincipal();
    const names = serveRename((name) => {
      state.principal = { ...USER_PRINCIPAL, user: { ...USER_PRINCIPAL.user, name } };
      return ok(MESSAGES.nicknameChanged);
    });
    const { user } = renderMypage();

    await user.click(await screen.findByRole('button', { name: '수정 (닉네임)' }));
    const field = screen.getByRole('textbox', { name: '닉네임' });
    await user.clear(field);
    await user.type(field, '  냥냥집사 ');
    await user.click(screen.getByRole('button', { name: '확인' }));

    // 취소 in the question keeps the field open, sending nothing.
    await answer(user, '닉네임을 변경하시겠습니까?', '취소');
    expect(names).toEqual([]);
    expect(screen.getByRole('textbox', { name: '닉네임' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '확인' }));
    await answer(user, '닉네임을 변경하시겠습니까?', '확인');

    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      '닉네임이 변경되었습니다.',
    );
    expect(await screen.findByRole('heading', { level: 2, name: '냥냥집사' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '닉네임' })).not.toBeInTheDocument();
    expect(names).toEqual(['냥냥집사']);
  });

  it('refuses a one-letter name before asking the server', async () => {
    servePrincipal();
    const names = serveRename(() => ok(MESSAGES.nicknameChanged));
    const { user } = renderMypage();

    await user.click(await screen.findByRole('button', { name: '수정 (닉네임)' }));
    const field = screen.getByRole('textbox', { name: '닉네임' });
    await user.clear(field);
    await user.type(field, '멍{Enter}');

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.nicknameLength);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(names).toEqual([]);
  });

  it.each([
    [400, MESSAGES.nicknameLength],
    [409, SERVER_MESSAGES.nicknameTaken],
  ])(
    "shows the server's reason for a refusal (%i) and keeps the field open",
    async (status, message) => {
      servePrincipal();
      serveRename(() => fail(status, message));
      const { user } = renderMypage();

      await user.click(await screen.findByRole('button', { name: '수정 (닉네임)' }));
      await user.type(screen.getByRole('textbox', { name: '닉네임' }), '짱{Enter}');
      await answer(user, '닉네임을 변경하시겠습니까?', '확인');

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('textbox', { name: '닉네임' })).toBeInTheDocument();
    },
  );

  it('says 닉네임 변경이 실패하였습니다. and closes the field on any other failure', async () => {
    servePrincipal();
    serveRename(() => fail(503, MESSAGES.serverError));
    const { user } = renderMypage();

    await user.click(await screen.findByRole('button', { name: '수정 (닉네임)' }));
    await user.type(screen.getByRole('textbox', { name: '닉네임' }), '짱{Enter}');
    await answer(user, '닉네임을 변경하시겠습니까?', '확인');

    expect(await screen.findByRole('alert')).toHaveTextContent('닉네임 변경이 실패하였습니다.');
    expect(screen.queryByRole('textbox', { name: '닉네임' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '멍멍집사' })).toBeInTheDocument();
  });
});

describe('nickname', () => {
  it('keeps a long nickname whole in its tooltip, where the line ends in an ellipsis', async () => {
    const long = '아주아주긴닉네임을가진우리집멍멍이집사';
    servePrincipal({ ...USER_PRINCIPAL.user, name: long });
    renderMypage();

    const heading = await screen.findByRole('heading', { level: 2, name: long });
    expect(heading).toHaveAttribute('title', long);
  });
});

describe('withdrawal', () => {
  /** Records each withdrawal's deleteContent parameter (null when not sent). */
  function serveWithdraw() {
    const calls: (string | null)[] = [];
    server.use(
      http.delete('/api/mypage/user', ({ request }) => {
        calls.push(new URL(request.url).searchParams.get('deleteContent'));
        return ok(SERVER_MESSAGES.withdrawalDone);
      }),
    );
    return calls;
  }

  it('closes with 작성하신 이메일이 동일하지 않습니다. when the e-mail is not the own one', async () => {
    servePrincipal();
    const calls = serveWithdraw();
    const { user } = renderMypage();

    await user.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    const dialog = screen.getByRole('dialog', { name: '회원 탈퇴' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /가입하신 이메일/ }),
      'someone@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '작성하신 이메일이 동일하지 않습니다. 다시 시도해주세요.',
    );
    expect(screen.queryByRole('dialog', { name: '회원 탈퇴' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(readToken()).not.toBeNull();
  });

  it('asks once more for the own e-mail, withdraws, forgets the token and goes home', async () => {
    servePrincipal();
    const calls = serveWithdraw();
    const { user } = renderMypage();

    await user.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    const dialog = screen.getByRole('dialog', { name: '회원 탈퇴' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /가입하신 이메일/ }),
      'owner@example.com{Enter}',
    );
    await answer(user, '정말 탈퇴하시겠습니까?', '확인');

    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(calls).toEqual([null]);
    expect(readToken()).toBeNull();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      SERVER_MESSAGES.withdrawalDone,
    );
  });

  it('asks a user without an e-mail for the nickname instead', async () => {
    servePrincipal({ ...USER_PRINCIPAL.user, email: null });
    const calls = serveWithdraw();
    const { user } = renderMypage();

    await user.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    const dialog = screen.getByRole('dialog', { name: '회원 탈퇴' });
    expect(within(dialog).getByText(/이메일을 받지 못해/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /닉네임을 입력/ }), '멍멍집사');
    await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    await answer(user, '정말 탈퇴하시겠습니까?', '확인');

    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(calls).toEqual([null]);
  });

  /** Opens the dialog of a signed-in member; returns its choice to delete the content too. */
  async function openWithdrawal() {
    servePrincipal();
    const calls = serveWithdraw();
    const { user } = renderMypage();
    await user.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
    const dialog = screen.getByRole('dialog', { name: '회원 탈퇴' });
    const choice = within(dialog).getByRole('checkbox', { name: '내가 쓴 글과 댓글도 함께 삭제' });
    /** Types the own e-mail, withdraws and answers the last question. */
    const withdraw = async () => {
      await user.type(
        within(dialog).getByRole('textbox', { name: /가입하신 이메일/ }),
        'owner@example.com{Enter}',
      );
      await answer(user, '정말 탈퇴하시겠습니까?', '확인');
      expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    };
    return { user, calls, choice, withdraw };
  }

  it('says the posts and comments stay as 탈퇴한 사용자, and keeps them unless asked', async () => {
    const { calls, choice, withdraw } = await openWithdrawal();

    expect(choice).not.toBeChecked();
    expect(choice).toHaveAccessibleDescription(/그대로 남고, 작성자는 '탈퇴한 사용자'로 표시돼요/);
    await withdraw();

    expect(calls).toEqual([null]);
  });

  it('deletes the posts and comments too when the member chooses so', async () => {
    const { user, calls, choice, withdraw } = await openWithdrawal();

    await user.click(choice);

    expect(choice).toBeChecked();
    expect(choice).toHaveAccessibleDescription(
      '작성한 글과 댓글도 사진, 달린 답글과 함께 모두 삭제돼요.',
    );
    await withdraw();
    expect(calls).toEqual(['true']);
  });
});

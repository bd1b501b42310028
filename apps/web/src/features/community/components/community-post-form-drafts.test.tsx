import type { Draft } from '@daengnyang/contract/drafts';
import { MESSAGES } from '@daengnyang/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { localDraftKey } from '@/lib/local-draft.ts';
import { USER_PRINCIPAL, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { serverDrafts } from '@/testing/mocks/authoring.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { CommunityRegisterPage } from '../pages/community-register-page.tsx';

const LOCAL_KEY = localDraftKey(USER_PRINCIPAL.user.userId, 'post-new');

function renderForm() {
  return renderApp(
    <Routes>
      <Route path="/community/register" element={<CommunityRegisterPage />} />
      <Route path="/community/:category" element={<p>목록 화면</p>} />
    </Routes>,
    { url: '/community/register', token: USER_TOKEN },
  );
}

function otherDevicesDraft(overrides: Partial<Draft> = {}): Draft {
  return {
    key: 'post-new',
    sequence: 4,
    data: { communityCategoryId: 4, title: '다른 기기에서 쓴 제목', content: '휴대폰에서 쓰던 글' },
    updatedAt: '2024-03-07T10:00:00+09:00',
    ...overrides,
  };
}

/** Waits until the browser kept a draft holding `text`. */
async function keptLocally(text: string) {
  await waitFor(() => expect(localStorage.getItem(LOCAL_KEY)).toContain(text));
}

describe('CommunityPostForm drafts', () => {
  it('keeps what was typed in the browser and offers it again after the form is reopened', async () => {
    const first = renderForm();
    await first.user.type(await screen.findByRole('textbox', { name: '제목' }), '산책 친구 구해요');
    await first.user.type(screen.getByRole('textbox', { name: '내용' }), '주말 아침에 만나요');
    await keptLocally('주말 아침에 만나요');
    first.unmount();

    const { user } = renderForm();
    const prompt = await screen.findByText(/임시 저장된 글이 있어요/);
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('');
    await user.click(
      within(prompt.parentElement ?? document.body).getByRole('button', { name: '복원' }),
    );

    expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('산책 친구 구해요');
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('주말 아침에 만나요');
    expect(screen.queryByText(/임시 저장된 글이 있어요/)).not.toBeInTheDocument();
  });

  it('keeps the report of 실종 / 목격 in the draft, without the registration number', async () => {
    const first = renderForm();
    await first.user.selectOptions(
      await screen.findByRole('combobox', { name: '카테고리' }),
      '실종 / 목격',
    );
    const typed = screen.getByRole('group', { name: '실종·목격 정보' });
    await first.user.click(within(typed).getByRole('radio', { name: '실종' }));
    await first.user.click(within(typed).getByRole('radio', { name: '고양이' }));
    await first.user.type(within(typed).getByRole('textbox', { name: '동물등록번호' }), '410123');
    await first.user.type(within(typed).getByRole('textbox', { name: '동네' }), '전포동');
    await keptLocally('전포동');
    expect(localStorage.getItem(LOCAL_KEY)).not.toContain('410123');
    first.unmount();

    const { user } = renderForm();
    const prompt = await screen.findByText(/임시 저장된 글이 있어요/);
    await user.click(
      within(prompt.parentElement ?? document.body).getByRole('button', { name: '복원' }),
    );

    const report = screen.getByRole('group', { name: '실종·목격 정보' });
    expect(within(report).getByRole('radio', { name: '실종' })).toBeChecked();
    expect(within(report).getByRole('radio', { name: '고양이' })).toBeChecked();
    expect(within(report).getByRole('textbox', { name: '동네' })).toHaveValue('전포동');
    expect(within(report).getByRole('textbox', { name: '동물등록번호' })).toHaveValue('');
  });

  it("offers the server's newer draft, and saves on with its sequence", async () => {
    const store = serverDrafts([otherDevicesDraft()]);
    server.use(...store.handlers);
    const { user } = renderForm();

    expect(
      await screen.findByText(/2024-03-07 10:00에 임시 저장된 글이 있어요/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '복원' }));
    expect(screen.getByRole('combobox', { name: '카테고리' })).toHaveValue('4');
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('다른 기기에서 쓴 제목');
    await user.type(screen.getByRole('textbox', { name: '내용' }), ' 이어서');

    await waitFor(() => expect(store.saves).toHaveLength(1), { timeout: 5000 });
    expect(store.saves[0]).toEqual({
      sequence: 4,
      data: {
        communityCategoryId: 4,
        title: '다른 기기에서 쓴 제목',
        content: '휴대폰에서 쓰던 글 이어서',
      },
      force: false,
    });
  });

  it('says when another tab saved first, and loads its draft or overwrites it', async () => {
    const store = serverDrafts();
    server.use(...store.handlers);
    const { user } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: '제목' }), '이 탭의 제목');
    // Another tab saves before this one does.
    store.drafts.set('post-new', otherDevicesDraft({ sequence: 1 }));

    const conflict = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(conflict).toHaveTextContent(MESSAGES.draftOpenElsewhere);
    await user.click(within(conflict).getByRole('button', { name: '덮어쓰기' }));
    await waitFor(() => expect(store.saves).toHaveLength(1));
    expect(store.saves[0]).toMatchObject({ force: true, data: { title: '이 탭의 제목' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // And the other way: another save in between, and this tab takes it.
    store.drafts.set('post-new', otherDevicesDraft({ sequence: 9 }));
    await user.type(screen.getByRole('textbox', { name: '내용' }), '본문');
    const again = await screen.findByRole('alert', {}, { timeout: 5000 });
    await user.click(within(again).getByRole('button', { name: '불러오기' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('다른 기기에서 쓴 제목'),
    );
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('휴대폰에서 쓰던 글');
  });

  it('deletes both drafts when the member declines them', async () => {
    const store = serverDrafts([otherDevicesDraft()]);
    server.use(...store.handlers);
    localStorage.setItem(
      LOCAL_KEY,
      JSON.stringify({ savedAt: '2024-03-06T10:00:00+09:00', data: otherDevicesDraft().data }),
    );
    const { user } = renderForm();

    await user.click(await screen.findByRole('button', { name: '삭제' }));

    await waitFor(() => expect(store.drafts.size).toBe(0));
    expect(localStorage.getItem(LOCAL_KEY)).toBeNull();
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('');
  });

  it('drops a browser draft older than 30 days', async () => {
    localStorage.setItem(
      LOCAL_KEY,
      JSON.stringify({ savedAt: '2020-01-01T10:00:00+09:00', data: otherDevicesDraft().data }),
    );
    renderForm();

    await screen.findByRole('textbox', { name: '제목' });
    await waitFor(() => expect(localStorage.getItem(LOCAL_KEY)).toBeNull());
    expect(screen.queryByText(/임시 저장된 글이 있어요/)).not.toBeInTheDocument();
  });

  it('forgets the draft once the post is sent', async () => {
    server.use(http.post('/api/communities', () => ok(900)));
    const first = renderForm();
    await first.user.type(await screen.findByRole('textbox', { name: '제목' }), '보낼 제목');
    await first.user.type(screen.getByRole('textbox', { name: '내용' }), '보낼 내용입니다');
    await keptLocally('보낼 내용입니다');

    await first.user.click(screen.getByRole('button', { name: '등록하기' }));
    await first.user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' }),
    );
    expect(await screen.findByText('목록 화면')).toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_KEY)).toBeNull();
    first.unmount();

    renderForm();
    await screen.findByRole('textbox', { name: '제목' });
    expect(screen.queryByText(/임시 저장된 글이 있어요/)).not.toBeInTheDocument();
  });
});

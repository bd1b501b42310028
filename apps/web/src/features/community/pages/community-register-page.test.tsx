import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { heldAnswer } from '@/testing/mocks/held-answer.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { CommunityRegisterPage } from './community-register-page.tsx';

beforeEach(() => {
  // jsdom has no object URLs for the previews.
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

function Location() {
  const { pathname, state } = useLocation();
  return (
    <>
      <output aria-label="주소">{pathname}</output>
      <output aria-label="주소 상태">{JSON.stringify(state)}</output>
    </>
  );
}

function renderRegister({ token }: { token?: string } = { token: USER_TOKEN }) {
  return renderApp(
    <>
      <Routes>
        <Route path="/community/register" element={<CommunityRegisterPage />} />
        <Route path="/community/:category" element={<p>목록 화면</p>} />
        <Route path="/auth/login" element={<p>로그인 화면</p>} />
      </Routes>
      <Location />
    </>,
    { url: '/community/register', token },
  );
}

function pictures(count: number) {
  return Array.from(
    { length: count },
    (_, index) => new File(['png'], `cat-${index}.png`, { type: 'image/png' }),
  );
}

/** Records each multipart body the write call receives. */
function serveCreate(answer: () => Response | Promise<Response> = () => ok(900)) {
  const bodies: string[] = [];
  server.use(
    http.post('/api/communities', async ({ request }) => {
      // Read as text: undici's formData() refuses the File parts jsdom's XHR produces.
      bodies.push(await request.text());
      return answer();
    }),
  );
  return bodies;
}

const confirmYes = () =>
  within(screen.getByRole('alertdialog', { name: '게시글을 등록하시겠습니까?' })).getByRole(
    'button',
    { name: '확인' },
  );

describe('CommunityRegisterPage', () => {
  it('sends a visitor to the login page', async () => {
    renderRegister({});

    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
  });

  it('starts in the free board, offers boards 2 to 7 and asks for 5 characters', async () => {
    renderRegister();

    const category = await screen.findByRole('combobox', { name: '카테고리' });
    expect(category).toHaveValue('2');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['자유게시판', '강아지', '고양이', '특수동물', '실종 / 목격', '임보 / 입양']);
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveAttribute(
      'placeholder',
      expect.stringContaining('5자 이상'),
    );
    expect(document.title).toBe('글쓰기 | 댕냥');
  });

  it('points out an empty title and an empty text before asking, without sending', async () => {
    const bodies = serveCreate();
    const { user } = renderRegister();
    await screen.findByRole('textbox', { name: '제목' });

    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('제목을 입력해주세요.');
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: '제목' }), '산책 친구 구해요');
    // Fixed is fixed: the title's message is gone before the next try.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '등록하기' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('내용을 입력해주세요.');
    expect(screen.getByRole('textbox', { name: '내용' })).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('sends nothing when the writer answers no', async () => {
    const bodies = serveCreate();
    const { user } = renderRegister();
    await user.type(await screen.findByRole('textbox', { name: '제목' }), '제목');
    await user.type(screen.getByRole('textbox', { name: '내용' }), '내용입니다');

    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await user.click(screen.getByRole('button', { name: '취소' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/community/register');
  });

  it('sends the post with its pictures, shows the upload, says so and marks it in the list', async () => {
    const upload = heldAnswer();
    const bodies = serveCreate(async () => {
      await upload.released;
      return ok(900);
    });
    const { user } = renderRegister();
    await user.selectOptions(await screen.findByRole('combobox', { name: '카테고리' }), '고양이');
    await user.type(screen.getByRole('textbox', { name: '제목' }), '  창가의 고양이 ');
    await user.type(
      screen.getByRole('textbox', { name: '내용' }),
      '햇볕을 좋아해요.{enter}매일 여기 있어요.',
    );
    await user.upload(screen.getByLabelText('이미지 추가'), pictures(2));
    expect(screen.getAllByRole('img', { name: /^첨부 이미지/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await user.click(confirmYes());

    await screen.findByRole('progressbar', { name: '이미지 업로드 중' });
    upload.letGo();
    // An upload: give a busy machine more than the default second.
    expect(await screen.findByText('목록 화면', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/community/1');
    expect(screen.getByText('게시글이 등록되었어요')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '주소 상태' })).toHaveTextContent(
      '{"highlightPostId":900}',
    );
    const body = bodies[0] ?? '';
    expect(body).toMatch(/name="communityCategoryId"\r\n\r\n4\r\n/);
    expect(body).toMatch(/name="title"\r\n\r\n창가의 고양이\r\n/);
    // FormData sends line breaks as CRLF.
    expect(body).toMatch(/햇볕을 좋아해요\.\r?\n매일 여기 있어요\./);
    expect(body.match(/name="files"/g)).toHaveLength(2);
  });

  it('keeps the add tile only while fewer than 5 pictures are picked, and at most 10', async () => {
    const { user } = renderRegister();
    await user.upload(await screen.findByLabelText('이미지 추가'), pictures(4));
    expect(screen.getByLabelText('이미지 추가')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('이미지 추가'), pictures(6));

    expect(screen.getAllByRole('img', { name: /^첨부 이미지/ })).toHaveLength(10);
    expect(screen.queryByLabelText('이미지 추가')).not.toBeInTheDocument();
  });

  it("shows the server's sentence when the post is refused and stays on the page", async () => {
    serveCreate(() => fail(400, '이미지 한 장의 크기는 10MB 이하여야 합니다.'));
    const { user } = renderRegister();
    await user.type(await screen.findByRole('textbox', { name: '제목' }), '제목');
    await user.type(screen.getByRole('textbox', { name: '내용' }), '내용입니다');

    await user.click(screen.getByRole('button', { name: '등록하기' }));
    await user.click(confirmYes());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '이미지 한 장의 크기는 10MB 이하여야 합니다.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '등록하기' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('제목');
  });
});

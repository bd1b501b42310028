import type { Notice } from '@daengnyang/contract/notice';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN, USER_PRINCIPAL, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { heldAnswer } from '@/testing/mocks/held-answer.ts';
import { notice, noticeComment, ownNoticeComment } from '@/testing/mocks/notice.ts';
import { requestLog } from '@/testing/mocks/request-log.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { findToast } from '@/testing/toasts.ts';
import { NoticeDetailPage } from './notice-detail-page.tsx';

beforeEach(() => {
  // jsdom has no object URLs for the previews.
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

afterEach(() => {
  vi.useRealTimers();
});

function renderDetail(url: string, token?: string) {
  return renderApp(
    <Routes>
      <Route path="/notice/:category/:noticeId" element={<NoticeDetailPage />} />
    </Routes>,
    { url, token },
  );
}

const EVENT_ENTRIES = [
  noticeComment({
    noticeCommentId: 802,
    content: '우리 집 막내예요',
    noticeCommentImgs: [
      {
        imgUrl: 'http://localhost/uploads/e1.webp',
        thumbImgUrl: 'http://localhost/uploads/e1-t.webp',
        description: null,
      },
    ],
  }),
  ownNoticeComment({ noticeCommentId: 801, content: '참여합니다!' }),
];

/** Serves one notice (changed through `state.notice`) and counts the fetches. */
function serveNotice(initial: Partial<Notice>) {
  const fetched = requestLog();
  const state = {
    notice: notice(initial),
    get fetches() {
      return fetched.urls().length;
    },
  };
  server.use(
    http.get('/api/notice/:categoryId/:noticeId', ({ request }) => {
      fetched.add(request);
      return ok(state.notice);
    }),
  );
  return state;
}

function event(overrides: Partial<Notice> = {}) {
  return serveNotice({
    noticeId: 61,
    noticeCategoryId: 3,
    title: '우리 아이 사진 콘테스트',
    noticeComment: EVENT_ENTRIES,
    ...overrides,
  });
}

function pictures(count: number) {
  return Array.from(
    { length: count },
    (_, index) => new File(['png'], `pet-${index}.png`, { type: 'image/png' }),
  );
}

describe('NoticeDetailPage', () => {
  it('shows the notice with author, date, views, text, pictures, heart and way back', async () => {
    serveNotice({
      noticeId: 52,
      noticeCategoryId: 2,
      title: '여름철 산책 팁',
      noticeImgs: [
        {
          imgUrl: 'http://localhost/uploads/walk.webp',
          thumbImgUrl: 'http://localhost/uploads/walk-t.webp',
          description: null,
        },
      ],
    });
    renderDetail('/notice/2/52');

    expect(await screen.findByRole('heading', { level: 1, name: '여름철 산책 팁' })).toBeVisible();
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('댕냥관리자');
    expect(article).toHaveTextContent('2024-02-01');
    expect(article).toHaveTextContent('조회 120');
    expect(screen.getByText(/댕냥이 문을 열었습니다/)).toHaveTextContent(
      '댕냥이 문을 열었습니다.\n많은 이용 부탁드립니다.',
      { normalizeWhitespace: false },
    );
    expect(within(article).getByRole('img', { name: '여름철 산책 팁 사진 1' })).toHaveAttribute(
      'src',
      'http://localhost/uploads/walk.webp',
    );
    expect(screen.getByRole('button', { name: '5 좋아요' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/notice/2');
    // Only events take comments.
    expect(screen.queryByRole('heading', { name: /댓글/ })).not.toBeInTheDocument();
    expect(document.title).toBe('여름철 산책 팁 | 매거진 | 댕냥');
  });

  it("shows an event's state and period under its title, by Seoul's calendar", async () => {
    // 00:30 on 1 December in Seoul, still 30 November in UTC: the last day has passed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T15:30:00Z'));
    event({ eventPeriod: { startsOn: '2026-11-01', endsOn: '2026-11-30' } });
    renderDetail('/notice/3/61');

    await screen.findByRole('heading', { level: 1, name: '우리 아이 사진 콘테스트' });
    const article = screen.getByRole('article');
    expect(within(article).getByText('마감')).toBeInTheDocument();
    expect(within(article).getByText('기간').parentElement).toHaveTextContent('기간11.01 – 11.30');
  });

  it('shows no state for an event without a period', async () => {
    event();
    renderDetail('/notice/3/61');

    await screen.findByRole('heading', { level: 1, name: '우리 아이 사진 콘테스트' });
    expect(screen.getByRole('article')).not.toHaveTextContent(/예정|진행중|마감|기간/);
  });

  it('asks a visitor to sign in to like, and shows event entries without a form', async () => {
    event();
    const { user } = renderDetail('/notice/3/61');

    await user.click(await screen.findByRole('button', { name: '5 좋아요' }));
    const offer = await findToast('로그인 후 이용해 주세요.');
    const backHere = `/auth/login?next=${encodeURIComponent('/notice/3/61')}`;
    expect(within(offer).getByRole('link', { name: '로그인' })).toHaveAttribute('href', backHere);

    expect(screen.getByRole('heading', { name: '댓글 2' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const thread = screen.getByRole('heading', { name: '댓글 2' }).closest('section');
    expect(within(thread ?? document.body).getByRole('link', { name: '로그인' })).toHaveAttribute(
      'href',
      backHere,
    );
    const entry = screen.getByRole('listitem', { name: '호두아빠님의 댓글' });
    expect(entry).toHaveTextContent('우리 아이 사진 콘테스트');
    expect(entry).toHaveTextContent('2024-02-02 18:20');
    expect(entry).toHaveTextContent('우리 집 막내예요');
    expect(within(entry).getByRole('img', { name: '호두아빠님의 댓글 사진 1' })).toHaveAttribute(
      'src',
      'http://localhost/uploads/e1-t.webp',
    );
    expect(screen.queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
  });

  it('likes and unlikes once the server answered', async () => {
    serveNotice({});
    server.use(
      http.post('/api/notice/41/like', async () => {
        await delay(50);
        return ok('좋아요를 눌렀습니다.');
      }),
      http.delete('/api/notice/41/dislike', () => ok('좋아요를 취소했습니다.')),
    );
    const { user } = renderDetail('/notice/1/41', USER_TOKEN);

    await user.click(await screen.findByRole('button', { name: '5 좋아요' }));
    expect(screen.getByRole('button', { name: '5 좋아요' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const liked = await screen.findByRole('button', { name: '6 좋아요' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');

    await user.click(liked);
    expect(await screen.findByRole('button', { name: '5 좋아요' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('requires the text of an event comment', async () => {
    event();
    const { user } = renderDetail('/notice/3/61', USER_TOKEN);

    await user.click(await screen.findByRole('button', { name: '댓글 등록' }));

    expect(screen.getByRole('alert')).toHaveTextContent('댓글 내용을 작성해주세요.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('sends an entry with pictures after the confirmation, then clears the form', async () => {
    const state = event();
    const bodies: string[] = [];
    const upload = heldAnswer();
    server.use(
      http.post('/api/notice/61/comments', async ({ request }) => {
        // Read as text: undici's formData() refuses the File parts jsdom's XHR produces.
        bodies.push(await request.text());
        await upload.released;
        state.notice = {
          ...state.notice,
          noticeComment: [
            ownNoticeComment({ noticeCommentId: 803, content: '귀여운 사진' }),
            ...EVENT_ENTRIES,
          ],
        };
        return ok(803);
      }),
    );
    const { user } = renderDetail('/notice/3/61', USER_TOKEN);

    await user.type(await screen.findByRole('textbox', { name: '댓글' }), '귀여운 사진');
    await user.upload(screen.getByLabelText('사진 추가'), pictures(6));
    expect(screen.getAllByRole('img', { name: /^첨부 이미지/ })).toHaveLength(6);
    // The add tile is gone once 5 are picked; a picture can still be taken out.
    expect(screen.queryByLabelText('사진 추가')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '6번째 이미지 삭제' }));
    expect(screen.getAllByRole('img', { name: /^첨부 이미지/ })).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: '댓글 등록' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: '댓글을 등록하시겠습니까?' })).getByRole(
        'button',
        { name: '확인' },
      ),
    );

    await screen.findByRole('progressbar', { name: '이미지 업로드 중' });
    upload.letGo();
    // An upload and a refetch: give a busy machine more than the default second.
    expect(
      await screen.findByRole('heading', { name: '댓글 3' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(state.fetches).toBe(2);
    expect(bodies[0]).toMatch(/name="content"\r\n\r\n귀여운 사진\r\n/);
    expect(bodies[0]?.match(/name="files"/g)).toHaveLength(5);
    await waitFor(() => expect(screen.getByRole('textbox', { name: '댓글' })).toHaveValue(''));
    expect(screen.queryAllByRole('img', { name: /^첨부 이미지/ })).toHaveLength(0);
  });

  it('refuses an over-long picture description before asking to confirm', async () => {
    event();
    const sent = vi.fn();
    server.use(
      http.post('/api/notice/61/comments', () => {
        sent();
        return ok(804);
      }),
    );
    const { user } = renderDetail('/notice/3/61', USER_TOKEN);

    await user.type(await screen.findByRole('textbox', { name: '댓글' }), '설명이 긴 사진');
    await user.upload(screen.getByLabelText('사진 추가'), pictures(1));
    const description = screen.getByRole('textbox', { name: '사진 1 설명 (선택)' });
    await user.click(description);
    await user.paste('가'.repeat(201));
    await user.click(screen.getByRole('button', { name: '댓글 등록' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(description).toHaveFocus();
    expect(description).toHaveAccessibleDescription(/사진 설명은 200자 이하/);
    expect(sent).not.toHaveBeenCalled();
  });

  it('takes at most 10 pictures for an entry', async () => {
    event();
    const { user } = renderDetail('/notice/3/61', USER_TOKEN);

    await user.upload(await screen.findByLabelText('사진 추가'), pictures(12));

    expect(screen.getAllByRole('img', { name: /^첨부 이미지/ })).toHaveLength(10);
  });

  it('lets the author delete their entry after the confirmation', async () => {
    const state = event();
    const deleted: string[] = [];
    server.use(
      http.delete('/api/notice/comments/:commentId/:userId', ({ params }) => {
        deleted.push(`${params.commentId}/${params.userId}`);
        state.notice = { ...state.notice, noticeComment: EVENT_ENTRIES.slice(0, 1) };
        return ok('댓글이 삭제되었습니다.');
      }),
    );
    const { user } = renderDetail('/notice/3/61', USER_TOKEN);

    const own = await screen.findByRole('listitem', { name: '멍멍집사님의 댓글' });
    const others = screen.getByRole('listitem', { name: '호두아빠님의 댓글' });
    await user.click(await within(own).findByRole('button', { name: '삭제' }));
    expect(within(others).queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
    await user.click(
      within(screen.getByRole('alertdialog', { name: '댓글을 삭제하시겠습니까?' })).getByRole(
        'button',
        { name: '확인' },
      ),
    );

    expect(await screen.findByText('댓글이 삭제되었습니다.')).toBeInTheDocument();
    expect(deleted).toEqual([`801/${USER_PRINCIPAL.user.userId}`]);
    expect(await screen.findByRole('heading', { name: '댓글 1' })).toBeInTheDocument();
  });

  it("gives an administrator delete on everyone's entries", async () => {
    event();
    renderDetail('/notice/3/61', ADMIN_TOKEN);

    await waitFor(() => expect(screen.getAllByRole('button', { name: '삭제' })).toHaveLength(2));
  });
});

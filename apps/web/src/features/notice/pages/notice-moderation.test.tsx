import { MESSAGES } from '@daengnyang/contract/messages';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { notice, noticeComment } from '@/testing/mocks/notice.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { findToast } from '@/testing/toasts.ts';
import { NoticeDetailPage } from './notice-detail-page.tsx';

function renderEvent(comments = [noticeComment()]) {
  server.use(
    http.get('/api/notice/:categoryId/:noticeId', () =>
      ok(notice({ noticeCategoryId: 3, noticeComment: comments })),
    ),
  );
  return renderApp(
    <Routes>
      <Route path="/notice/:category/:noticeId" element={<NoticeDetailPage />} />
    </Routes>,
    { url: '/notice/3/41', token: USER_TOKEN },
  );
}

describe('event comments: reports and blocks', () => {
  it('reports an event comment as a noticeComment', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/reports', async ({ request }) => {
        sent.push(await request.json());
        return ok({ reportId: 4 });
      }),
    );
    const { user } = renderEvent();

    await user.click(await screen.findByRole('button', { name: '호두아빠님의 댓글 더보기' }));
    await user.click(screen.getByRole('menuitem', { name: '신고하기' }));
    const dialog = screen.getByRole('dialog', { name: '댓글 신고' });
    await user.click(within(dialog).getByRole('radio', { name: '개인정보 노출' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /신고 내용/ }),
      '전화번호가 보여요',
    );
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));

    await findToast(MESSAGES.reportReceived);
    expect(sent).toEqual([
      {
        targetType: 'noticeComment',
        targetId: 801,
        reason: 'privacy',
        detail: '전화번호가 보여요',
      },
    ]);
  });

  it('collapses a blocked author’s event comment until 보기', async () => {
    const { user } = renderEvent([noticeComment({ blockedAuthor: true })]);

    const item = await screen.findByRole('listitem', { name: '호두아빠님의 댓글' });
    expect(item).toHaveTextContent(MESSAGES.blockedAuthorComment);
    expect(item).not.toHaveTextContent('참여합니다!');
    await user.click(within(item).getByRole('button', { name: '보기' }));
    expect(item).toHaveTextContent('참여합니다!');
  });
});

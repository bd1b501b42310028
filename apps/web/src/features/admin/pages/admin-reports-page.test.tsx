import { MESSAGES } from '@daengnyang/contract/messages';
import type { ReportCase } from '@daengnyang/contract/moderation';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from '@/testing/mocks/accounts.ts';
import { adminPage } from '@/testing/mocks/admin.ts';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { requestLog } from '@/testing/mocks/request-log.ts';
import { reportCase } from '@/testing/mocks/safety.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { findToast } from '@/testing/toasts.ts';
import { AdminReportsPage } from './admin-reports-page.tsx';

const URGENT = reportCase({
  caseId: 302,
  urgent: true,
  weight: 2,
  snapshot: {
    title: '전포동 갈색 푸들 찾습니다',
    content: '사례금 드립니다.',
    images: [],
    capturedAt: '2024-03-07T09:00:00+09:00',
  },
  item: {
    title: '전포동 갈색 푸들 찾습니다',
    content: '사례금 드립니다.',
    images: [],
    state: 'visible',
    communityCategoryId: 6,
    link: '/community/6/140',
  },
});

/** Serves the queue (`cases` may change between calls) and records what was asked. */
function serveQueue(initial: ReportCase[] = [URGENT, reportCase()]) {
  const log = requestLog();
  const state = { cases: initial };
  server.use(
    http.get('/api/admin/reports', ({ request }) => {
      log.add(request);
      return ok(adminPage(state.cases));
    }),
  );
  return { state, asked: () => log.urls().map((url) => Object.fromEntries(url.searchParams)) };
}

function renderQueue(url = '/admin/reports') {
  return renderApp(
    <Routes>
      <Route path="/admin/reports" element={<AdminReportsPage />} />
    </Routes>,
    { url, token: ADMIN_TOKEN },
  );
}

describe('AdminReportsPage', () => {
  it('lists open cases by weight, urgent ones marked, and sorts by newest on request', async () => {
    const queue = serveQueue();
    const { user } = renderQueue();

    const list = await screen.findByRole('list', { name: '신고 건 목록' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('긴급');
    expect(rows[0]).toHaveTextContent('[게시글] 전포동 갈색 푸들 찾습니다');
    expect(rows[1]).toHaveTextContent('[게시글] 무료 분양합니다');
    expect(rows[1]).toHaveTextContent('신고 3건');
    expect(rows[1]).toHaveTextContent('가중치 3.5');
    expect(rows[1]).toHaveTextContent('스팸·광고, 사기·금전 요구');
    expect(rows[1]).not.toHaveTextContent('긴급');
    expect(queue.asked()[0]).toEqual({ status: 'open', sort: 'weight', page: '1' });

    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '최신순');
    await waitFor(() =>
      expect(queue.asked().at(-1)).toEqual({ status: 'open', sort: 'newest', page: '1' }),
    );
    await user.click(screen.getByRole('tab', { name: '처리 완료' }));
    await waitFor(() => expect(queue.asked().at(-1)).toMatchObject({ status: 'closed' }));
  });

  it('shows a case’s reports, the evidence beside the item now, and the author’s record', async () => {
    serveQueue();
    const { user } = renderQueue();

    await user.click(await screen.findByRole('button', { name: '검토 (#301)' }));
    const dialog = screen.getByRole('dialog', { name: '신고 건 #301 · 게시글' });
    const reports = within(dialog).getByRole('table', { name: '신고 내역' });
    expect(within(reports).getAllByRole('row')).toHaveLength(4);
    expect(within(reports).getByRole('row', { name: /콩이아빠/ })).toHaveTextContent(
      '사기·금전 요구계좌로 책임비를 보내라고 합니다.콩이아빠1.5',
    );
    expect(within(dialog).getByRole('region', { name: /^신고 당시/ })).toHaveTextContent(
      '책임비 10만원 입금하시면 보내드려요.',
    );
    expect(within(dialog).getByRole('region', { name: '지금 (숨김)' })).toHaveTextContent(
      '무료 분양합니다 (수정됨)연락 주세요.',
    );
    expect(dialog).toHaveTextContent('2024-02-01 댓글 신고 — 숨김');
    expect(dialog).toHaveTextContent('경고 — 같은 광고 글을 반복해서 올렸습니다.');
    // 임시조치 is offered only where someone reported a rights infringement.
    expect(within(dialog).queryByRole('radio', { name: '임시조치' })).not.toBeInTheDocument();
  });

  it('sends a decision with the case’s version, a note and a sanction of the author', async () => {
    serveQueue();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/reports/:caseId/decision', async ({ request, params }) => {
        sent.push({ caseId: params.caseId, body: await request.json() });
        return ok(MESSAGES.decisionDone);
      }),
    );
    const { user } = renderQueue();

    await user.click(await screen.findByRole('button', { name: '검토 (#301)' }));
    const dialog = screen.getByRole('dialog', { name: /신고 건 #301/ });
    await user.click(within(dialog).getByRole('radio', { name: '삭제' }));
    await user.type(within(dialog).getByRole('textbox', { name: '메모' }), '사기 분양');
    await user.click(within(dialog).getByRole('checkbox', { name: '작성자도 제재하기' }));
    await user.click(within(dialog).getByRole('button', { name: '처리하기' }));
    expect(within(dialog).getByText(MESSAGES.sanctionReasonRequired)).toBeVisible();
    expect(sent).toEqual([]);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: '기간' }), '30일');
    await user.type(within(dialog).getByRole('textbox', { name: '제재 사유' }), '사기 분양 글');
    await user.click(within(dialog).getByRole('button', { name: '처리하기' }));

    await findToast(MESSAGES.decisionDone);
    expect(sent).toEqual([
      {
        caseId: '301',
        body: {
          action: 'delete',
          version: 4,
          note: '사기 분양',
          sanction: { type: 'writeBan', days: 30, reason: '사기 분양 글' },
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers 임시조치 with its days for a rights-infringement report', async () => {
    const base = reportCase();
    const rights = reportCase({
      reports: [
        {
          ...(base.reports[0] as ReportCase['reports'][number]),
          reason: 'rightsInfringement',
          detail: '제 실명과 사진입니다.',
        },
      ],
    });
    serveQueue([rights]);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/reports/:caseId/decision', async ({ request }) => {
        sent.push(await request.json());
        return ok(MESSAGES.decisionDone);
      }),
    );
    const { user } = renderQueue();

    await user.click(await screen.findByRole('button', { name: '검토 (#301)' }));
    const dialog = screen.getByRole('dialog', { name: /신고 건 #301/ });
    await user.click(within(dialog).getByRole('radio', { name: '임시조치' }));
    const days = within(dialog).getByRole('spinbutton', { name: /임시조치 기간/ });
    expect(days).toHaveValue(30);
    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(dialog).getByRole('button', { name: '처리하기' }));

    await findToast(MESSAGES.decisionDone);
    expect(sent).toEqual([{ action: 'temporaryMeasure', version: 4, note: '', days: 14 }]);
  });

  it('tells the admin a decision was stale and loads the queue again', async () => {
    const queue = serveQueue();
    server.use(
      http.post('/api/admin/reports/:caseId/decision', () => {
        queue.state.cases = [URGENT, reportCase({ version: 5, weight: 4.5 })];
        return fail(409, MESSAGES.caseStale);
      }),
    );
    const { user } = renderQueue();

    await user.click(await screen.findByRole('button', { name: '검토 (#301)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '처리하기' }));

    await findToast(MESSAGES.caseStale);
    await waitFor(() => expect(queue.asked().length).toBeGreaterThanOrEqual(2));
    // The case is shown again as it is now.
    expect(await screen.findByRole('dialog', { name: /신고 건 #301/ })).toHaveTextContent(
      '가중치 4.5',
    );
  });

  it('decides the selected cases at once, each at its version', async () => {
    serveQueue();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/reports/decisions', async ({ request }) => {
        sent.push(await request.json());
        return ok([
          { caseId: 302, decided: true, message: null },
          { caseId: 301, decided: true, message: null },
        ]);
      }),
    );
    const { user } = renderQueue();

    await screen.findByRole('list', { name: '신고 건 목록' });
    const bulk = screen.getByRole('button', { name: '일괄 처리' });
    expect(bulk).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '신고 건 #302 선택' }));
    await user.click(screen.getByRole('checkbox', { name: '신고 건 #301 선택' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /선택한 2건을/ }), '숨김');
    await user.click(bulk);

    await findToast(MESSAGES.decisionDone);
    expect(sent).toEqual([
      {
        cases: [
          { caseId: 302, version: 4 },
          { caseId: 301, version: 4 },
        ],
        action: 'hide',
        note: '',
      },
    ]);
  });
});

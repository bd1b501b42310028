import { MESSAGES } from '@daengnyang/contract/messages';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from '@/testing/mocks/accounts.ts';
import { adminPage } from '@/testing/mocks/admin.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { sanction } from '@/testing/mocks/safety.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { findToast } from '@/testing/toasts.ts';
import { AdminAppealsPage } from './admin-appeals-page.tsx';

const APPEAL = {
  appealId: 55,
  text: '광고가 아니라 제가 직접 만든 간식 후기였습니다.',
  status: 'open' as const,
  createdAt: '2024-03-06T12:00:00+09:00',
  decidedAt: null,
  note: null,
};

describe('AdminAppealsPage', () => {
  it('shows each appeal with its sanction and lifts one with a note', async () => {
    server.use(
      http.get('/api/admin/appeals', () =>
        ok(
          adminPage([
            {
              appeal: APPEAL,
              sanction: sanction({ appeal: APPEAL }),
              member: { userId: 7, name: '멍멍집사', profileImgUrl: 'http://localhost/a.png' },
            },
          ]),
        ),
      ),
    );
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/appeals/:appealId/decision', async ({ request, params }) => {
        sent.push({ appealId: params.appealId, body: await request.json() });
        return ok(MESSAGES.decisionDone);
      }),
    );
    const { user } = renderApp(<AdminAppealsPage />, { url: '/admin/appeals', token: ADMIN_TOKEN });

    const list = await screen.findByRole('list', { name: '이의 신청 목록' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('멍멍집사 · 글쓰기 제한 (2024-03-12까지)');
    expect(row).toHaveTextContent('제재 사유: 같은 광고 글을 반복해서 올렸습니다.');
    expect(row).toHaveTextContent(APPEAL.text);

    await user.type(within(row).getByRole('textbox', { name: '메모' }), '후기 글 확인');
    await user.click(within(row).getByRole('button', { name: '제재 해제 (멍멍집사)' }));

    await findToast(MESSAGES.decisionDone);
    expect(sent).toEqual([{ appealId: '55', body: { action: 'lift', note: '후기 글 확인' } }]);
  });
});

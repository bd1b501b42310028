import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from '@/testing/mocks/accounts.ts';
import { adminPage, auditRow } from '@/testing/mocks/admin.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { requestLog } from '@/testing/mocks/request-log.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { AdminAuditPage } from './admin-audit-page.tsx';

describe('AdminAuditPage', () => {
  it('lists who did what to which ids and when, in plain Korean, paged', async () => {
    const log = requestLog();
    server.use(
      http.get('/api/admin/audit', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '';
        log.add(request);
        return ok(
          adminPage(
            [
              auditRow({
                auditId: 3,
                action: 'food.update',
                targetType: 'food',
                targetIds: [42],
                detail: { fields: ['price', 'title'], imagesReplaced: true },
                createdAt: '2024-03-06T09:30:00+09:00',
              }),
              auditRow({
                auditId: 2,
                action: 'notice.create',
                targetType: 'notice',
                targetIds: [19],
                detail: { title: '봄맞이 이벤트' },
              }),
              auditRow({
                auditId: 1,
                action: 'user.delete',
                targetType: 'user',
                targetIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
              }),
            ],
            { page: Number(page), totalElements: 23 },
          ),
        );
      }),
    );
    const { user } = renderApp(<AdminAuditPage />, { url: '/admin/audit', token: ADMIN_TOKEN });

    const table = await screen.findByRole('table', { name: '관리 작업 기록' });
    const [, edit, create, remove] = within(table).getAllByRole('row');
    expect(edit).toHaveTextContent('2024-03-06 09:30');
    expect(edit).toHaveTextContent('댕냥관리자');
    // The administrator's nickname, whole in the tooltip when the cell cuts it short.
    expect(within(table).getAllByText('댕냥관리자')[0]).toHaveAttribute('title', '댕냥관리자');
    expect(edit).toHaveTextContent('먹거리 수정');
    expect(edit).toHaveTextContent('가격, 제목 변경 · 이미지 교체');
    expect(create).toHaveTextContent('공지 등록');
    expect(create).toHaveTextContent('「봄맞이 이벤트」');
    expect(remove).toHaveTextContent('회원 삭제');
    expect(remove).toHaveTextContent('1, 2, 3, 4, 5, 6, 7, 8 외 2개');
    expect(screen.queryByRole('button', { name: /삭제|수정/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    const pages = () => log.urls().map((url) => url.searchParams.get('page'));
    await waitFor(() => expect(pages()).toEqual(['1', '3']));
  });

  it('says so when nothing was recorded yet', async () => {
    server.use(http.get('/api/admin/audit', () => ok(adminPage([]))));
    renderApp(<AdminAuditPage />, { url: '/admin/audit', token: ADMIN_TOKEN });

    expect(await screen.findByText('아직 기록된 관리 작업이 없습니다.')).toBeInTheDocument();
  });
});

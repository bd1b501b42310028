import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from '@/testing/mocks/accounts.ts';
import { adminPage, adminUserRow } from '@/testing/mocks/admin.ts';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { requestLog } from '@/testing/mocks/request-log.ts';
import { sanction } from '@/testing/mocks/safety.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { findToast } from '@/testing/toasts.ts';
import { AdminUsersPage } from './admin-users-page.tsx';

const USERS = [
  adminUserRow({
    userId: 1,
    name: '댕냥 운영팀',
    email: null,
    provider: null,
    providerId: null,
    role: 'ROLE_ADMIN',
  }),
  adminUserRow({ userId: 21, name: '보리아빠', email: 'bori@example.net', provider: 'naver' }),
  adminUserRow({ userId: 22, name: '콩이맘', email: 'kong@example.com', provider: 'kakao' }),
];

function serveUsers() {
  const log = requestLog();
  server.use(
    http.get('/api/admin/users', ({ request }) => {
      log.add(request);
      return ok(adminPage(USERS));
    }),
  );
  return () => log.urls().map((url) => url.searchParams);
}

describe('AdminUsersPage', () => {
  it('shows image, name, e-mail, provider and role, but not the provider id', async () => {
    serveUsers();
    renderApp(<AdminUsersPage />, { url: '/admin/users', token: ADMIN_TOKEN });

    const table = await screen.findByRole('table', { name: '회원 목록' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['', '번호', '이름', '이메일', '이미지', '가입 경로', '권한', '관리']);
    const bori = within(table).getByRole('row', { name: /보리아빠/ });
    expect(within(bori).getByText('bori@example.net')).toBeInTheDocument();
    expect(within(bori).getByText('네이버')).toBeInTheDocument();
    expect(within(bori).getByText('회원')).toBeInTheDocument();
    expect(within(bori).getByRole('img', { name: '프로필 이미지' })).toHaveAttribute(
      'src',
      USERS[1]?.profileImgPath,
    );
    expect(within(table).queryByText('naver-2')).not.toBeInTheDocument();
    expect(screen.getByText('총', { exact: false })).toHaveTextContent('총 3명');
  });

  it('keeps a long nickname whole in its tooltip, where the cell ends in an ellipsis', async () => {
    const long = '산책을너무좋아하는우리집골든리트리버';
    server.use(
      http.get('/api/admin/users', () =>
        ok(adminPage([adminUserRow({ userId: 23, name: long, email: 'golden@example.com' })])),
      ),
    );
    renderApp(<AdminUsersPage />, { url: '/admin/users', token: ADMIN_TOKEN });

    const row = await screen.findByRole('row', { name: new RegExp(long) });
    expect(within(row).getByText(long)).toHaveAttribute('title', long);
  });

  it('keeps administrator accounts out of deletes and selection', async () => {
    serveUsers();
    const { user } = renderApp(<AdminUsersPage />, { url: '/admin/users', token: ADMIN_TOKEN });
    await screen.findByRole('table');

    expect(screen.getByRole('checkbox', { name: '댕냥 운영팀 선택' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '삭제 (댕냥 운영팀)' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: '전체 선택' }));
    expect(screen.getByRole('checkbox', { name: '보리아빠 선택' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '콩이맘 선택' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '전체 선택' })).toBeChecked();
  });

  it('deletes a user after a confirmation and lists again', async () => {
    const requests = serveUsers();
    const deleted: string[] = [];
    server.use(
      http.delete('/api/admin/users/:userId', ({ params }) => {
        deleted.push(String(params.userId));
        return ok('회원을 삭제했습니다.');
      }),
    );
    const { user } = renderApp(<AdminUsersPage />, { url: '/admin/users', token: ADMIN_TOKEN });
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: '삭제 (콩이맘)' }));
    const question = screen.getByRole('alertdialog', { name: '회원을 삭제하시겠습니까?' });
    await user.click(within(question).getByRole('button', { name: '삭제' }));

    expect(await screen.findByText('회원을 삭제했습니다.')).toBeInTheDocument();
    expect(deleted).toEqual(['22']);
    await waitFor(() => expect(requests()).toHaveLength(2));
  });

  it('searches by name or e-mail', async () => {
    const requests = serveUsers();
    const { user } = renderApp(<AdminUsersPage />, { url: '/admin/users', token: ADMIN_TOKEN });
    await screen.findByRole('table');

    await user.type(screen.getByRole('searchbox', { name: '검색어' }), 'kong@{Enter}');

    await waitFor(() => expect(requests().at(-1)?.get('searchText')).toBe('kong@'));
    expect(requests().at(-1)?.get('page')).toBe('1');
  });

  it('sanctions a member, lists their sanctions and lifts the active ones', async () => {
    serveUsers();
    let sanctions = [
      sanction({ sanctionId: 12, userId: 21, type: 'warning', active: false, until: null }),
    ];
    const sent: unknown[] = [];
    server.use(
      http.get('/api/admin/users/:userId/sanctions', () => ok(sanctions)),
      http.post('/api/admin/users/:userId/sanctions', async ({ request, params }) => {
        const body = await request.json();
        sent.push({ post: params.userId, body });
        sanctions = [
          sanction({ sanctionId: 13, userId: 21, type: 'suspension', until: null }),
          ...sanctions,
        ];
        return ok(MESSAGES.sanctionImposed);
      }),
      http.delete('/api/admin/users/:userId/sanctions', ({ params }) => {
        sent.push({ delete: params.userId });
        sanctions = sanctions.map((item) => ({ ...item, active: false }));
        return ok(MESSAGES.sanctionsLifted);
      }),
    );
    const { user } = renderApp(<AdminUsersPage />, { url: '/admin/users', token: ADMIN_TOKEN });

    const table = await screen.findByRole('table', { name: '회원 목록' });
    // Administrators cannot be sanctioned.
    expect(
      within(within(table).getByRole('row', { name: /댕냥 운영팀/ })).queryByRole('button', {
        name: /^제재/,
      }),
    ).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '제재 (보리아빠)' }));
    const dialog = screen.getByRole('dialog', { name: '보리아빠님 제재' });
    expect(await within(dialog).findByText(/경고 \(영구\) — 같은 광고 글/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: '제재 해제' })).not.toBeInTheDocument();

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: '제재 종류' }),
      '이용 정지',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '기간' }), '영구');
    await user.type(within(dialog).getByRole('textbox', { name: '제재 사유' }), '사기 분양 반복');
    await user.click(within(dialog).getByRole('button', { name: '제재하기' }));
    await findToast(MESSAGES.sanctionImposed);
    expect(sent).toEqual([{ post: '21', body: { type: 'suspension', reason: '사기 분양 반복' } }]);

    await user.click(await within(dialog).findByRole('button', { name: '제재 해제' }));
    await findToast(MESSAGES.sanctionsLifted);
    expect(sent.at(-1)).toEqual({ delete: '21' });
  });

  it('shows the server’s refusal of a sanction inside the dialog', async () => {
    serveUsers();
    server.use(
      http.get('/api/admin/users/:userId/sanctions', () => ok([])),
      http.post('/api/admin/users/:userId/sanctions', () =>
        fail(400, SERVER_MESSAGES.sanctionAdminNotAllowed),
      ),
    );
    const { user } = renderApp(<AdminUsersPage />, { url: '/admin/users', token: ADMIN_TOKEN });

    await user.click(await screen.findByRole('button', { name: '제재 (콩이맘)' }));
    const dialog = screen.getByRole('dialog', { name: '콩이맘님 제재' });
    await user.type(within(dialog).getByRole('textbox', { name: '제재 사유' }), '욕설');
    await user.click(within(dialog).getByRole('button', { name: '제재하기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.sanctionAdminNotAllowed,
    );
  });
});

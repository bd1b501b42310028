import type { AdminCommunityRow } from '@daengnyang/contract/admin-community';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@/lib/messages.ts';
import { ADMIN_TOKEN } from '@/testing/mocks/accounts.ts';
import { adminCommunityRow, adminPage } from '@/testing/mocks/admin.ts';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { AdminCommunityPage } from './admin-community-page.tsx';

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="주소">{`${pathname}${search}`}</output>;
}

function renderPage(url = '/admin/community') {
  return renderApp(
    <>
      <Routes>
        <Route path="/admin/community" element={<AdminCommunityPage />} />
      </Routes>
      <Location />
    </>,
    { url, token: ADMIN_TOKEN },
  );
}

const ROWS = [
  adminCommunityRow({ communityId: 30, title: '산책 코스 추천' }),
  adminCommunityRow({
    communityId: 29,
    title: '고양이 모래 고민',
    communityCategoryName: '고양이',
  }),
  adminCommunityRow({
    communityId: 28,
    title: '임보처 구해요',
    communityCategoryName: '임보 / 입양',
  }),
];

/** Serves the admin list (page 2 gets other ids) and records each request's query. */
function serveList(totalElements = 25) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/communities', ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const page = Number(params.get('page'));
      const rows: AdminCommunityRow[] = ROWS.map((row) => ({
        ...row,
        communityId: row.communityId - (page - 1) * 10,
        title: page === 1 ? row.title : `${row.title} (${page}쪽)`,
      }));
      return ok(adminPage(rows, { page, totalElements }));
    }),
  );
  return requests;
}

const lastRequest = (requests: URLSearchParams[]) => Object.fromEntries(requests.at(-1) ?? []);
const rowCheckbox = (title: string) => screen.getByRole('checkbox', { name: `${title} 선택` });

describe('AdminCommunityPage', () => {
  it('lists posts in the columns of the row keys, with dates, clamped content and site links', async () => {
    const requests = serveList();
    renderPage();

    const table = await screen.findByRole('table', { name: '커뮤니티 게시글 목록' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['', '번호', '카테고리', '작성자', '제목', '내용', '작성일', '관리']);
    expect(within(table).getAllByText('2024-03-05')[0]).toBeInTheDocument();
    expect(within(table).getAllByText('14:07')[0]).toBeInTheDocument();
    expect(screen.getByText('총', { exact: false })).toHaveTextContent('총 25개');
    const view = screen.getByRole('link', { name: '산책 코스 추천 사이트에서 보기 (새 탭)' });
    expect(view).toHaveAttribute('href', '/community/1/30');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    expect(lastRequest(requests)).toEqual({ page: '1', size: '10', communityCategoryId: '1' });
    expect(document.title).toBe('커뮤니티 관리 | 댕냥 관리자');
  });

  it('filters by category and searches from page 1 again, keeping both in the address', async () => {
    const requests = serveList();
    const { user } = renderPage('/admin/community?page=3');
    await screen.findByRole('table');
    expect(lastRequest(requests)).toMatchObject({ page: '3', communityCategoryId: '1' });

    await user.click(screen.getByRole('button', { name: '고양이' }));
    await waitFor(() =>
      expect(lastRequest(requests)).toMatchObject({ page: '1', communityCategoryId: '4' }),
    );
    expect(screen.getByRole('button', { name: '고양이' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(lastRequest(requests)).toMatchObject({ page: '2' }));

    await user.type(screen.getByRole('searchbox', { name: '검색어' }), '  모래  {Enter}');
    await waitFor(() =>
      expect(lastRequest(requests)).toEqual({
        page: '1',
        size: '10',
        communityCategoryId: '4',
        searchText: '모래',
      }),
    );
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent(
      '/admin/community?category=4&q=%EB%AA%A8%EB%9E%98',
    );

    await user.clear(screen.getByRole('searchbox', { name: '검색어' }));
    await user.click(screen.getByRole('button', { name: '검색' }));
    // The unfiltered first page was fetched before and is still fresh, so only the address says so.
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent(
      /^\/admin\/community\?category=4$/,
    );
  });

  it('selects all rows and forgets the selection when the rows change', async () => {
    serveList();
    const { user } = renderPage();
    await screen.findByRole('table');
    const all = screen.getByRole('checkbox', { name: '전체 선택' });
    const bulk = screen.getByRole('button', { name: '선택 삭제' });
    expect(bulk).toBeDisabled();

    await user.click(rowCheckbox('산책 코스 추천'));
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);
    expect(bulk).toBeEnabled();

    await user.click(all);
    for (const row of ROWS) expect(rowCheckbox(row.title)).toBeChecked();
    expect(all).toBeChecked();
    expect(screen.getByText('· 3개 선택')).toBeInTheDocument();

    await user.click(all);
    for (const row of ROWS) expect(rowCheckbox(row.title)).not.toBeChecked();

    await user.click(all);
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    expect(
      await screen.findByRole('checkbox', { name: '산책 코스 추천 (2쪽) 선택' }),
    ).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '전체 선택' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: '선택 삭제' })).toBeDisabled();
  });

  it('bulk-deletes the selection after a confirmation, then lists again', async () => {
    const requests = serveList();
    let deleted: unknown = null;
    server.use(
      http.delete('/api/admin/communities', async ({ request }) => {
        deleted = await request.json();
        return ok('게시글 2개를 삭제했습니다.');
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('table');

    await user.click(rowCheckbox('산책 코스 추천'));
    await user.click(rowCheckbox('임보처 구해요'));
    await user.click(screen.getByRole('button', { name: '선택 삭제' }));
    const question = screen.getByRole('alertdialog', {
      name: '선택한 2개 항목을 삭제하시겠습니까?',
    });

    const listed = requests.length;
    await user.click(within(question).getByRole('button', { name: '삭제' }));

    expect(await screen.findByText('게시글 2개를 삭제했습니다.')).toBeInTheDocument();
    expect(deleted).toEqual([30, 28]);
    await waitFor(() => expect(requests.length).toBe(listed + 1));
  });

  it('does nothing when the confirmation is cancelled', async () => {
    serveList();
    let called = false;
    server.use(
      http.delete('/api/admin/communities/:id', () => {
        called = true;
        return HttpResponse.error();
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: '삭제 (고양이 모래 고민)' }));
    const question = screen.getByRole('alertdialog', { name: '게시글을 삭제하시겠습니까?' });
    await user.click(within(question).getByRole('button', { name: '취소' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('deletes one post and says so when that fails', async () => {
    serveList();
    const deletedIds: string[] = [];
    server.use(
      http.delete('/api/admin/communities/:id', ({ params }) => {
        deletedIds.push(String(params.id));
        return fail(500, '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.');
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: '삭제 (고양이 모래 고민)' }));
    await user.click(screen.getByRole('button', { name: '삭제' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.adminDeleteFailed);
    expect(deletedIds).toEqual(['29']);
  });

  it('shows an empty state when nothing matches', async () => {
    server.use(http.get('/api/admin/communities', () => ok(adminPage([]))));
    renderPage();

    expect(await screen.findByText('조건에 맞는 항목이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

import { MESSAGES } from '@daengnyang/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '@/lib/messages.ts';
import { ADMIN_TOKEN } from '@/testing/mocks/accounts.ts';
import { adminNoticeRow, adminPage, multipartFields } from '@/testing/mocks/admin.ts';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { requestLog } from '@/testing/mocks/request-log.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { AdminNoticePage } from './admin-notice-page.tsx';

beforeEach(() => {
  // jsdom has no object URLs; the previews only need some address.
  let next = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:preview-${next++}`),
    revokeObjectURL: vi.fn(),
  });
});

const NOTICES = [
  adminNoticeRow({ noticeId: 18, noticeCategoryName: '이벤트', title: '봄맞이 사진 공모전' }),
  adminNoticeRow({ noticeId: 17, noticeCategoryName: '매거진', title: '앵무새와 친해지기' }),
];

function serveNotices(totalElements = 2) {
  const log = requestLog();
  server.use(
    http.get('/api/admin/notice', ({ request }) => {
      const params = new URL(request.url).searchParams;
      log.add(request);
      return ok(adminPage(NOTICES, { page: Number(params.get('page')), totalElements }));
    }),
  );
  return () => log.urls().map((url) => url.searchParams);
}

function serveSave(method: 'post' | 'put', answer = () => ok(19)) {
  const forms: Map<string, string[]>[] = [];
  server.use(
    http[method]('/api/admin/notice', async ({ request }) => {
      forms.push(multipartFields(await request.text()));
      return answer();
    }),
  );
  return forms;
}

/**
 * Picks a day in a date field as the browser's date picker does: the whole value at once.
 * user-event types into a date field only character by character, which jsdom's date field
 * does not always keep.
 */
function pickDate(field: HTMLElement, day: string) {
  fireEvent.input(field, { target: { value: day } });
}

async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderPage(url = '/admin/notice') {
  return renderApp(<AdminNoticePage />, { url, token: ADMIN_TOKEN });
}

describe('AdminNoticePage', () => {
  it('filters by notice category from page 1, and links rows to their category on the site', async () => {
    const requests = serveNotices(35);
    const { user } = renderPage('/admin/notice?page=2');

    const table = await screen.findByRole('table', { name: '공지 목록' });
    expect(requests().at(-1)?.has('noticeCategoryId')).toBe(false);
    expect(
      within(table).getByRole('link', { name: '봄맞이 사진 공모전 사이트에서 보기 (새 탭)' }),
    ).toHaveAttribute('href', '/notice/3/18');
    expect(
      within(table).getByRole('link', { name: '앵무새와 친해지기 사이트에서 보기 (새 탭)' }),
    ).toHaveAttribute('href', '/notice/2/17');

    await user.click(screen.getByRole('button', { name: '이벤트' }));
    await waitFor(() => expect(requests().at(-1)?.get('noticeCategoryId')).toBe('3'));
    expect(requests().at(-1)?.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: '전체' }));
    await waitFor(() => expect(requests().at(-1)?.has('noticeCategoryId')).toBe(false));
  });

  it('asks for a title and content, then creates an event post with images', async () => {
    const requests = serveNotices();
    const forms = serveSave('post');
    const { user } = renderPage();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: '공지 등록' }));
    const dialog = screen.getByRole('dialog', { name: '공지 등록' });
    expect(
      within(within(dialog).getByLabelText('카테고리'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['공지사항', '매거진', '이벤트']);

    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(within(dialog).getByText(MESSAGES.adminNoticeTitleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.adminNoticeContentRequired)).toBeInTheDocument();
    // The messages come first, not a question whose answer leads to them.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(forms).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('카테고리'), '이벤트');
    await fill(user, within(dialog).getByLabelText('제목'), '가을 산책 사진전');
    await fill(user, within(dialog).getByLabelText('내용'), '산책 사진을 댓글로 올려주세요.');
    await user.upload(within(dialog).getByLabelText('이미지 추가'), [
      new File(['png'], 'a.png', { type: 'image/png' }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: '등록' }));

    expect(await screen.findByText('게시글을 등록했습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(forms[0]?.get('noticeCategoryId')).toEqual(['3']);
    expect(forms[0]?.get('title')).toEqual(['가을 산책 사진전']);
    expect(forms[0]?.get('files')).toHaveLength(1);
    // An event without days: empty, which the server reads as no period.
    expect(forms[0]?.get('eventStartsOn')).toEqual(['']);
    expect(forms[0]?.get('eventEndsOn')).toEqual(['']);
    await waitFor(() => expect(requests()).toHaveLength(2));
  });

  it("asks for an event's first and last day only when the category is 이벤트", async () => {
    serveNotices();
    const { user } = renderPage();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: '공지 등록' }));
    const dialog = screen.getByRole('dialog', { name: '공지 등록' });
    expect(within(dialog).queryByLabelText('시작일')).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('카테고리'), '이벤트');
    const period = within(dialog).getByRole('group', { name: '이벤트 기간' });
    expect(within(period).getByLabelText('시작일')).toHaveAttribute('type', 'date');
    expect(within(period).getByLabelText('종료일')).toHaveAttribute('type', 'date');

    await user.selectOptions(within(dialog).getByLabelText('카테고리'), '매거진');
    expect(within(dialog).queryByLabelText('시작일')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('종료일')).not.toBeInTheDocument();
  });

  it("sends an event's days, and refuses a period that ends before it starts", async () => {
    serveNotices();
    const forms = serveSave('post');
    const { user } = renderPage();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: '공지 등록' }));
    const dialog = screen.getByRole('dialog', { name: '공지 등록' });
    await user.selectOptions(within(dialog).getByLabelText('카테고리'), '이벤트');
    await fill(user, within(dialog).getByLabelText('제목'), '겨울 간식 나눔');
    await fill(user, within(dialog).getByLabelText('내용'), '간식을 나눠요.');
    await user.type(within(dialog).getByLabelText('시작일'), '2026-12-10');
    await user.type(within(dialog).getByLabelText('종료일'), '2026-12-01');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));

    expect(within(dialog).getByText(MESSAGES.adminEventPeriodReversed)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('종료일')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(forms).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('종료일'));
    await user.type(within(dialog).getByLabelText('종료일'), '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));

    expect(await screen.findByText('게시글을 등록했습니다.')).toBeInTheDocument();
    expect(forms).toHaveLength(1);
    expect(forms[0]?.get('eventStartsOn')).toEqual(['2026-12-10']);
    expect(forms[0]?.get('eventEndsOn')).toEqual(['2026-12-31']);
  });

  it("keeps an event's period on edit unless both days are given", async () => {
    serveNotices();
    const forms = serveSave('put');
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: '수정 (봄맞이 사진 공모전)' }));
    const dialog = screen.getByRole('dialog', { name: '공지 수정' });
    expect(within(dialog).getByLabelText('시작일')).toHaveValue('');
    expect(within(dialog).getByRole('group', { name: '이벤트 기간' })).toHaveAccessibleDescription(
      '날짜를 비워 두면 기존 기간이 그대로 유지됩니다.',
    );
    pickDate(within(dialog).getByLabelText('종료일'), '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByText(MESSAGES.adminEventPeriodIncomplete)).toBeInTheDocument();
    expect(forms).toHaveLength(0);

    pickDate(within(dialog).getByLabelText('시작일'), '2026-12-01');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('게시글을 수정했습니다.')).toBeInTheDocument();
    expect(forms[0]?.get('eventStartsOn')).toEqual(['2026-12-01']);
    expect(forms[0]?.get('eventEndsOn')).toEqual(['2026-12-31']);
  });

  it('sends no period for an event moved to another category', async () => {
    serveNotices();
    const forms = serveSave('put');
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: '수정 (봄맞이 사진 공모전)' }));
    const dialog = screen.getByRole('dialog', { name: '공지 수정' });
    pickDate(within(dialog).getByLabelText('시작일'), '2026-12-01');
    pickDate(within(dialog).getByLabelText('종료일'), '2026-12-31');
    await user.selectOptions(within(dialog).getByLabelText('카테고리'), '매거진');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(forms[0]?.get('noticeCategoryId')).toEqual(['2']);
    expect(forms[0]?.get('eventStartsOn')).toEqual(['']);
    expect(forms[0]?.get('eventEndsOn')).toEqual(['']);
  });

  it('says so when creating fails', async () => {
    serveNotices();
    serveSave('post', () => fail(500, MESSAGES.serverError));
    const { user } = renderPage();
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: '공지 등록' }));
    const dialog = screen.getByRole('dialog', { name: '공지 등록' });
    await fill(user, within(dialog).getByLabelText('제목'), '점검 안내');
    await fill(user, within(dialog).getByLabelText('내용'), '새벽에 점검합니다.');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));

    expect(await screen.findByText(ERROR_MESSAGES.noticeRegisterFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '공지 등록' })).toBeInTheDocument();
  });

  it('edits a notice, keeping its category and images unless changed, and says when that fails', async () => {
    serveNotices();
    const forms = serveSave('put', () => fail(500, MESSAGES.serverError));
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: '수정 (앵무새와 친해지기)' }));
    const dialog = screen.getByRole('dialog', { name: '공지 수정' });
    expect(within(dialog).getByLabelText('카테고리')).toHaveValue('2');
    expect(within(dialog).getByLabelText('제목')).toHaveValue('앵무새와 친해지기');
    expect(
      within(dialog).getByText('새 이미지를 선택하면 기존 이미지가 교체됩니다.'),
    ).toBeVisible();

    await fill(user, within(dialog).getByLabelText('제목'), ' 2편');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(await screen.findByText(ERROR_MESSAGES.noticeEditFailed)).toBeInTheDocument();
    expect(forms[0]?.get('noticeId')).toEqual(['17']);
    expect(forms[0]?.get('title')).toEqual(['앵무새와 친해지기 2편']);
    expect(forms[0]?.get('noticeCategoryId')).toEqual(['']);
    expect(forms[0]?.get('content')).toEqual(['']);
    expect(forms[0]?.has('files')).toBe(false);
  });
});

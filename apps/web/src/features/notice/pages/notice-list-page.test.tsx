import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageOf } from '@/testing/mocks/community.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { notice } from '@/testing/mocks/notice.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { NoticeListPage } from './notice-list-page.tsx';

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="주소">{`${pathname}${search}`}</output>;
}

function renderList(url: string) {
  return renderApp(
    <>
      <Routes>
        <Route path="/notice/:category" element={<NoticeListPage />} />
        <Route path="/notice/:category/:noticeId" element={<p>소식 화면</p>} />
      </Routes>
      <Location />
    </>,
    { url },
  );
}

const NOTICES = [
  notice({ noticeId: 41, title: '서버 점검 안내' }),
  notice({
    noticeId: 40,
    title: '커뮤니티 이용 규칙 안내',
    createdAt: '2024-01-15T09:00:00+09:00',
  }),
];

const MAGAZINE = [
  notice({
    noticeId: 52,
    noticeCategoryId: 2,
    title: '여름철 산책, 이 시간만은 피하세요',
    views: 77,
    noticeImgs: [
      {
        imgUrl: 'http://localhost/uploads/walk.webp',
        thumbImgUrl: 'http://localhost/uploads/walk-t.webp',
        description: null,
      },
    ],
  }),
  notice({ noticeId: 51, noticeCategoryId: 2, title: '고양이 음수량 늘리기' }),
];

/** Answers each board with its items, `totalElements` long, and records the requests. */
function serveLists(totalElements?: number) {
  const requests: URL[] = [];
  server.use(
    http.get('/api/notice/:categoryId', ({ request, params }) => {
      const url = new URL(request.url);
      requests.push(url);
      const items = params.categoryId === '1' ? NOTICES : MAGAZINE;
      const page = Number(url.searchParams.get('page'));
      return ok(pageOf(items, { page, totalElements: totalElements ?? items.length }));
    }),
  );
  return requests;
}

const address = () => screen.getByRole('status', { name: '주소' });

afterEach(() => {
  vi.useRealTimers();
});

describe('NoticeListPage', () => {
  it('shows notices as rows of title, author and date', async () => {
    const requests = serveLists();
    renderList('/notice/1');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['제목', '작성자', '작성일']);
    expect(rows[1]).toHaveTextContent('서버 점검 안내');
    expect(rows[1]).toHaveTextContent('댕냥관리자');
    expect(rows[1]).toHaveTextContent('2024-02-01');
    expect(screen.getByRole('link', { name: '커뮤니티 이용 규칙 안내' })).toHaveAttribute(
      'href',
      '/notice/1/40',
    );
    expect(screen.getByRole('tab', { name: '공지사항' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: '공지사항' })).toBeInTheDocument();
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toMatchObject({
      page: '1',
      size: '10',
    });
    expect(document.title).toBe('공지사항 | 댕냥');
  });

  it('shows magazine articles as cards with picture, title, date and views', async () => {
    serveLists();
    renderList('/notice/2');

    const card = await screen.findByRole('link', { name: /여름철 산책/ });
    expect(card).toHaveAttribute('href', '/notice/2/52');
    expect(within(card).getByRole('presentation')).toHaveAttribute(
      'src',
      'http://localhost/uploads/walk-t.webp',
    );
    expect(card).toHaveTextContent('2024-02-01');
    expect(card).toHaveTextContent('조회수77');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /고양이 음수량/ })).queryByRole('img'),
    ).toBeNull();
  });

  it('draws a different scene for neighbouring event cards without a picture', async () => {
    const events = [
      notice({ noticeId: 62, noticeCategoryId: 3, title: '사진 콘테스트' }),
      notice({ noticeId: 61, noticeCategoryId: 3, title: '퀴즈 대잔치' }),
    ];
    server.use(http.get('/api/notice/:categoryId', () => ok(pageOf(events))));
    renderList('/notice/3');

    const picture = (name: string) =>
      screen.getByRole('link', { name: new RegExp(name) }).querySelector('svg[aria-hidden]');
    await screen.findByRole('link', { name: /사진 콘테스트/ });
    const first = picture('사진 콘테스트');
    const second = picture('퀴즈 대잔치');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(first?.innerHTML).not.toBe(second?.innerHTML);
  });

  it("tells on each event card whether it is upcoming, running or over, by Seoul's calendar", async () => {
    // 00:30 on 25 November in Seoul, still the 24th in UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T15:30:00Z'));
    const event = (noticeId: number, title: string, startsOn: string, endsOn: string) =>
      notice({ noticeId, noticeCategoryId: 3, title, eventPeriod: { startsOn, endsOn } });
    const events = [
      event(74, '겨울 간식 나눔', '2026-11-25', '2026-12-10'),
      event(73, '연말 사진전', '2026-12-01', '2026-12-31'),
      event(72, '가을 산책 챌린지', '2026-11-01', '2026-11-24'),
      event(71, '작년 겨울 이벤트', '2025-12-01', '2025-12-31'),
      notice({ noticeId: 70, noticeCategoryId: 3, title: '상시 퀴즈' }),
    ];
    server.use(http.get('/api/notice/:categoryId', () => ok(pageOf(events))));
    renderList('/notice/3');

    const card = (title: string) => screen.getByRole('link', { name: new RegExp(title) });
    await screen.findByRole('link', { name: /겨울 간식 나눔/ });
    expect(within(card('겨울 간식 나눔')).getByText('진행중')).toBeInTheDocument();
    expect(card('겨울 간식 나눔')).toHaveTextContent('11.25 – 12.10');
    expect(within(card('연말 사진전')).getByText('예정')).toBeInTheDocument();
    expect(card('연말 사진전')).toHaveTextContent('12.01 – 12.31');
    expect(within(card('가을 산책 챌린지')).getByText('마감')).toBeInTheDocument();
    expect(within(card('작년 겨울 이벤트')).getByText('마감')).toBeInTheDocument();
    expect(card('작년 겨울 이벤트')).toHaveTextContent('2025.12.01 – 2025.12.31');
    expect(card('상시 퀴즈')).not.toHaveTextContent(/예정|진행중|마감|기간/);
  });

  it('starts another tab on its first page', async () => {
    const requests = serveLists(25);
    const { user } = renderList('/notice/1?page=2');
    await screen.findByRole('table');
    expect(requests[0]?.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('tab', { name: '이벤트' }));

    await waitFor(() => expect(address()).toHaveTextContent(/^\/notice\/3$/));
    expect(screen.getByRole('heading', { level: 1, name: '이벤트' })).toBeInTheDocument();
    await waitFor(() => expect(requests.at(-1)?.pathname).toBe('/api/notice/3'));
    expect(requests.at(-1)?.searchParams.get('page')).toBe('1');
    expect(await screen.findByRole('button', { name: '1 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('pages 10 at a time with the page in the URL', async () => {
    const requests = serveLists(25);
    const { user } = renderList('/notice/1');
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: '3 페이지' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '4 페이지' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '3 페이지' }));

    await waitFor(() => expect(requests.at(-1)?.searchParams.get('page')).toBe('3'));
    expect(address()).toHaveTextContent('/notice/1?page=3');
  });

  it('records the view before opening a notice', async () => {
    serveLists();
    const views: string[] = [];
    server.use(
      http.post('/api/notice/:categoryId/:noticeId', async ({ params }) => {
        views.push(`${params.categoryId}/${params.noticeId}`);
        await delay(20);
        return ok(0);
      }),
    );
    const { user } = renderList('/notice/2');

    await user.click(await screen.findByRole('link', { name: /여름철 산책/ }));

    expect(await screen.findByText('소식 화면')).toBeInTheDocument();
    expect(views).toEqual(['2/52']);
    expect(address()).toHaveTextContent('/notice/2/52');
  });

  it('says so when a board is empty, after grey placeholders while loading', async () => {
    server.use(
      http.get('/api/notice/:categoryId', async () => {
        await delay(50);
        return ok(pageOf([]));
      }),
    );
    renderList('/notice/3');

    expect(screen.getByRole('status', { name: '불러오는 중' })).toBeInTheDocument();
    expect(await screen.findByText('게시물을 찾을 수 없습니다.')).toBeInTheDocument();
  });
});

import { MESSAGES } from '@daengnyang/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { foodImage, foodItem, pagedOf } from '@/testing/mocks/food.ts';
import { foundPost } from '@/testing/mocks/search.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { SearchPage } from './search-page.tsx';

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="주소">{decodeURIComponent(`${pathname}${search}`)}</output>;
}

function renderSearch(url: string) {
  return renderApp(
    <>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
        <Route path="/search/:searchword" element={<SearchPage />} />
        <Route path="/community/:category/:communityId" element={<p>게시글 화면</p>} />
      </Routes>
      <Location />
    </>,
    { url },
  );
}

type Call = { categoryId?: string; query: URLSearchParams };

/** Answers both searches (2 posts of 7, 1 food of 30 by default) and records every call. */
function serveSearch({ posts = 7, foods = 30 } = {}) {
  const calls = { communities: [] as Call[], foods: [] as Call[] };
  server.use(
    http.get('/api/search/communities/:categoryId', ({ request, params }) => {
      const query = new URL(request.url).searchParams;
      const categoryId = String(params.categoryId);
      calls.communities.push({ categoryId, query });
      const page = Number(query.get('page'));
      const content =
        posts === 0
          ? []
          : [
              foundPost({
                communityId: 35,
                communityCategoryId: 6,
                title: `${categoryId}번 게시판 ${page}쪽: 산책길에 잃어버린 강아지`,
              }),
              foundPost({ communityId: 36, communityImgs: [foodImage('walk')] }),
            ];
      return ok(pagedOf(content, { page, size: 5, totalElements: posts }));
    }),
    http.get('/api/search/foods', ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.foods.push({ query });
      const page = Number(query.get('page'));
      const content =
        foods === 0
          ? []
          : [foodItem({ foodId: 40 + page, title: `산책 간식 ${page}쪽`, price: 8900 })];
      return ok(pagedOf(content, { page, size: 12, totalElements: foods }));
    }),
  );
  return calls;
}

const address = () => screen.getByRole('status', { name: '주소' });

describe('SearchPage', () => {
  it('asks for a word without one, and searches nothing until a word is typed', async () => {
    const calls = serveSearch();
    const { user } = renderSearch('/search');

    expect(screen.getByRole('heading', { name: '무엇이 궁금하세요?' })).toBeInTheDocument();
    expect(document.title).toBe('검색 | 댕냥');
    const box = screen.getByRole('searchbox', { name: '검색어' });

    await user.type(box, '   {Enter}');
    expect(address()).toHaveTextContent('/search');
    expect(calls.communities).toHaveLength(0);
    expect(calls.foods).toHaveLength(0);

    await user.type(box, ' 산책 ');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(address()).toHaveTextContent('/search/산책');
    await screen.findByRole('tab', { name: '커뮤니티(7)' });
    expect(calls.communities[0]?.query.get('searchText')).toBe('산책');
  });

  it('takes the home search box address /search?q= to /search/{word}', async () => {
    serveSearch();
    renderSearch('/search?q=%20%EC%82%B0%EC%B1%85%20');

    await waitFor(() => expect(address()).toHaveTextContent('/search/산책'));
    expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('산책');
  });

  it('shows both totals in the tabs and the community results of category 1, 5 a page', async () => {
    const calls = serveSearch();
    renderSearch('/search/산책');

    const communityTab = await screen.findByRole('tab', { name: '커뮤니티(7)' });
    expect(communityTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: '먹거리(30)' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(calls.communities[0]?.categoryId).toBe('1');
    expect(calls.communities[0]?.query.get('size')).toBe('5');
    expect(calls.communities[0]?.query.get('page')).toBe('1');
    expect(calls.foods[0]?.query.get('size')).toBe('12');

    const chips = screen.getByRole('group', { name: '카테고리' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['전체', '자유게시판', '강아지', '고양이', '특수동물', '실종 / 목격', '임보 / 입양']);
    expect(within(chips).getByRole('button', { name: '전체' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const link = screen.getByRole('link', { name: /1번 게시판 1쪽: 산책길에 잃어버린 강아지/ });
    expect(link).toHaveAttribute('href', '/community/6/35');
    expect(within(link).getByText('실종 / 목격')).toBeInTheDocument();
    // Results sit right under the page's h1: their titles are h2, with no level skipped.
    expect(within(link).getByRole('heading', { level: 2 })).toHaveTextContent(
      '1번 게시판 1쪽: 산책길에 잃어버린 강아지',
    );
    expect(document.title).toBe("'산책' 검색 결과 | 댕냥");
  });

  it('filters by a category chip and pages the community results from 1', async () => {
    const calls = serveSearch();
    const { user } = renderSearch('/search/산책?tab=community&category=1&page=2');

    expect(await screen.findByText(/1번 게시판 2쪽/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '강아지' }));

    expect(await screen.findByText(/3번 게시판 1쪽/)).toBeInTheDocument();
    expect(address()).toHaveTextContent('/search/산책?tab=community&category=3&page=1');

    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    expect(await screen.findByText(/3번 게시판 2쪽/)).toBeInTheDocument();
    expect(calls.communities.at(-1)?.query.get('page')).toBe('2');
    expect(calls.communities.at(-1)?.categoryId).toBe('3');
  });

  it('switches to the food grid and pages it', async () => {
    const calls = serveSearch();
    const { user } = renderSearch('/search/산책');

    await user.click(await screen.findByRole('tab', { name: '먹거리(30)' }));

    const panel = screen.getByRole('tabpanel', { name: '먹거리(30)' });
    const card = await within(panel).findByRole('link', { name: /산책 간식 1쪽/ });
    expect(card).toHaveAttribute('href', '/food/41');
    expect(within(card).getByText('8,900원')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(/산책 간식 1쪽/);
    expect(address()).toHaveTextContent('/search/산책?tab=food&category=1&page=1');

    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(await screen.findByRole('link', { name: /산책 간식 3쪽/ })).toBeInTheDocument();
    expect(calls.foods.at(-1)?.query.get('page')).toBe('3');
  });

  it('shows the empty-state picture and 게시물을 찾을 수 없습니다. on both tabs', async () => {
    serveSearch({ posts: 0, foods: 0 });
    const { user } = renderSearch('/search/없는말');

    expect(await screen.findByText('게시물을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '커뮤니티(0)' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('tab', { name: '먹거리(0)' }));
    const panel = screen.getByRole('tabpanel', { name: '먹거리(0)' });
    expect(within(panel).getByText('게시물을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(panel.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('counts a view before opening a post', async () => {
    serveSearch();
    const views: string[] = [];
    server.use(
      http.post('/api/communities/:categoryId/:communityId', ({ params }) => {
        views.push(`${params.categoryId}/${params.communityId}`);
        return ok(0);
      }),
    );
    const { user } = renderSearch('/search/산책');

    await user.click(await screen.findByRole('link', { name: /산책길에 잃어버린 강아지/ }));

    expect(await screen.findByText('게시글 화면')).toBeInTheDocument();
    expect(views).toEqual(['6/35']);
    expect(address()).toHaveTextContent('/community/6/35');
  });

  it("shows the server's message when a search fails", async () => {
    serveSearch();
    server.use(
      http.get('/api/search/communities/:categoryId', () => fail(400, MESSAGES.searchTextTooLong)),
    );
    renderSearch('/search/산책');

    expect(await screen.findByText(MESSAGES.searchTextTooLong)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});

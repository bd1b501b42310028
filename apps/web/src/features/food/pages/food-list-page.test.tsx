import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/mocks/envelope.ts';
import { foodImage, foodItem, pagedOf } from '@/testing/mocks/food.ts';
import { requestLog } from '@/testing/mocks/request-log.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { FoodListPage } from './food-list-page.tsx';

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="주소">{`${pathname}${search}`}</output>;
}

/** Answers the food list and records the query of every call. */
function serveFoods(totalElements = 40) {
  const log = requestLog();
  server.use(
    http.get('/api/foods', ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.add(request);
      const page = Number(query.get('page'));
      return ok(
        pagedOf(
          [
            foodItem({ foodId: page * 100 + 1, title: `${query.get('sort')} ${page}쪽 첫 먹거리` }),
            foodItem({
              foodId: page * 100 + 2,
              foodCategoryId: 1,
              title: '달빛사료 에어드라이 소고기 1kg',
              price: 1_234_500,
              foodImgs: [foodImage('beef-1'), foodImage('beef-2')],
            }),
          ],
          { page, totalElements },
        ),
      );
    }),
  );
  return () => log.urls().map((url) => url.searchParams);
}

function renderList(url = '/food') {
  return renderApp(
    <>
      <Routes>
        <Route path="/food" element={<FoodListPage />} />
      </Routes>
      <Location />
    </>,
    { url },
  );
}

describe('FoodListPage', () => {
  it('shows a skeleton, then a grid card per food with thumbnail, title, price and category', async () => {
    const queries = serveFoods();
    renderList();

    expect(screen.getByRole('status', { name: '불러오는 중' })).toBeInTheDocument();
    const card = (
      await screen.findByRole('heading', { name: '달빛사료 에어드라이 소고기 1kg' })
    ).closest('a');
    if (card === null) throw new Error('the card is not a link');
    expect(card).toHaveAttribute('href', '/food/102');
    expect(within(card).getByText('1,234,500원')).toBeInTheDocument();
    expect(within(card).getByText('사료')).toBeInTheDocument();
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('src', foodImage('beef-1').thumbImgUrl);
    // The first row's pictures come first (food-grid.test.tsx: the other rows wait).
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(queries()[0]?.get('sort')).toBe('rank');
    expect(queries()[0]?.get('page')).toBe('1');
    expect(queries()[0]?.get('size')).toBe('16');
    expect(document.title).toBe('먹거리 | 댕냥');
  });

  it('offers the four sorts, ranking first, and keeps the chosen one in the address', async () => {
    const queries = serveFoods();
    const { user } = renderList();

    const sorts = screen.getByRole('group', { name: '정렬' });
    expect(
      within(sorts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['랭킹순', '낮은 가격순', '높은 가격순', '최신순']);
    expect(within(sorts).getByRole('button', { name: '랭킹순' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    for (const [label, sort] of [
      ['낮은 가격순', 'price_asc'],
      ['높은 가격순', 'price_desc'],
      ['최신순', 'new'],
    ] as const) {
      await user.click(within(sorts).getByRole('button', { name: label }));
      expect(await screen.findByText(`${sort} 1쪽 첫 먹거리`)).toBeInTheDocument();
      expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent(
        `/food?sort=${sort}&page=1`,
      );
    }
    expect(queries().map((query) => query.get('sort'))).toEqual([
      'rank',
      'price_asc',
      'price_desc',
      'new',
    ]);
  });

  it('pages through the foods and starts a new sort on page 1', async () => {
    const queries = serveFoods(40);
    const { user } = renderList('/food?sort=price_desc&page=2');

    expect(await screen.findByText('price_desc 2쪽 첫 먹거리')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(await screen.findByText('price_desc 3쪽 첫 먹거리')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent(
      '/food?sort=price_desc&page=3',
    );

    await user.click(screen.getByRole('button', { name: '최신순' }));
    await waitFor(() => expect(queries().at(-1)?.get('page')).toBe('1'));
    expect(queries().at(-1)?.get('sort')).toBe('new');
  });

  it('keeps the shown cards, marked busy, until the next page arrives', async () => {
    serveFoods(40);
    const { user } = renderList();
    const grid = await screen.findByRole('list', { name: '먹거리 목록' });
    expect(grid).not.toHaveAttribute('aria-busy');

    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/foods', async () => {
        await answered;
        return ok(pagedOf([foodItem({ foodId: 201, title: '2쪽 먹거리' })], { page: 2 }));
      }),
    );
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'true'));
    expect(within(grid).getByText('rank 1쪽 첫 먹거리')).toBeInTheDocument();

    answer();
    expect(await screen.findByText('2쪽 먹거리')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '먹거리 목록' })).not.toHaveAttribute('aria-busy');
  });

  it('falls back to ranking order for an unknown sort in the address', async () => {
    const queries = serveFoods();
    renderList('/food?sort=cheapest&page=abc');

    expect(await screen.findByText('rank 1쪽 첫 먹거리')).toBeInTheDocument();
    expect(queries()[0]?.get('page')).toBe('1');
  });
});

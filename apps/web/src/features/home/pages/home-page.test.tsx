import type { BestCommunity } from '@daengnyang/contract/community';
import { MESSAGES } from '@daengnyang/contract/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, type RequestHandler } from 'msw';
import { Route, Routes, useLocation, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { cssClass } from '@/testing/css-class.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { BEST_COMMUNITY, homeHandlers } from '@/testing/mocks/home.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import carouselStyles from '../components/food-carousel.module.css';
import { HomePage } from './home-page.tsx';

function SearchWord() {
  return <p>검색어: {useSearchParams()[0].get('q')}</p>;
}

function Elsewhere() {
  return <p>이동: {useLocation().pathname}</p>;
}

/** `overrides` answer before the home handlers: the page asks as soon as it renders. */
function renderHome(...overrides: RequestHandler[]) {
  server.use(...overrides, ...homeHandlers);
  return renderApp(
    <Routes>
      <Route path={paths.home.path} element={<HomePage nearbyPlaces={<p>지도 자리</p>} />} />
      <Route path={paths.search.path} element={<SearchWord />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
  );
}

describe('HomePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('greets with the headline, the three image links and the nearby map', async () => {
    renderHome();

    expect(
      screen.getByRole('heading', { level: 1, name: '반려동물과 함께하는 모든 순간, 댕냥' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('홈 | 댕냥');
    const shortcuts = screen.getByRole('navigation', { name: '바로가기' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/community/1', '/food', '/map/1']);
    expect(screen.getByText('지도 자리')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /지도에서 더 보기/ })).toHaveAttribute(
      'href',
      '/map/1',
    );
    await screen.findByText('산책 후 발 닦는 꿀팁');
  });

  it('searches for the trimmed word with Enter', async () => {
    const { user } = renderHome();

    await user.type(screen.getByRole('searchbox', { name: '검색어' }), '  강아지 사료 {Enter}');

    expect(await screen.findByText('검색어: 강아지 사료')).toBeInTheDocument();
  });

  it('searches with the icon button, and ignores an empty or blank word', async () => {
    const { user } = renderHome();
    const box = screen.getByRole('searchbox', { name: '검색어' });

    await user.click(screen.getByRole('button', { name: '검색' }));
    await user.type(box, '    {Enter}');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/검색어:/)).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, ' 고양이');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('검색어: 고양이')).toBeInTheDocument();
  });

  it('features four posts with their labels, and a friendly card where none qualifies', async () => {
    renderHome();

    const posts = await screen.findByRole('list', { name: '추천 게시글' });
    const cards = within(posts).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('인기글'),
      expect.stringContaining('조회수 TOP'),
      expect.stringContaining('실종·목격'),
      expect.stringContaining('임보·입양'),
    ]);
    const liked = within(posts).getByRole('link', { name: /산책 후 발 닦는 꿀팁/ });
    expect(liked).toHaveAttribute('href', '/community/3/31');
    expect(liked.querySelector('img')).toHaveAttribute(
      'src',
      'http://localhost/uploads/walk-thumb.webp',
    );
    expect(within(liked).getByTitle('멍멍집사')).toHaveTextContent('멍멍집사');
    expect(cards[3]).toHaveTextContent('아직 임보·입양 글이 없어요.');
    expect(within(cards[3] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('counts a view before opening a featured post', async () => {
    const events: string[] = [];
    let answerView: () => void = () => undefined;
    const viewAnswered = new Promise<void>((resolve) => {
      answerView = resolve;
    });
    const { user } = renderHome();
    server.use(
      http.post('/api/communities/:categoryId/:communityId', async ({ params }) => {
        events.push(`view ${params.categoryId}/${params.communityId}`);
        await viewAnswered;
        return ok(0);
      }),
    );

    await user.click(await screen.findByRole('link', { name: /고양이 숨숨집 추천해주세요/ }));

    await waitFor(() => expect(events).toEqual(['view 4/32']));
    expect(screen.queryByText(/이동:/)).not.toBeInTheDocument();
    answerView();
    expect(await screen.findByText('이동: /community/4/32')).toBeInTheDocument();
  });

  it('shows the foods three at a time, with previous and next stopping at the ends', async () => {
    const { user } = renderHome();
    const foods = await screen.findByRole('list', { name: '인기 먹거리' });
    const previous = screen.getByRole('button', { name: '이전 먹거리' });
    const next = screen.getByRole('button', { name: '다음 먹거리' });
    const shownTitles = () =>
      within(foods)
        .getAllByRole('listitem')
        .filter((item) => !item.classList.contains(cssClass(carouselStyles, 'outOfView')))
        .map((item) => item.querySelector('a')?.getAttribute('href'));

    expect(shownTitles()).toEqual(['/food/1', '/food/2', '/food/3']);
    expect(foods).toHaveTextContent('32,900원');
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(shownTitles()).toEqual(['/food/2', '/food/3', '/food/4']);
    expect(previous).toBeEnabled();
    await user.click(next);
    await user.click(next);
    expect(shownTitles()).toEqual(['/food/4', '/food/5', '/food/6']);
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(shownTitles()).toEqual(['/food/3', '/food/4', '/food/5']);
    expect(next).toBeEnabled();
  });

  it('moves the focus to the other arrow when one reaches its end', async () => {
    const { user } = renderHome();
    await screen.findByRole('list', { name: '인기 먹거리' });
    const previous = screen.getByRole('button', { name: '이전 먹거리' });
    const next = screen.getByRole('button', { name: '다음 먹거리' });

    await user.click(next);
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    expect(next).toBeDisabled();
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}{Enter}{Enter}');
    expect(previous).toBeDisabled();
    expect(next).toHaveFocus();
  });

  it('walks the foods with the arrow keys, the row following the focus, and opens one with Enter', async () => {
    const { user } = renderHome();
    const foods = await screen.findByRole('list', { name: '인기 먹거리' });
    const focusedCard = () => document.activeElement?.getAttribute('href');
    const shownCards = () =>
      within(foods)
        .getAllByRole('listitem')
        .filter((item) => !item.classList.contains(cssClass(carouselStyles, 'outOfView')))
        .map((item) => item.querySelector('a')?.getAttribute('href'));
    const [firstCard] = within(foods).getAllByRole('link');
    act(() => firstCard?.focus());

    await user.keyboard('{ArrowRight}');
    expect(focusedCard()).toBe('/food/2');
    expect(shownCards()).toEqual(['/food/1', '/food/2', '/food/3']);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedCard()).toBe('/food/4');
    expect(shownCards()).toEqual(['/food/2', '/food/3', '/food/4']);
    await user.keyboard('{End}');
    expect(focusedCard()).toBe('/food/6');
    expect(shownCards()).toEqual(['/food/4', '/food/5', '/food/6']);
    await user.keyboard('{ArrowRight}');
    expect(focusedCard()).toBe('/food/6');
    await user.keyboard('{Home}');
    expect(focusedCard()).toBe('/food/1');
    expect(shownCards()).toEqual(['/food/1', '/food/2', '/food/3']);

    await user.keyboard('{ArrowRight}{Enter}');
    expect(await screen.findByText('이동: /food/2')).toBeInTheDocument();
  });

  it('keeps both arrows off when three foods or fewer exist', async () => {
    renderHome(http.get('/api/bestfood', () => ok([])));

    expect(await screen.findByText('아직 소개할 먹거리가 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다음 먹거리' })).not.toBeInTheDocument();
  });

  it('folds a featured post by a blocked author until 보기', async () => {
    const { mostLiked } = BEST_COMMUNITY;
    if (mostLiked === null) throw new Error('the home mock has a most-liked post');
    const { user } = renderHome(
      http.get('/api/bestcommunity', () =>
        ok<BestCommunity>({ ...BEST_COMMUNITY, mostLiked: { ...mostLiked, blockedAuthor: true } }),
      ),
    );

    expect(await screen.findByText(MESSAGES.blockedAuthorPost)).toBeVisible();
    expect(screen.queryByText(mostLiked.title)).not.toBeInTheDocument();
    expect(screen.getByText('고양이 숨숨집 추천해주세요')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '보기' }));
    expect(screen.getByRole('link', { name: new RegExp(mostLiked.title) })).toHaveAttribute(
      'href',
      `/community/${mostLiked.communityCategoryId}/${mostLiked.communityId}`,
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { pagedOf } from '@/testing/mocks/food.ts';
import { myComment, myLikedFood, myPageHandlers, myPost } from '@/testing/mocks/mypage.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { MypagePage } from './mypage-page.tsx';

function renderMypage(token?: string) {
  return renderApp(
    <Routes>
      <Route path="/mypage" element={<MypagePage />} />
      <Route path="/auth/login" element={<p>로그인 화면</p>} />
    </Routes>,
    { url: '/mypage', token },
  );
}

const panel = (name: string) => screen.findByRole('region', { name: new RegExp(`^${name}`) });

describe('MypagePage', () => {
  it('sends a visitor to the login page', async () => {
    renderMypage();

    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
  });

  it('sends a token the server no longer accepts to the login page', async () => {
    renderMypage('withdrawn-jwt');

    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
  });

  it('shows the profile: image, nickname, provider, e-mail and the three counts', async () => {
    server.use(...myPageHandlers());
    renderMypage(USER_TOKEN);

    expect(await screen.findByRole('heading', { level: 2, name: '멍멍집사' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '프로필 이미지' })).toHaveAttribute(
      'src',
      'http://localhost/static/default-profile.png',
    );
    expect(screen.getByText('카카오 로그인')).toBeInTheDocument();
    expect(screen.getByText('owner@example.com')).toBeInTheDocument();
    const counts = screen.getByRole('list', { name: '나의 활동' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['작성한 글4', '작성한 댓글11', '찜한 먹거리2']);
    expect(screen.getByRole('button', { name: '회원 탈퇴' })).toBeInTheDocument();
    expect(document.title).toBe('마이페이지 | 댕냥');
  });

  it('serves an administrator too, without the withdraw link the server would refuse', async () => {
    server.use(...myPageHandlers());
    renderMypage(ADMIN_TOKEN);

    expect(
      await screen.findByRole('heading', { level: 2, name: '댕냥관리자' }),
    ).toBeInTheDocument();
    expect(screen.getByText('관리자 계정')).toBeInTheDocument();
    expect(screen.getByText('이메일 정보 없음')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '회원 탈퇴' })).not.toBeInTheDocument();
  });

  it('lists my posts in a table linking to /community/1/{id}, 5 a page', async () => {
    const sizes: (string | null)[] = [];
    server.use(
      http.get('/api/mypage/community', ({ request }) => {
        const query = new URL(request.url).searchParams;
        sizes.push(query.get('size'));
        const page = Number(query.get('page'));
        return ok(
          pagedOf([myPost({ communityId: 100 + page, title: `${page}쪽 글`, views: 77 })], {
            page,
            size: 5,
            totalElements: 12,
          }),
        );
      }),
      ...myPageHandlers(),
    );
    const { user } = renderMypage(USER_TOKEN);

    const posts = await panel('내가 쓴 글');
    const table = await within(posts).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['카테고리', '제목', '작성일', '좋아요', '조회수']);
    const row = within(table).getAllByRole('row')[1];
    if (row === undefined) throw new Error('no row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['강아지', '1쪽 글', '2024-03-05', '3', '77']);
    expect(within(row).getByRole('link', { name: '1쪽 글' })).toHaveAttribute(
      'href',
      '/community/1/101',
    );

    const pager = within(posts).getByRole('navigation', { name: '내가 쓴 글 페이지 이동' });
    await user.click(within(pager).getByRole('button', { name: '3 페이지' }));
    expect(await within(posts).findByRole('link', { name: '3쪽 글' })).toHaveAttribute(
      'href',
      '/community/1/103',
    );
    expect(sizes.every((size) => size === '5')).toBe(true);
  });

  it("shows the status of a post's lost-pet report before its title", async () => {
    server.use(
      http.get('/api/mypage/community', () =>
        ok(
          pagedOf(
            [
              myPost({
                communityId: 61,
                communityCategoryId: 6,
                title: '까망이를 찾아요',
                petReportStatus: 'searching',
              }),
              myPost({
                communityId: 62,
                communityCategoryId: 6,
                title: '콩이 찾았어요',
                petReportStatus: 'reunited',
              }),
              myPost({ communityId: 63, title: '오늘의 산책' }),
            ],
            { size: 5 },
          ),
        ),
      ),
      ...myPageHandlers(),
    );
    renderMypage(USER_TOKEN);

    const rowOf = async (title: string) =>
      (await screen.findByRole('link', { name: title })).closest('td');
    expect(await rowOf('까망이를 찾아요')).toHaveTextContent(/^찾는 중까망이를 찾아요$/);
    expect(await rowOf('콩이 찾았어요')).toHaveTextContent(/^가족을 만났어요콩이 찾았어요$/);
    expect(await rowOf('오늘의 산책')).toHaveTextContent(/^오늘의 산책$/);
  });

  it('links each comment to what it was written on, 3 a page', async () => {
    let size: string | null = null;
    server.use(
      http.get('/api/mypage/comment', ({ request }) => {
        size = new URL(request.url).searchParams.get('size');
        return ok(
          pagedOf(
            [
              myComment({
                type: 'COMMUNITY',
                parentCategoryName: '고양이',
                parentId: 11,
                parentTitle: '고양이 글',
                commentId: 1,
              }),
              myComment({
                type: 'FOOD',
                parentCategoryName: '간식',
                parentId: 26,
                parentTitle: '캣닢 쿠키',
                commentId: 1,
                content: '잘 먹어요',
                createdAt: '2024-05-01T18:45:00+09:00',
              }),
              myComment({
                type: 'NOTICE',
                parentCategoryName: '이벤트',
                parentId: 16,
                parentTitle: '사진 콘테스트',
                commentId: 2,
              }),
            ],
            { size: 3, totalElements: 3 },
          ),
        );
      }),
      ...myPageHandlers(),
    );
    renderMypage(USER_TOKEN);

    const comments = await panel('내가 쓴 댓글');
    expect(await within(comments).findByRole('link', { name: '고양이 글' })).toHaveAttribute(
      'href',
      '/community/1/11',
    );
    expect(within(comments).getByRole('link', { name: '캣닢 쿠키' })).toHaveAttribute(
      'href',
      '/food/26',
    );
    // A notice's address needs its category: events are 3.
    expect(within(comments).getByRole('link', { name: '사진 콘테스트' })).toHaveAttribute(
      'href',
      '/notice/3/16',
    );
    expect(within(comments).getByText('커뮤니티 > 고양이')).toBeInTheDocument();
    expect(within(comments).getByText('먹거리 > 간식')).toBeInTheDocument();
    expect(within(comments).getByText('잘 먹어요')).toBeInTheDocument();
    expect(within(comments).getByText('2024-05-01 18:45')).toBeInTheDocument();
    expect(size).toBe('3');
  });

  it('shows the empty state of each panel', async () => {
    server.use(...myPageHandlers({ posts: [], comments: [], likedFoods: [] }));
    renderMypage(USER_TOKEN);

    expect(await screen.findByText('작성한 게시글이 없습니다.')).toBeInTheDocument();
    expect(await screen.findByText('아직 작성한 댓글이 없습니다.')).toBeInTheDocument();
    expect(await screen.findByText('아직 찜한 먹거리가 없습니다.')).toBeInTheDocument();
  });

  it('shows my liked foods 4 a page with price, buy link and a pressed heart', async () => {
    let size: string | null = null;
    server.use(
      http.get('/api/mypage/food', ({ request }) => {
        size = new URL(request.url).searchParams.get('size');
        return ok(pagedOf([myLikedFood()], { size: 4 }));
      }),
      ...myPageHandlers(),
    );
    renderMypage(USER_TOKEN);

    const liked = await panel('찜한 먹거리');
    const card = await within(liked).findByRole('article');
    expect(within(card).getByRole('link', { name: '초록들판 캣닢 쿠키 60g' })).toHaveAttribute(
      'href',
      '/food/26',
    );
    expect(within(card).getByText('간식')).toBeInTheDocument();
    expect(within(card).getByText('12,900원')).toBeInTheDocument();
    const buy = within(card).getByRole('link', {
      name: '구매하기 (초록들판 캣닢 쿠키 60g, 새 창)',
    });
    expect(buy).toHaveAttribute('href', 'https://petmall.example.net/goods/13472');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByRole('button', { name: '12 좋아요' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(size).toBe('4'));
  });

  it('unlikes a food, then refreshes the list and the liked-food count', async () => {
    const liked = {
      foods: [myLikedFood({ foodId: 26 }), myLikedFood({ foodId: 27, title: '연어 사료' })],
    };
    let principalCalls = 0;
    const unliked: string[] = [];
    server.use(
      http.get('/api/mypage/food', () => ok(pagedOf(liked.foods, { size: 4 }))),
      http.delete('/api/foods/:foodId/dislike', ({ params }) => {
        unliked.push(String(params.foodId));
        liked.foods = liked.foods.filter((food) => String(food.foodId) !== params.foodId);
        return ok('좋아요를 취소했습니다.');
      }),
      ...myPageHandlers(),
    );
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/account/principal') principalCalls += 1;
    });
    const { user } = renderMypage(USER_TOKEN);

    const panelCard = await panel('찜한 먹거리');
    const cookie = (
      await within(panelCard).findByRole('link', { name: '초록들판 캣닢 쿠키 60g' })
    ).closest('article');
    if (cookie === null) throw new Error('no card');
    const callsBefore = principalCalls;

    await user.click(within(cookie).getByRole('button', { name: '12 좋아요' }));

    await waitFor(() =>
      expect(
        within(panelCard).queryByRole('link', { name: '초록들판 캣닢 쿠키 60g' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(panelCard).getByRole('link', { name: '연어 사료' })).toBeInTheDocument();
    expect(unliked).toEqual(['26']);
    expect(principalCalls).toBeGreaterThan(callsBefore);
    server.events.removeAllListeners();
  });
});

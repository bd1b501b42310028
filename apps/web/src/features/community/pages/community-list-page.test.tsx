import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cssClass } from '@/testing/css-class.ts';
import { USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { communityPost, pageOf } from '@/testing/mocks/community.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import itemStyles from '../components/community-post-item.module.css';
import { CommunityListPage } from './community-list-page.tsx';

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="주소">{`${pathname}${search}`}</output>;
}

function renderList(url: string, token?: string) {
  return renderApp(
    <>
      <Routes>
        <Route path="/community/:category" element={<CommunityListPage />} />
        <Route path="/community/:category/:communityId" element={<p>게시글 화면</p>} />
        {/* Where the write page sends the writer once the post is saved. */}
        <Route
          path="/written"
          element={<Navigate replace to="/community/1" state={{ highlightPostId: 12 }} />}
        />
      </Routes>
      <Location />
    </>,
    { url, token },
  );
}

const POSTS = [
  communityPost({
    communityId: 12,
    communityCategoryId: 4,
    title: '고양이 첫 목욕',
    communityImgs: [
      {
        imgUrl: 'http://localhost/uploads/bath.webp',
        thumbImgUrl: 'http://localhost/uploads/bath-thumb.webp',
        description: null,
      },
    ],
    likeCount: 7,
    commentCount: 2,
    views: 31,
  }),
  communityPost({ communityId: 11, communityCategoryId: 2, title: '사진 없는 글' }),
];

/** Answers the list call with `posts` and records each request's URL. */
function serveList(posts = POSTS, totalElements = posts.length) {
  const requests: URL[] = [];
  server.use(
    http.get('/api/communities/:categoryId', ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const page = Number(url.searchParams.get('page'));
      return ok(pageOf(posts, { page, totalElements }));
    }),
  );
  return requests;
}

const address = () => screen.getByRole('status', { name: '주소' });

/** The default post image (ui/illustrations) a picture-less post shows instead of a photo. */
const defaultPicture = (row: HTMLElement) => row.querySelector('svg[viewBox="0 0 400 300"]');

describe('CommunityListPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('lists the posts of the URL category with their picture, author, date and counts', async () => {
    const requests = serveList();
    renderList('/community/1');

    const post = await screen.findByRole('link', { name: /고양이 첫 목욕/ });
    expect(post).toHaveAttribute('href', '/community/4/12');
    expect(within(post).getByText('고양이')).toBeInTheDocument();
    expect(within(post).getByRole('presentation')).toHaveAttribute(
      'src',
      'http://localhost/uploads/bath-thumb.webp',
    );
    expect(post).toHaveTextContent('두부네');
    expect(post).toHaveTextContent('2024-03-05');
    expect(post).toHaveTextContent('좋아요7');
    expect(post).toHaveTextContent('댓글2');
    expect(post).toHaveTextContent('조회수31');
    const withoutPicture = screen.getByRole('link', { name: /사진 없는 글/ });
    expect(withoutPicture).toHaveAttribute('href', '/community/2/11');
    expect(within(withoutPicture).queryByRole('img')).not.toBeInTheDocument();

    expect(screen.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '전체',
      '자유게시판',
      '강아지',
      '고양이',
      '특수동물',
      '실종 / 목격',
      '임보 / 입양',
    ]);
    expect(requests[0]?.pathname).toBe('/api/communities/1');
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toMatchObject({
      sort: 'new',
      page: '1',
      size: '10',
    });
    expect(document.title).toBe('커뮤니티 | 댕냥');
  });

  it('gives a text-only post the default picture, in a tile the phone layout leaves out', async () => {
    serveList();
    renderList('/community/1');

    // One markup for every width (the server renders it without knowing the width): the
    // stylesheet hides the default tile on phones, where a text-only post is a text-only row.
    const withoutPicture = await screen.findByRole('link', { name: /사진 없는 글/ });
    expect(defaultPicture(withoutPicture)?.closest('div')).toHaveClass(
      cssClass(itemStyles, 'defaultThumbnail'),
    );
    const withPicture = screen.getByRole('link', { name: /고양이 첫 목욕/ });
    expect(withPicture.querySelector(`.${cssClass(itemStyles, 'defaultThumbnail')}`)).toBeNull();
    expect(within(withPicture).getByRole('presentation')).toHaveAttribute(
      'src',
      'http://localhost/uploads/bath-thumb.webp',
    );
  });

  it('keeps a long nickname whole, in the row and in its title, for the ellipsis', async () => {
    const name = '산책을사랑하는골든리트리버보호자';
    serveList([
      communityPost({
        communityId: 13,
        title: '긴 닉네임의 글',
        user: { userId: 21, name, profileImgUrl: 'http://localhost/uploads/x.webp' },
      }),
    ]);
    renderList('/community/1');

    const row = await screen.findByRole('link', { name: /긴 닉네임의 글/ });
    expect(within(row).getByTitle(name)).toHaveTextContent(name);
  });

  it('marks the post just written, and only that one', async () => {
    serveList();
    renderList('/written');

    const written = await screen.findByRole('link', { name: /고양이 첫 목욕/ });
    expect(written).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: /사진 없는 글/ })).not.toHaveAttribute('aria-current');
  });

  it('lets the mark go after a few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveList();
    renderList('/written');
    const written = await screen.findByRole('link', { name: /고양이 첫 목욕/ });
    expect(written).toHaveAttribute('aria-current', 'true');

    await vi.advanceTimersByTimeAsync(5000);

    await waitFor(() => expect(written).not.toHaveAttribute('aria-current'));
  });

  it('marks no post on a plain visit', async () => {
    serveList();
    renderList('/community/1');

    await screen.findByRole('link', { name: /고양이 첫 목욕/ });
    expect(
      screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(0);
  });

  it('shows grey rows while the posts load', async () => {
    server.use(
      http.get('/api/communities/:categoryId', async () => {
        await delay('infinite');
        return ok(pageOf([]));
      }),
    );
    renderList('/community/1');

    expect(screen.getByRole('status', { name: '불러오는 중' })).toBeInTheDocument();
  });

  it('opens another category on its first page when a tab is chosen', async () => {
    const requests = serveList();
    const { user } = renderList('/community/1?page=3');
    await screen.findByRole('link', { name: /고양이 첫 목욕/ });

    await user.click(screen.getByRole('tab', { name: '강아지' }));

    await waitFor(() => expect(address()).toHaveTextContent(/^\/community\/3$/));
    await waitFor(() => expect(requests.at(-1)?.pathname).toBe('/api/communities/3'));
    expect(requests.at(-1)?.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('tab', { name: '강아지' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sorts by popularity from the first page, keeping the order in the URL', async () => {
    const requests = serveList(POSTS, 35);
    const { user } = renderList('/community/2?page=2');
    await screen.findByRole('link', { name: /고양이 첫 목욕/ });
    expect(screen.getByRole('button', { name: '최신순' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '인기순' }));

    await waitFor(() => expect(requests.at(-1)?.searchParams.get('sort')).toBe('popular'));
    expect(requests.at(-1)?.searchParams.get('page')).toBe('1');
    await waitFor(() => expect(address()).toHaveTextContent(/^\/community\/2\?sort=popular$/));
    expect(screen.getByRole('button', { name: '인기순' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages through 10 posts at a time with the page in the URL', async () => {
    const requests = serveList(POSTS, 35);
    const { user } = renderList('/community/1');
    await screen.findByRole('link', { name: /고양이 첫 목욕/ });
    expect(screen.getByText('35')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '4 페이지' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '5 페이지' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '2 페이지' }));

    await waitFor(() => expect(requests.at(-1)?.searchParams.get('page')).toBe('2'));
    expect(address()).toHaveTextContent('/community/1?page=2');
    expect(await screen.findByRole('button', { name: '2 페이지' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('records the view before opening a post', async () => {
    serveList();
    const calls: string[] = [];
    server.use(
      http.post('/api/communities/:categoryId/:communityId', async ({ params }) => {
        calls.push(`view ${params.categoryId}/${params.communityId}`);
        await delay(20);
        return ok(0);
      }),
    );
    const { user } = renderList('/community/1');

    await user.click(await screen.findByRole('link', { name: /고양이 첫 목욕/ }));

    expect(await screen.findByText('게시글 화면')).toBeInTheDocument();
    expect(calls).toEqual(['view 4/12']);
    expect(address()).toHaveTextContent('/community/4/12');
  });

  it('says so when a board has no posts', async () => {
    serveList([]);
    renderList('/community/5');

    expect(await screen.findByText('게시물을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).not.toBeInTheDocument();
  });

  it('offers the write button to signed-in users only', async () => {
    serveList();
    renderList('/community/1', USER_TOKEN);

    expect(await screen.findByRole('link', { name: '글쓰기' })).toHaveAttribute(
      'href',
      '/community/register',
    );
  });

  it('has no write button for visitors', async () => {
    serveList();
    renderList('/community/1');

    await screen.findByRole('link', { name: /고양이 첫 목욕/ });
    expect(screen.queryByRole('link', { name: '글쓰기' })).not.toBeInTheDocument();
  });

  it('names an unknown board instead of asking the server', () => {
    renderList('/community/9');

    expect(
      screen.getByText('존재하지 않는 게시판입니다. 게시판 목록에서 다시 선택해주세요.'),
    ).toBeInTheDocument();
  });
});

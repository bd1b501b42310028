import type { CommunityCommentCreate, CommunityPost } from '@daengnyang/contract/community';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, USER_PRINCIPAL, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { communityComment, communityPost, ownCommunityComment } from '@/testing/mocks/community.ts';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { requestLog } from '@/testing/mocks/request-log.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { findToast } from '@/testing/toasts.ts';
import { CommunityDetailPage } from './community-detail-page.tsx';

function Location() {
  const { pathname } = useLocation();
  return <output aria-label="주소">{pathname}</output>;
}

function renderDetail(token?: string, url = '/community/3/101') {
  return renderApp(
    <>
      <Routes>
        <Route path="/community/:category/:communityId" element={<CommunityDetailPage />} />
        <Route path="/community/:category" element={<p>목록 화면</p>} />
      </Routes>
      <Location />
    </>,
    { url, token },
  );
}

const THREAD = [
  communityComment({ communityCommentId: 501, content: '귀여워요!' }),
  communityComment({
    communityCommentId: 503,
    level: 1,
    parentCommentId: 501,
    parentUserId: 30,
    parentUserName: '호두아빠',
    content: '감사합니다',
    createdAt: '2024-03-06T21:05:00+09:00',
    user: { userId: 20, name: '두부네', profileImgUrl: 'http://localhost/uploads/dubu.webp' },
  }),
  ownCommunityComment({ communityCommentId: 502, content: '저도 가봐야겠어요' }),
];

/** Serves the post (changed by `update` between calls) and counts the detail fetches. */
function servePost(initial: Partial<CommunityPost> = {}) {
  const fetched = requestLog();
  const state = {
    post: communityPost({ communityComments: THREAD, commentCount: THREAD.length, ...initial }),
    get fetches() {
      return fetched.urls().length;
    },
  };
  server.use(
    http.get('/api/communities/:categoryId/:communityId', ({ request }) => {
      fetched.add(request);
      return ok(state.post);
    }),
  );
  return state;
}

const commentItem = (name: RegExp | string) => screen.getByRole('listitem', { name });

describe('CommunityDetailPage', () => {
  it('shows the post with its breadcrumb, author, text, pictures, heart and thread', async () => {
    servePost({
      communityImgs: [
        {
          imgUrl: 'http://localhost/uploads/a.webp',
          thumbImgUrl: 'http://localhost/uploads/a-t.webp',
          description: null,
        },
        {
          imgUrl: 'http://localhost/uploads/b.webp',
          thumbImgUrl: 'http://localhost/uploads/b-t.webp',
          description: null,
        },
      ],
    });
    renderDetail();

    expect(await screen.findByRole('heading', { level: 1, name: '산책 다녀왔어요' })).toBeVisible();
    const breadcrumb = screen.getByRole('navigation', { name: '현재 위치' });
    expect(within(breadcrumb).getByRole('link', { name: '커뮤니티' })).toHaveAttribute(
      'href',
      '/community/1',
    );
    expect(breadcrumb).toHaveTextContent('강아지');
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('두부네');
    expect(article).toHaveTextContent('2024-03-05 14:07');
    expect(screen.getByText(/오늘은 바닷가를 걸었어요/)).toHaveTextContent(
      '오늘은 바닷가를 걸었어요.\n모래를 아주 좋아하네요.',
      { normalizeWhitespace: false },
    );
    const pictures = within(screen.getByRole('list', { name: '본문 이미지' })).getAllByRole('img');
    expect(pictures.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      ['http://localhost/uploads/a.webp', '산책 다녀왔어요 사진 1'],
      ['http://localhost/uploads/b.webp', '산책 다녀왔어요 사진 2'],
    ]);
    // The first picture is the largest thing near the top: fetched at once and first.
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[1]).toHaveAttribute('loading', 'lazy');
    expect(pictures[1]).not.toHaveAttribute('fetchpriority');
    expect(screen.getByRole('button', { name: '3 좋아요' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    expect(screen.getByRole('heading', { name: '댓글 3' })).toBeInTheDocument();
    const reply = commentItem('두부네님의 답글');
    expect(reply).toHaveTextContent('@호두아빠 감사합니다');
    expect(reply).toHaveTextContent('2024-03-06 21:05');
    expect(commentItem('호두아빠님의 댓글')).toHaveTextContent('2024-03-06 09:30');
    expect(document.title).toBe('산책 다녀왔어요 | 커뮤니티 | 댕냥');
  });

  it('keeps long nicknames whole in their titles, for the ellipsis', async () => {
    const name = '산책을사랑하는골든리트리버보호자';
    const user = { userId: 21, name, profileImgUrl: 'http://localhost/uploads/x.webp' };
    servePost({ user, communityComments: [communityComment({ user, userId: 21 })] });
    renderDetail();

    await screen.findByRole('heading', { level: 1, name: '산책 다녀왔어요' });
    const article = screen.getByRole('article');
    expect(within(article).getByTitle(name)).toHaveTextContent(name);
    expect(within(commentItem(`${name}님의 댓글`)).getByTitle(name)).toHaveTextContent(name);
  });

  it('reads the thread oldest first, replies as well as comments', async () => {
    // The API sends top-level comments newest first, each followed by its replies oldest first.
    servePost({
      communityComments: [
        communityComment({
          communityCommentId: 520,
          content: '나중 댓글',
          createdAt: '2024-03-07T10:00:00+09:00',
        }),
        communityComment({
          communityCommentId: 510,
          content: '먼저 댓글',
          createdAt: '2024-03-06T10:00:00+09:00',
        }),
        communityComment({
          communityCommentId: 511,
          level: 1,
          parentCommentId: 510,
          parentUserId: 30,
          parentUserName: '호두아빠',
          content: '첫 답글',
          createdAt: '2024-03-06T11:00:00+09:00',
        }),
        communityComment({
          communityCommentId: 512,
          level: 1,
          parentCommentId: 510,
          parentUserId: 30,
          parentUserName: '호두아빠',
          content: '둘째 답글',
          createdAt: '2024-03-06T12:00:00+09:00',
        }),
      ],
      commentCount: 4,
    });
    renderDetail();

    const thread = await screen.findByRole('heading', { name: '댓글 4' });
    const items = within(thread.closest('section') ?? document.body).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      '먼저 댓글',
      '@호두아빠 첫 답글',
      '@호두아빠 둘째 답글',
      '나중 댓글',
    ]);
  });

  it('offers a visitor to sign in to like or reply, and shows no comment box or delete', async () => {
    servePost();
    const { user } = renderDetail(undefined, '/community/3/101?from=best');
    const backHere = `/auth/login?next=${encodeURIComponent('/community/3/101?from=best')}`;

    await user.click(await screen.findByRole('button', { name: '3 좋아요' }));
    const offer = await findToast('로그인 후 이용해 주세요.');
    expect(offer).toHaveAttribute('role', 'status');
    expect(within(offer).getByRole('link', { name: '로그인' })).toHaveAttribute('href', backHere);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(
      within(commentItem('호두아빠님의 댓글')).getByRole('button', { name: '답글' }),
    );
    // The same sentence is shown once, anew.
    expect(screen.getAllByText('로그인 후 이용해 주세요.')).toHaveLength(1);
    const replyOffer = await findToast('로그인 후 이용해 주세요.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const thread = screen.getByRole('heading', { name: '댓글 3' }).closest('section');
    expect(within(thread ?? document.body).getByRole('link', { name: '로그인' })).toHaveAttribute(
      'href',
      backHere,
    );
    expect(screen.queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '게시글 삭제' })).not.toBeInTheDocument();

    await user.click(within(replyOffer).getByRole('link', { name: '로그인' }));
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/auth/login');
    expect(screen.queryByText('로그인 후 이용해 주세요.')).not.toBeInTheDocument();
  });

  it('likes and unlikes once the server answered', async () => {
    const state = servePost();
    server.use(
      http.post('/api/communities/101/like', async () => {
        await delay(50);
        return ok('좋아요를 눌렀습니다.');
      }),
      http.delete('/api/communities/101/dislike', () => ok('좋아요를 취소했습니다.')),
    );
    const { user } = renderDetail(USER_TOKEN);

    await user.click(await screen.findByRole('button', { name: '3 좋아요' }));
    // Nothing changes before the server agreed.
    expect(screen.getByRole('button', { name: '3 좋아요' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const liked = await screen.findByRole('button', { name: '4 좋아요' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');

    await user.click(liked);
    const unliked = await screen.findByRole('button', { name: '3 좋아요' });
    expect(unliked).toHaveAttribute('aria-pressed', 'false');
    expect(state.fetches).toBe(1);
  });

  it('keeps the heart as it was when the like fails, and says why', async () => {
    servePost();
    server.use(
      http.post('/api/communities/101/like', () => fail(404, '게시글을 찾을 수 없습니다.')),
    );
    const { user } = renderDetail(USER_TOKEN);

    await user.click(await screen.findByRole('button', { name: '3 좋아요' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('게시글을 찾을 수 없습니다.');
    expect(screen.getByRole('button', { name: '3 좋아요' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('posts a comment after the confirmation, refetches the post and clears the box', async () => {
    const state = servePost();
    const sent: CommunityCommentCreate[] = [];
    server.use(
      http.post<never, CommunityCommentCreate>(
        '/api/communities/101/comments',
        async ({ request }) => {
          sent.push(await request.json());
          state.post = {
            ...state.post,
            communityComments: [
              ownCommunityComment({ communityCommentId: 600, content: '멋져요' }),
              ...THREAD,
            ],
          };
          return ok(600);
        },
      ),
    );
    const { user } = renderDetail(USER_TOKEN);

    await user.type(await screen.findByRole('textbox', { name: '댓글' }), '멋져요');
    await user.click(screen.getByRole('button', { name: '댓글 등록' }));
    const dialog = screen.getByRole('alertdialog', { name: '댓글을 등록하시겠습니까?' });
    expect(sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    expect(await screen.findByRole('heading', { name: '댓글 4' })).toBeInTheDocument();
    expect(sent).toEqual([{ communityId: 101, content: '멋져요' }]);
    expect(state.fetches).toBe(2);
    expect(screen.getByRole('textbox', { name: '댓글' })).toHaveValue('');
  });

  it('sends nothing when the writer cancels or the comment is empty', async () => {
    servePost();
    const { user } = renderDetail(USER_TOKEN);
    const box = await screen.findByRole('textbox', { name: '댓글' });

    await user.click(screen.getByRole('button', { name: '댓글 등록' }));
    expect(screen.getByRole('alert')).toHaveTextContent('댓글 내용을 입력해주세요.');
    expect(box).toHaveFocus();

    await user.type(box, '좋아요');
    await user.click(screen.getByRole('button', { name: '댓글 등록' }));
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(box).toHaveValue('좋아요');
  });

  it('opens a reply box with the mention and sends the reply without it', async () => {
    const state = servePost();
    const sent: CommunityCommentCreate[] = [];
    server.use(
      http.post<never, CommunityCommentCreate>(
        '/api/communities/101/comments',
        async ({ request }) => {
          sent.push(await request.json());
          return ok(601);
        },
      ),
    );
    const { user } = renderDetail(USER_TOKEN);

    const comment = await waitFor(() => commentItem('호두아빠님의 댓글'));
    const replyLink = within(comment).getByRole('button', { name: '답글' });
    await user.click(replyLink);
    expect(replyLink).toHaveAttribute('aria-expanded', 'true');
    const box = within(comment).getByRole('textbox', { name: '호두아빠님에게 답글' });
    expect(box).toHaveValue('@호두아빠 ');
    expect(box).toHaveFocus();

    await user.type(box, '같이 산책해요');
    await user.click(within(comment).getByRole('button', { name: '답글 등록' }));
    await user.click(screen.getByRole('button', { name: '확인' }));

    await waitFor(() =>
      expect(sent).toEqual([
        { communityId: 101, content: '같이 산책해요', parentCommentId: 501, parentUserId: 30 },
      ]),
    );
    await waitFor(() => expect(state.fetches).toBe(2));
    expect(within(comment).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('toggles the reply box and keeps only one open', async () => {
    servePost();
    const { user } = renderDetail(USER_TOKEN);
    const first = await waitFor(() => commentItem('호두아빠님의 댓글'));
    const reply = commentItem('두부네님의 답글');

    await user.click(within(first).getByRole('button', { name: '답글' }));
    await user.click(within(reply).getByRole('button', { name: '답글' }));
    expect(within(first).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(reply).getByRole('textbox')).toHaveValue('@두부네 ');

    await user.click(within(reply).getByRole('button', { name: '답글' }));
    expect(within(reply).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lets the author delete their comment after the confirmation', async () => {
    const state = servePost();
    const deleted: string[] = [];
    server.use(
      http.delete('/api/communities/comments/:commentId/:userId', ({ params }) => {
        deleted.push(`${params.commentId}/${params.userId}`);
        state.post = { ...state.post, communityComments: THREAD.slice(0, 2) };
        return ok('댓글을 삭제했습니다.');
      }),
    );
    const { user } = renderDetail(USER_TOKEN);

    const own = await waitFor(() => commentItem('멍멍집사님의 댓글'));
    expect(
      within(commentItem('호두아빠님의 댓글')).queryByRole('button', { name: '삭제' }),
    ).toBeNull();
    await user.click(await within(own).findByRole('button', { name: '삭제' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: '댓글을 삭제하시겠습니까?' })).getByRole(
        'button',
        { name: '확인' },
      ),
    );

    expect(await screen.findByText('댓글이 삭제되었습니다.')).toBeInTheDocument();
    expect(deleted).toEqual([`502/${USER_PRINCIPAL.user.userId}`]);
    expect(await screen.findByRole('heading', { name: '댓글 2' })).toBeInTheDocument();
  });

  it("gives an administrator delete on everyone's comments and on the post", async () => {
    servePost();
    renderDetail(ADMIN_TOKEN);

    await screen.findByRole('button', { name: '게시글 삭제' });
    expect(screen.getAllByRole('button', { name: '삭제' })).toHaveLength(3);
  });

  it('deletes the own post after the confirmation and returns to the community', async () => {
    servePost({ user: { ...USER_PRINCIPAL.user } });
    const deleted: string[] = [];
    server.use(
      http.delete('/api/communities/:communityId/:userId', ({ params }) => {
        deleted.push(`${params.communityId}/${params.userId}`);
        return ok('게시글을 삭제했습니다.');
      }),
    );
    const { user } = renderDetail(USER_TOKEN);

    await user.click(await screen.findByRole('button', { name: '게시글 삭제' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: '게시글을 삭제하시겠습니까?' })).getByRole(
        'button',
        { name: '확인' },
      ),
    );

    expect(await screen.findByText('목록 화면')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '주소' })).toHaveTextContent('/community/1');
    expect(screen.getByText('게시글이 삭제되었습니다.')).toBeInTheDocument();
    expect(deleted).toEqual([`101/${USER_PRINCIPAL.user.userId}`]);
  });

  it('says when the post does not exist', async () => {
    server.use(
      http.get('/api/communities/:categoryId/:communityId', () =>
        fail(404, '게시글을 찾을 수 없습니다. 삭제되었거나 다른 게시판의 글입니다.'),
      ),
    );
    renderDetail();

    expect(
      await screen.findByText('게시글을 찾을 수 없습니다. 삭제되었거나 다른 게시판의 글입니다.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '커뮤니티' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/community/3');
  });
});

import type { CommunityComment } from '@daengnyang/contract/community';
import { MESSAGES } from '@daengnyang/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { localDraftKey } from '@/lib/local-draft.ts';
import { ADMIN_TOKEN, USER_PRINCIPAL, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { communityComment, communityPost, ownCommunityComment } from '@/testing/mocks/community.ts';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { findToast } from '@/testing/toasts.ts';
import { CommunityDetailPage } from '../pages/community-detail-page.tsx';

/** The post with one comment of the member's and one of someone else; edits change it. */
function serveThread(refuse?: () => Response) {
  const state = {
    comments: [
      ownCommunityComment({ communityCommentId: 502, content: '저도 가봐야겠어요' }),
      communityComment({ communityCommentId: 501, content: '귀여워요!' }),
    ] as CommunityComment[],
    edits: [] as unknown[],
    posted: [] as unknown[],
  };
  server.use(
    http.get('/api/communities/:categoryId/:communityId', () =>
      ok(communityPost({ communityComments: state.comments, commentCount: state.comments.length })),
    ),
    http.put<{ commentId: string }, { content: string }>(
      '/api/communities/comments/:commentId',
      async ({ params, request }) => {
        const body = await request.json();
        state.edits.push(body);
        if (refuse !== undefined) return refuse();
        state.comments = state.comments.map((comment) =>
          comment.communityCommentId === Number(params.commentId)
            ? { ...comment, content: body.content, editedAt: '2024-03-07T09:15:00+09:00' }
            : comment,
        );
        return ok(Number(params.commentId));
      },
    ),
    http.post('/api/communities/:communityId/comments', async ({ request }) => {
      state.posted.push(await request.json());
      return ok(600);
    }),
  );
  return state;
}

function renderDetail(token: string) {
  return renderApp(
    <Routes>
      <Route path="/community/:category/:communityId" element={<CommunityDetailPage />} />
    </Routes>,
    { url: '/community/3/101', token },
  );
}

const answer = (question: string, button: string) =>
  within(screen.getByRole('alertdialog', { name: question })).getByRole('button', {
    name: button,
  });

describe('editing a comment', () => {
  it('lets the author rewrite their comment in place, marked 수정됨 afterwards', async () => {
    const state = serveThread();
    const { user } = renderDetail(USER_TOKEN);
    const own = await screen.findByRole('listitem', { name: '멍멍집사님의 댓글' });
    const other = screen.getByRole('listitem', { name: '호두아빠님의 댓글' });
    await user.click(await within(own).findByRole('button', { name: '수정' }));
    expect(within(other).queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
    const box = await within(own).findByRole('textbox', { name: '댓글 수정' });
    expect(box).toHaveValue('저도 가봐야겠어요');
    await user.type(box, ' 주말에요');
    await user.click(within(own).getByRole('button', { name: '수정' }));
    await user.click(answer('댓글을 수정하시겠습니까?', '확인'));

    await waitFor(() => expect(own).toHaveTextContent('저도 가봐야겠어요 주말에요'));
    expect(within(own).queryByRole('textbox')).not.toBeInTheDocument();
    expect(own).toHaveTextContent('수정됨 2024-03-07 09:15');
    expect(state.edits).toEqual([{ content: '저도 가봐야겠어요 주말에요' }]);
  });

  it("keeps the new words and says the server's reason when the edit is refused", async () => {
    serveThread(() => fail(403, MESSAGES.editOwnOnly));
    const { user } = renderDetail(USER_TOKEN);
    const own = await screen.findByRole('listitem', { name: '멍멍집사님의 댓글' });
    await user.click(await within(own).findByRole('button', { name: '수정' }));
    const box = await within(own).findByRole('textbox', { name: '댓글 수정' });
    await user.type(box, '!');

    await user.click(within(own).getByRole('button', { name: '수정' }));
    await user.click(answer('댓글을 수정하시겠습니까?', '확인'));

    expect(await findToast(MESSAGES.editOwnOnly)).toBeInTheDocument();
    expect(box).toHaveValue('저도 가봐야겠어요!');
  });

  it("gives an administrator no 수정 on members' comments", async () => {
    serveThread();
    renderDetail(ADMIN_TOKEN);

    const comment = await screen.findByRole('listitem', { name: '호두아빠님의 댓글' });
    expect(await within(comment).findByRole('button', { name: '삭제' })).toBeInTheDocument();
    expect(within(comment).queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
  });
});

describe('comment box drafts', () => {
  const key = localDraftKey(USER_PRINCIPAL.user.userId, 'comment-post-101');

  it('keeps an unsent comment and offers it again; a sent one is forgotten', async () => {
    const state = serveThread();
    const first = renderDetail(USER_TOKEN);
    await first.user.type(await screen.findByRole('textbox', { name: '댓글' }), '바다 좋아요');
    await waitFor(() => expect(localStorage.getItem(key)).toContain('바다 좋아요'));
    first.unmount();

    const { user } = renderDetail(USER_TOKEN);
    await user.click(await screen.findByRole('button', { name: '복원' }));
    const box = await screen.findByRole('textbox', { name: '댓글' });
    expect(box).toHaveValue('바다 좋아요');

    await user.click(screen.getByRole('button', { name: '댓글 등록' }));
    await user.click(answer('댓글을 등록하시겠습니까?', '확인'));
    await waitFor(() => expect(state.posted).toHaveLength(1));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(localStorage.getItem(key)).toBeNull();
  });
});

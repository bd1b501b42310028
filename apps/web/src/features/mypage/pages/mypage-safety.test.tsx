import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES } from '@/lib/messages.ts';
import { USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { pagedOf } from '@/testing/mocks/food.ts';
import { myComment, myPost } from '@/testing/mocks/mypage.ts';
import { myModeratedItem } from '@/testing/mocks/safety.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { findToast } from '@/testing/toasts.ts';
import { MypagePage } from './mypage-page.tsx';

const BLOCKED = {
  user: { userId: 30, name: '호두아빠', profileImgUrl: 'http://localhost/uploads/hodu.webp' },
  blockedAt: '2024-03-06T09:30:00+09:00',
};

describe('my page: blocks and withheld items', () => {
  it('lists the members I blocked and unblocks one after the confirmation', async () => {
    let blocks = [BLOCKED];
    const unblocked: string[] = [];
    server.use(
      http.get('/api/mypage/blocks', () => ok(pagedOf(blocks, { size: 10 }))),
      http.delete('/api/blocks/:userId', ({ params }) => {
        unblocked.push(String(params.userId));
        blocks = [];
        return ok(SERVER_MESSAGES.unblocked);
      }),
    );
    const { user } = renderApp(<MypagePage />, { url: '/mypage', token: USER_TOKEN });

    const panel = await screen.findByRole('region', { name: /차단 목록/ });
    const row = await within(panel).findByRole('listitem');
    expect(row).toHaveTextContent('호두아빠');
    expect(row).toHaveTextContent('2024-03-06 차단');
    await user.click(within(row).getByRole('button', { name: '해제 (호두아빠)' }));
    await user.click(
      within(
        screen.getByRole('alertdialog', { name: SAFETY_MESSAGES.unblockQuestion('호두아빠') }),
      ).getByRole('button', { name: '해제' }),
    );

    await findToast(SERVER_MESSAGES.unblocked);
    expect(unblocked).toEqual(['30']);
    expect(await within(panel).findByText('차단한 사용자가 없습니다.')).toBeVisible();
  });

  it('shows my withheld items only while there are some, with their state', async () => {
    server.use(
      http.get('/api/mypage/moderation', () =>
        ok([
          myModeratedItem(),
          myModeratedItem({
            caseId: 302,
            targetType: 'comment',
            targetId: 502,
            excerpt: '그 병원 원장이 사기꾼이에요',
            state: 'temporaryMeasure',
            until: '2024-04-05T09:00:00+09:00',
            canObject: true,
            link: '/community/3/101',
          }),
        ]),
      ),
    );
    renderApp(<MypagePage />, { url: '/mypage', token: USER_TOKEN });

    const panel = await screen.findByRole('region', { name: /검토 중인 내 글/ });
    const [post, comment] = within(panel).getAllByRole('listitem');
    expect(post).toHaveTextContent('게시글 · 2024-03-06부터');
    expect(
      within(post as HTMLElement).getByRole('link', { name: '산책 다녀왔어요' }),
    ).toHaveAttribute('href', '/community/3/101');
    expect(post).toHaveTextContent(SAFETY_MESSAGES.ownHiddenMark);
    expect(comment).toHaveTextContent(SAFETY_MESSAGES.temporaryMeasureMark('2024-04-05'));
    expect(
      within(comment as HTMLElement).getByRole('textbox', { name: '이의 제기' }),
    ).toBeVisible();
  });

  it('has no withheld-items section for a member with none', async () => {
    renderApp(<MypagePage />, { url: '/mypage', token: USER_TOKEN });
    await screen.findByRole('region', { name: /차단 목록/ });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /검토 중인 내 글/ })).not.toBeInTheDocument(),
    );
  });

  it('marks my withheld post and comment in my lists, and only those', async () => {
    server.use(
      http.get('/api/mypage/community', () =>
        ok(
          pagedOf(
            [
              myPost({ communityId: 41, title: '검토 중인 내 글', hidden: true }),
              myPost({ communityId: 42, title: '보이는 내 글' }),
            ],
            { size: 5 },
          ),
        ),
      ),
      http.get('/api/mypage/comment', () =>
        ok(
          pagedOf([myComment({ commentId: 61, content: '검토 중인 댓글', hidden: true })], {
            size: 3,
          }),
        ),
      ),
    );
    renderApp(<MypagePage />, { url: '/mypage', token: USER_TOKEN });

    const hiddenRow = (await screen.findByRole('link', { name: '검토 중인 내 글' })).closest('tr');
    expect(hiddenRow).toHaveTextContent(SAFETY_MESSAGES.hiddenBadge);
    expect(hiddenRow).toHaveTextContent(SAFETY_MESSAGES.ownHiddenMark);
    const shownRow = screen.getByRole('link', { name: '보이는 내 글' }).closest('tr');
    expect(shownRow).not.toHaveTextContent(SAFETY_MESSAGES.hiddenBadge);
    expect(await screen.findByText(/검토 중인 댓글/)).toHaveTextContent(
      SAFETY_MESSAGES.hiddenBadge,
    );
  });
});

import type { Revision } from '@daengnyang/contract/editing';
import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, USER_PRINCIPAL, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { revision, revisionList } from '@/testing/mocks/authoring.ts';
import { communityPost } from '@/testing/mocks/community.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { findToast } from '@/testing/toasts.ts';
import { CommunityDetailPage } from '../pages/community-detail-page.tsx';

const { userId, name, profileImgUrl } = USER_PRINCIPAL.user;

const FIRST = revision({
  number: 1,
  createdAt: '2024-03-05T14:07:33+09:00',
  title: '산책 다녀왔어요',
  content: '오늘은 바닷가를 걸었어요. 010-1234-5678로 연락주세요.',
});
const SECOND = revision({
  number: 2,
  createdAt: '2024-03-06T08:00:00+09:00',
  title: '바닷가 산책',
  content: '오늘은 바닷가를 걸었어요.',
  images: [
    {
      imgUrl: 'http://localhost/uploads/a.webp',
      thumbImgUrl: 'http://localhost/uploads/a-thumb.webp',
      description: '파도',
    },
  ],
  imageKeys: ['community/a.webp'],
});

/** The post, edited, and its history as the server keeps it; an admin's PUT changes it. */
function serve(revisions: Revision[], { own }: { own: boolean }) {
  const state = { revisions, hides: [] as unknown[] };
  server.use(
    // Before the detail's pattern, which would match it too.
    http.get('/api/communities/101/revisions', () => ok(revisionList(state.revisions))),
    http.get('/api/communities/:categoryId/:communityId', () =>
      ok(
        communityPost({
          editedAt: '2024-03-06T08:00:00+09:00',
          ...(own && { user: { userId, name, profileImgUrl } }),
        }),
      ),
    ),
    http.put<{ number: string }, { hidden: boolean }>(
      '/api/admin/communities/101/revisions/:number',
      async ({ params, request }) => {
        const { hidden } = await request.json();
        state.hides.push({ number: Number(params.number), hidden });
        state.revisions = state.revisions.map((shown) =>
          shown.number === Number(params.number)
            ? { ...shown, ...(hidden ? { hidden: true as const } : { hidden: undefined }) }
            : shown,
        );
        return ok(hidden ? SERVER_MESSAGES.revisionHidden : SERVER_MESSAGES.revisionShown);
      },
    ),
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

describe('RevisionsDialog', () => {
  it('lists every version newest first, and a withheld one as the sentence saying so', async () => {
    serve([SECOND, revision({ ...FIRST, title: '', content: '', hidden: true })], { own: true });
    const { user } = renderDetail(USER_TOKEN);

    await user.click(await screen.findByRole('button', { name: '수정 기록' }));

    const dialog = await screen.findByRole('dialog', { name: '수정 기록' });
    const items = await within(dialog).findAllByRole('listitem', { name: /번째 버전/ });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      '2번째 버전 (현재)',
      '1번째 버전',
    ]);
    const [newest, first] = items as [HTMLElement, HTMLElement];
    expect(newest).toHaveTextContent('바닷가 산책');
    expect(newest).toHaveTextContent('2024-03-06 08:00');
    expect(within(newest).getByRole('img', { name: '파도' })).toHaveAttribute(
      'src',
      'http://localhost/uploads/a-thumb.webp',
    );
    expect(first).toHaveTextContent(MESSAGES.revisionWithheld);
    expect(first).toHaveTextContent('2024-03-05 14:07');
    // The author reads the history; only administrators hide versions.
    expect(within(dialog).queryByRole('button', { name: '숨기기' })).not.toBeInTheDocument();
  });

  it('lets an administrator hide an older version, not the newest, and show it again', async () => {
    const state = serve([SECOND, FIRST], { own: false });
    const { user } = renderDetail(ADMIN_TOKEN);
    await user.click(await screen.findByRole('button', { name: '수정 기록' }));
    const dialog = await screen.findByRole('dialog', { name: '수정 기록' });
    const first = await within(dialog).findByRole('listitem', { name: '1번째 버전' });
    const newest = within(dialog).getByRole('listitem', { name: '2번째 버전 (현재)' });
    expect(within(newest).queryByRole('button', { name: '숨기기' })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: '숨기기' }));

    expect(await findToast(SERVER_MESSAGES.revisionHidden)).toBeInTheDocument();
    await waitFor(() => expect(first).toHaveTextContent('숨김'));
    // An administrator still reads what was hidden, to decide.
    expect(first).toHaveTextContent('010-1234-5678');
    await user.click(within(first).getByRole('button', { name: '다시 보이기' }));
    expect(await findToast(SERVER_MESSAGES.revisionShown)).toBeInTheDocument();
    expect(state.hides).toEqual([
      { number: 1, hidden: true },
      { number: 1, hidden: false },
    ]);
  });
});

import type { CommunityPost } from '@daengnyang/contract/community';
import { MESSAGES } from '@daengnyang/contract/messages';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '@daengnyang/contract/moderation';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES } from '@/lib/messages.ts';
import { ADMIN_TOKEN, USER_PRINCIPAL, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import {
  communityComment,
  communityPost,
  ownCommunityComment,
  pageOf,
} from '@/testing/mocks/community.ts';
import { fail, ok } from '@/testing/mocks/envelope.ts';
import { myModeratedItem, mySanctionsHandler, sanction } from '@/testing/mocks/safety.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { findToast } from '@/testing/toasts.ts';
import { CommunityDetailPage } from './community-detail-page.tsx';
import { CommunityListPage } from './community-list-page.tsx';

function renderDetail(token?: string) {
  return renderApp(
    <Routes>
      <Route path="/community/:category/:communityId" element={<CommunityDetailPage />} />
    </Routes>,
    { url: '/community/3/101', token },
  );
}

function servePost(overrides: Partial<CommunityPost> = {}) {
  server.use(
    http.get('/api/communities/:categoryId/:communityId', () =>
      ok(
        communityPost({
          communityComments: [communityComment({ communityCommentId: 501, content: '귀여워요!' })],
          commentCount: 1,
          ...overrides,
        }),
      ),
    ),
  );
}

/** Records the bodies sent to `POST path` and answers with `answer`. */
function recordPosts(path: string, answer: () => Response = () => ok({ reportId: 9 })) {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('reporting (신고)', () => {
  it('lists the reasons in order, requires text for 기타, sends the report and says it was received', async () => {
    servePost();
    const sent = recordPosts('/api/reports');
    const { user } = renderDetail(USER_TOKEN);

    const item = await screen.findByRole('listitem', { name: '호두아빠님의 댓글' });
    await user.click(within(item).getByRole('button', { name: '호두아빠님의 댓글 더보기' }));
    await user.click(screen.getByRole('menuitem', { name: '신고하기' }));

    const dialog = screen.getByRole('dialog', { name: '댓글 신고' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(
      REPORT_REASONS.map((reason) => REPORT_REASON_LABELS[reason]),
    );
    expect(radios[0]).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.reportReasonInvalid);

    await user.click(within(dialog).getByRole('radio', { name: '기타' }));
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.reportDetailRequired);
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /신고 내용/ }), '같은 글 도배');
    expect(within(dialog).getByText('7/1000')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));

    await findToast(MESSAGES.reportReceived);
    expect(sent).toEqual([
      { targetType: 'comment', targetId: 501, reason: 'other', detail: '같은 글 도배' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal inside the dialog (already reported)', async () => {
    servePost();
    recordPosts('/api/reports', () => fail(409, SERVER_MESSAGES.reportDuplicate));
    const { user } = renderDetail(USER_TOKEN);

    await user.click(await screen.findByRole('button', { name: '두부네님의 게시글 더보기' }));
    await user.click(screen.getByRole('menuitem', { name: '신고하기' }));
    const dialog = screen.getByRole('dialog', { name: '게시글 신고' });
    await user.click(within(dialog).getByRole('radio', { name: '스팸·광고' }));
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.reportDuplicate,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '두부네님의 게시글 더보기' })).toHaveFocus();
  });

  it('opens and walks the menu with the keyboard, and Escape gives the focus back', async () => {
    servePost();
    const { user } = renderDetail(USER_TOKEN);

    const button = await screen.findByRole('button', { name: '두부네님의 게시글 더보기' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '신고하기' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '차단하기' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '신고하기' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a visitor to sign in and come back, and no 차단하기', async () => {
    servePost();
    const { user } = renderDetail();

    await user.click(await screen.findByRole('button', { name: '두부네님의 게시글 더보기' }));
    expect(screen.queryByRole('menuitem', { name: '차단하기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: '신고하기' }));
    const offer = await findToast('로그인 후 이용해 주세요.');
    expect(within(offer).getByRole('link', { name: '로그인' })).toHaveAttribute(
      'href',
      `/auth/login?next=${encodeURIComponent('/community/3/101')}`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives no menu on one’s own items, nor to administrators', async () => {
    const { userId, name, profileImgUrl } = USER_PRINCIPAL.user;
    servePost({
      user: { userId, name, profileImgUrl },
      communityComments: [ownCommunityComment({ communityCommentId: 502 })],
    });
    renderDetail(USER_TOKEN);
    await screen.findByRole('button', { name: '게시글 삭제' });
    expect(screen.queryByRole('button', { name: /더보기/ })).not.toBeInTheDocument();
  });

  it('gives administrators no menu on others’ items', async () => {
    servePost();
    renderDetail(ADMIN_TOKEN);
    await screen.findByRole('button', { name: '게시글 삭제' });
    expect(screen.queryByRole('button', { name: /더보기/ })).not.toBeInTheDocument();
  });
});

describe('blocking (차단)', () => {
  it('blocks the author after the confirmation', async () => {
    servePost();
    const sent: string[] = [];
    server.use(
      http.post('/api/blocks/:userId', ({ params }) => {
        sent.push(String(params.userId));
        return ok(SERVER_MESSAGES.blocked);
      }),
    );
    const { user } = renderDetail(USER_TOKEN);

    const item = await screen.findByRole('listitem', { name: '호두아빠님의 댓글' });
    await user.click(within(item).getByRole('button', { name: /더보기/ }));
    await user.click(screen.getByRole('menuitem', { name: '차단하기' }));
    const question = screen.getByRole('alertdialog', {
      name: SAFETY_MESSAGES.blockQuestion('호두아빠'),
    });
    await user.click(within(question).getByRole('button', { name: '차단하기' }));

    await findToast(SERVER_MESSAGES.blocked);
    expect(sent).toEqual(['30']);
  });

  it('offers no 차단하기 on an administrator’s post or comment, only 신고하기', async () => {
    const admin = {
      userId: 1,
      name: '댕냥관리자',
      profileImgUrl: '/default.png',
      admin: true as const,
    };
    servePost({
      user: admin,
      communityComments: [
        communityComment({ communityCommentId: 503, content: '공지 확인해 주세요', user: admin }),
        communityComment({ communityCommentId: 504, content: '귀여워요!' }),
      ],
      commentCount: 2,
    });
    const { user } = renderDetail(USER_TOKEN);

    const menuOf = async (name: string) => {
      await user.click(await screen.findByRole('button', { name }));
      const items = within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      await user.keyboard('{Escape}');
      return items;
    };
    expect(await menuOf('댕냥관리자님의 게시글 더보기')).toEqual(['신고하기']);
    const [adminComment, memberComment] = screen.getAllByRole('listitem', { name: /님의 댓글$/ });
    expect(adminComment).toHaveTextContent('공지 확인해 주세요');
    await user.click(within(adminComment as HTMLElement).getByRole('button', { name: /더보기/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['신고하기']);
    await user.keyboard('{Escape}');
    await user.click(within(memberComment as HTMLElement).getByRole('button', { name: /더보기/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '신고하기',
      '차단하기',
    ]);
  });

  it('collapses a blocked author’s comment and post until 보기, and offers 차단 해제', async () => {
    servePost({
      blockedAuthor: true,
      communityComments: [
        communityComment({ communityCommentId: 501, content: '귀여워요!', blockedAuthor: true }),
      ],
    });
    const sent: string[] = [];
    server.use(
      http.delete('/api/blocks/:userId', ({ params }) => {
        sent.push(String(params.userId));
        return ok(SERVER_MESSAGES.unblocked);
      }),
    );
    const { user } = renderDetail(USER_TOKEN);

    const item = await screen.findByRole('listitem', { name: '호두아빠님의 댓글' });
    expect(item).toHaveTextContent(MESSAGES.blockedAuthorComment);
    expect(item).not.toHaveTextContent('귀여워요!');
    expect(screen.getByText(MESSAGES.blockedAuthorPost)).toBeVisible();
    expect(screen.queryByText(/오늘은 바닷가를 걸었어요/)).not.toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: '보기' }));
    expect(item).toHaveTextContent('귀여워요!');

    await user.click(within(item).getByRole('button', { name: /더보기/ }));
    await user.click(screen.getByRole('menuitem', { name: '차단 해제' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: '차단 해제' }),
    );
    await findToast(SERVER_MESSAGES.unblocked);
    expect(sent).toEqual(['30']);
  });
});

describe('lists', () => {
  it('collapse a blocked author’s post until 보기, which shows the row with its link', async () => {
    server.use(
      http.get('/api/communities/:categoryId', () =>
        ok(pageOf([communityPost({ title: '차단한 사람의 글', blockedAuthor: true })])),
      ),
    );
    const { user } = renderApp(
      <Routes>
        <Route path="/community/:category" element={<CommunityListPage />} />
      </Routes>,
      { url: '/community/1', token: USER_TOKEN },
    );

    expect(await screen.findByText(MESSAGES.blockedAuthorPost)).toBeVisible();
    expect(screen.queryByText('차단한 사람의 글')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '보기' }));
    expect(screen.getByRole('link', { name: /차단한 사람의 글/ })).toHaveAttribute(
      'href',
      '/community/3/101',
    );
  });
});

describe('withheld items (hidden)', () => {
  it('tells a reader that a post is withheld, in the API’s words', async () => {
    server.use(
      http.get('/api/communities/:categoryId/:communityId', () => fail(404, MESSAGES.hiddenPost)),
    );
    renderDetail();
    expect(await screen.findByText(MESSAGES.hiddenPost)).toBeVisible();
  });

  it('shows a withheld comment of someone else as the server’s placeholder, with no menu', async () => {
    servePost({
      communityComments: [
        communityComment({
          communityCommentId: 501,
          content: MESSAGES.hiddenComment,
          hidden: true,
        }),
      ],
    });
    renderDetail(USER_TOKEN);
    const item = await screen.findByRole('listitem', { name: '호두아빠님의 댓글' });
    expect(item).toHaveTextContent(MESSAGES.hiddenComment);
    expect(within(item).queryByRole('button', { name: /더보기/ })).not.toBeInTheDocument();
  });

  it('marks the author’s own withheld post and comment', async () => {
    const { userId, name, profileImgUrl } = USER_PRINCIPAL.user;
    servePost({
      hidden: true,
      user: { userId, name, profileImgUrl },
      communityComments: [ownCommunityComment({ communityCommentId: 502, hidden: true })],
    });
    server.use(http.get('/api/mypage/moderation', () => ok([myModeratedItem()])));
    renderDetail(USER_TOKEN);

    const marks = await screen.findAllByText(SAFETY_MESSAGES.ownHiddenMark);
    expect(marks).toHaveLength(2);
    expect(screen.getByText(/오늘은 바닷가를 걸었어요/)).toBeVisible();
  });

  it('gives the author of a post under 임시조치 its end date and one objection', async () => {
    const { userId, name, profileImgUrl } = USER_PRINCIPAL.user;
    servePost({ hidden: true, user: { userId, name, profileImgUrl } });
    let items = [
      myModeratedItem({
        state: 'temporaryMeasure',
        until: '2024-04-05T09:00:00+09:00',
        canObject: true,
      }),
    ];
    server.use(http.get('/api/mypage/moderation', () => ok(items)));
    const sent = recordPosts('/api/moderation/cases/301/objection', () => {
      items = [{ ...items[0], canObject: false } as (typeof items)[number]];
      return ok(MESSAGES.decisionDone);
    });
    const { user } = renderDetail(USER_TOKEN);

    expect(
      await screen.findByText(SAFETY_MESSAGES.temporaryMeasureMark('2024-04-05')),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: '이의 제기하기' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.objectionRequired);
    await user.type(screen.getByRole('textbox', { name: '이의 제기' }), '명예훼손이 아닙니다.');
    await user.click(screen.getByRole('button', { name: '이의 제기하기' }));

    await findToast(SAFETY_MESSAGES.objectionSent);
    expect(sent).toEqual([{ text: '명예훼손이 아닙니다.' }]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '이의 제기하기' })).not.toBeInTheDocument(),
    );
  });
});

describe('under a write ban', () => {
  it('disables the comment box and the heart, and says why', async () => {
    servePost();
    server.use(mySanctionsHandler({ active: sanction(), history: [sanction()] }));
    const { user } = renderDetail(USER_TOKEN);

    const box = await screen.findByRole('textbox', { name: '댓글' });
    await waitFor(() => expect(box).toBeDisabled());
    expect(box).toHaveAccessibleDescription(SAFETY_MESSAGES.writeDisabled);
    expect(screen.getByRole('button', { name: '댓글 등록' })).toBeDisabled();
    const heart = screen.getByRole('button', { name: '3 좋아요' });
    expect(heart).toHaveAttribute('aria-disabled', 'true');
    expect(heart).toHaveAccessibleDescription(SAFETY_MESSAGES.writeDisabled);
    // Pressing it sends nothing: no like handler is set up, so a call would fail the test.
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});

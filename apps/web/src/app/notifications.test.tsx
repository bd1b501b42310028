import { MESSAGES } from '@daengnyang/contract/messages';
import type { MarkRead, NotificationPreferences } from '@daengnyang/contract/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, installFakeBrowserApis } from '@/testing/fake-browser-apis.ts';
import { USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { communityComment, communityPost } from '@/testing/mocks/community.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import {
  notification,
  notificationHandlers,
  streamNotification,
} from '@/testing/mocks/notifications.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderApp } from '@/testing/render-app.tsx';
import { findToast } from '@/testing/toasts.ts';
import { AppRoutes, preloadRoutePage } from './app-routes.tsx';

const LIST_PATH = '/mypage/notifications';

/**
 * The site header's bell (the tab bar holds a second one for phones). The list page's own
 * `<header>` counts as a banner too in jsdom: the site's is the first.
 */
const headerBell = (name: string | RegExp) =>
  within(screen.getAllByRole('banner')[0] as HTMLElement).findByRole('link', { name });

/** `count` unread comment notifications, newest first. */
const unreadEntries = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    notification({ notificationId: 900 - index, link: `/community/3/101#comment-${500 + index}` }),
  );

/** Records the bodies of the calls the page makes to `POST /api/notifications/read`. */
function recordReads() {
  const bodies: MarkRead[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/notifications/read') {
      bodies.push((await request.clone().json()) as MarkRead);
    }
  });
  return bodies;
}

// The pages' code is loaded once up front: a loaded machine can take seconds to load a lazy
// page, which the journeys below would otherwise count against their waiting time.
beforeAll(async () => {
  await Promise.all([LIST_PATH, '/community/3/101', '/terms'].map(preloadRoutePage));
});

afterEach(() => {
  server.events.removeAllListeners();
});

describe('notification bell', () => {
  it('shows a member the unread count in the header and the tab bar', async () => {
    server.use(...notificationHandlers({ entries: unreadEntries(3) }));
    renderApp(<AppRoutes />, { url: '/terms', token: USER_TOKEN });

    const bell = await headerBell('알림 3개 안 읽음');
    expect(bell).toHaveAttribute('href', LIST_PATH);
    expect(bell).toHaveTextContent('3');
    const tabBar = screen
      .getAllByRole('navigation', { name: '주요 메뉴' })
      .find((nav) => within(nav).queryByRole('link', { name: '커뮤니티' }) !== null);
    expect(
      within(tabBar as HTMLElement).getByRole('link', { name: '알림 3개 안 읽음' }),
    ).toHaveTextContent('알림');
  });

  it('caps the badge at 99+ while its name keeps the count', async () => {
    server.use(http.get('/api/notifications/unread-count', () => ok({ count: 120 })));
    renderApp(<AppRoutes />, { url: '/terms', token: USER_TOKEN });

    expect(await headerBell('알림 120개 안 읽음')).toHaveTextContent('99+');
  });

  it('has no bell for a visitor', async () => {
    renderApp(<AppRoutes />, { url: '/terms' });

    await screen.findByRole('link', { name: '로그인' });
    expect(screen.queryByRole('link', { name: /^알림/ })).not.toBeInTheDocument();
  });
});

describe('notification list', () => {
  it('lists who did what, on what, how long ago, marking the unread entries', async () => {
    server.use(
      ...notificationHandlers({
        entries: [
          notification({
            kind: 'postLiked',
            notificationId: 802,
            actors: [
              { userId: 12, name: '보리엄마', profileImgUrl: 'http://localhost/static/bori.png' },
              { userId: 13, name: '콩이아빠', profileImgUrl: 'http://localhost/static/kong.png' },
            ],
            actorCount: 5,
            text: '보리엄마님 외 4명이 좋아합니다',
            excerpt: null,
            link: '/community/3/101',
            read: true,
          }),
          notification(),
        ],
      }),
    );
    renderApp(<AppRoutes />, { url: LIST_PATH, token: USER_TOKEN });

    const list = await screen.findByRole('list', { name: '알림 목록' });
    const [liked, commented] = within(list).getAllByRole('link');
    expect(liked).toHaveAttribute('href', '/community/3/101');
    expect(liked).toHaveTextContent('보리엄마님 외 4명이 좋아합니다');
    expect(liked).not.toHaveTextContent('안 읽음');
    expect(within(liked as HTMLElement).getAllByRole('presentation')).toHaveLength(2);
    expect(commented).toHaveAttribute('href', '/community/3/101#comment-501');
    expect(commented).toHaveTextContent(
      /^안 읽음 보리엄마님이 내 글에 댓글을 남겼어요\.산책 다녀왔어요저희 보리도 그 공원 좋아해요!2024-03-06$/,
    );
    expect(within(commented as HTMLElement).getByText('2024-03-06')).toHaveAttribute(
      'dateTime',
      '2024-03-06T09:30:00+09:00',
    );
  });

  it('opens a petMatch entry at the matches of its post', async () => {
    server.use(
      ...notificationHandlers({
        entries: [
          notification({
            kind: 'petMatch',
            actors: [],
            actorCount: 0,
            text: '내 실종 글과 비슷한 목격 글이 올라왔어요.',
            target: { type: 'post', id: 601, title: '전포동에서 검은 고양이를 잃어버렸어요' },
            link: '/community/6/601',
            excerpt: null,
            urgent: true,
          }),
        ],
      }),
    );
    renderApp(<AppRoutes />, { url: LIST_PATH, token: USER_TOKEN });

    const list = await screen.findByRole('list', { name: '알림 목록' });
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/community/6/601#matches');
  });

  it('says so when there is nothing yet, with 모두 읽음 disabled', async () => {
    renderApp(<AppRoutes />, { url: LIST_PATH, token: USER_TOKEN });

    expect(await screen.findByText('아직 받은 알림이 없어요.')).toBeVisible();
    expect(screen.getByRole('button', { name: '모두 읽음' })).toBeDisabled();
  });

  it('pages through older entries', async () => {
    server.use(...notificationHandlers({ entries: unreadEntries(2), size: 1 }));
    const { user } = renderApp(<AppRoutes />, { url: LIST_PATH, token: USER_TOKEN });

    const list = await screen.findByRole('list', { name: '알림 목록' });
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/community/3/101#comment-500');
    await user.click(
      within(screen.getByRole('navigation', { name: '받은 알림 페이지 이동' })).getByRole(
        'button',
        {
          name: '2 페이지',
        },
      ),
    );

    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '알림 목록' })).getByRole('link'),
      ).toHaveAttribute('href', '/community/3/101#comment-501'),
    );
  });

  it('marks every entry read with 모두 읽음, and the bell follows', async () => {
    server.use(...notificationHandlers({ entries: unreadEntries(2) }));
    const reads = recordReads();
    const { user } = renderApp(<AppRoutes />, { url: LIST_PATH, token: USER_TOKEN });
    await headerBell('알림 2개 안 읽음');

    await user.click(await screen.findByRole('button', { name: '모두 읽음' }));

    await findToast(MESSAGES.notificationsRead);
    expect(reads).toEqual([{ all: true }]);
    expect(await headerBell('알림')).not.toHaveTextContent(/\d/);
    await waitFor(() =>
      expect(screen.getByRole('list', { name: '알림 목록' })).not.toHaveTextContent('안 읽음'),
    );
    expect(screen.getByRole('button', { name: '모두 읽음' })).toBeDisabled();
  });

  it('opens an entry at its comment, marking it read', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    server.use(
      ...notificationHandlers({ entries: unreadEntries(1) }),
      http.get('/api/communities/:categoryId/:communityId', () =>
        ok(
          communityPost({
            communityComments: [communityComment({ communityCommentId: 500 })],
            commentCount: 1,
          }),
        ),
      ),
    );
    const reads = recordReads();
    const { user } = renderApp(<AppRoutes />, { url: LIST_PATH, token: USER_TOKEN });

    await user.click(
      within(await screen.findByRole('list', { name: '알림 목록' })).getByRole('link'),
    );

    const comment = await screen.findByRole('listitem', { name: '호두아빠님의 댓글' });
    expect(comment).toHaveAttribute('id', 'comment-500');
    await waitFor(() => expect(comment).toHaveFocus());
    expect(comment).toHaveAttribute('data-link-target');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(reads).toEqual([{ ids: [900] }]);
    expect(await headerBell('알림')).not.toHaveTextContent(/\d/);
  });
});

describe('notification preferences', () => {
  it('saves each kind and quiet hours', async () => {
    const saved: NotificationPreferences[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT')
        saved.push((await request.clone().json()) as NotificationPreferences);
    });
    const { user } = renderApp(<AppRoutes />, { url: LIST_PATH, token: USER_TOKEN });

    const likes = await screen.findByRole('checkbox', { name: '내 글의 좋아요' });
    expect(likes).toBeChecked();
    const quiet = screen.getByRole('checkbox', { name: '방해 금지 시간 (22:00~08:00)' });
    expect(quiet).not.toBeChecked();
    expect(quiet).toHaveAccessibleDescription(/실종·목격 글의 알림은 언제나 바로/);
    await user.click(likes);
    await user.click(quiet);
    await user.click(screen.getByRole('button', { name: '저장' }));

    await findToast(MESSAGES.notificationPreferencesSaved);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      quietHours: true,
      kinds: { postLiked: false, comment: true },
    });
    expect(screen.getByRole('checkbox', { name: '내 글의 좋아요' })).not.toBeChecked();
  });
});

describe('live notifications', () => {
  let browser: ReturnType<typeof installFakeBrowserApis> | undefined;

  afterEach(() => {
    browser?.uninstall();
    browser = undefined;
  });

  /** A member on a quiet page (the terms) with the stream open, none unread. */
  async function openStream() {
    browser = installFakeBrowserApis();
    const rendered = renderApp(<AppRoutes />, { url: '/terms', token: USER_TOKEN });
    await headerBell('알림');
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    const [stream] = FakeEventSource.open();
    if (stream === undefined) throw new Error('no stream');
    expect(stream.url).toMatch(/\/api\/notifications\/stream\?ticket=ticket-1$/);
    return { ...rendered, stream };
  }

  it('raises the count and shows a toast that opens the comment', async () => {
    const { stream, user } = await openStream();

    act(() => stream.send('notification', streamNotification({ unreadCount: 1 }), 31));

    expect(await headerBell('알림 1개 안 읽음')).toHaveTextContent('1');
    const toast = await findToast('보리엄마님이 내 글에 댓글을 남겼어요.');
    const open = within(toast).getByRole('link', { name: '보기' });
    expect(open).toHaveAttribute('href', '/community/3/101#comment-501');
    server.use(
      http.get('/api/communities/:categoryId/:communityId', () =>
        ok(communityPost({ communityComments: [communityComment()], commentCount: 1 })),
      ),
    );
    Element.prototype.scrollIntoView = vi.fn();
    await user.click(open);
    expect(await screen.findByRole('listitem', { name: '호두아빠님의 댓글' })).toHaveAttribute(
      'id',
      'comment-501',
    );
  });

  it('only updates the badge for an alert held by quiet hours', async () => {
    const { stream } = await openStream();

    act(() =>
      stream.send('notification', streamNotification({ unreadCount: 2, alert: false }), 32),
    );

    expect(await headerBell('알림 2개 안 읽음')).toBeVisible();
    expect(screen.queryByText('보리엄마님이 내 글에 댓글을 남겼어요.')).not.toBeInTheDocument();
  });

  it('closes the stream when the member signs out', async () => {
    const { stream, user } = await openStream();

    await user.click(screen.getByRole('button', { name: '멍멍집사' }));
    await user.click(await screen.findByRole('button', { name: '로그아웃' }));

    await waitFor(() => expect(stream.closed).toBe(true));
    expect(FakeEventSource.open()).toHaveLength(0);
  });
});

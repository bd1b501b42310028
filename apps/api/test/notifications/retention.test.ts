import { NOTIFICATION_TEXTS } from '@daengnyang/contract/notification-texts';
import type { Notification } from '@daengnyang/contract/notifications';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/notifications.ts';
import { purgeNotificationsOlderThan } from '../../src/modules/notifications/repository.ts';
import { KEPT_PER_MEMBER } from '../../src/modules/notifications/sources.ts';
import { postComment } from '../community/posts.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createNamedMember, writePost } from './support.ts';

type Member = { id: number; token: string };
const DAY_MS = 86_400_000;

describe('how long notifications are kept', () => {
  let t: TestApp;
  let author: Member;
  let boree: Member;

  beforeAll(async () => {
    t = await createTestApp();
    author = await createNamedMember(t.app, '오래쓴이');
    boree = await createNamedMember(t.app, '보리');
  });
  afterAll(() => t.close());

  /** Entries as the member's list pages them: the page and the total. */
  async function listOf(token: string) {
    const response = await t.app.inject({
      url: '/api/notifications?page=1&size=5',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<{ content: Notification[]; totalElements: number }>(response).body;
  }

  /** `count` old comment entries for the member, oldest first; answers their ids. */
  async function fillWithOldEntries(recipientId: number, postId: number, count: number) {
    const rows = await t.app.database.db
      .insert(notifications)
      .values(
        Array.from({ length: count }, (_, index) => ({
          recipientId,
          kind: 'comment',
          targetType: 'post',
          targetId: postId,
          targetTitle: '오래된 알림',
          link: `/community/2/${postId}`,
          linkWhenGone: '/community/2',
          excerpt: `예전 댓글 ${index}`,
          actorIds: [boree.id],
          read: true,
        })),
      )
      .returning({ id: notifications.id });
    return rows.map((row) => row.id);
  }

  it(`keeps a member's ${KEPT_PER_MEMBER} newest entries when a new one arrives`, async () => {
    const postId = await writePost(t.app, author.token, { title: '알림 많은 글', content: '내용' });
    const old = await fillWithOldEntries(author.id, postId, KEPT_PER_MEMBER + 4);

    await postComment(t.app, boree.token, postId, { content: '새 댓글이에요' });

    const list = await listOf(author.token);
    expect(list.totalElements).toBe(KEPT_PER_MEMBER);
    expect(list.content[0]).toMatchObject({
      kind: 'comment',
      text: NOTIFICATION_TEXTS.comment('보리'),
      excerpt: '새 댓글이에요',
      read: false,
    });
    const left = await t.app.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.id, old.slice(0, 6)));
    // The five oldest made room for the new entry; the sixth is the oldest kept.
    expect(left.map((row) => row.id)).toEqual([old[5]]);
  });

  it('purges entries unchanged for 90 days and keeps the others', async () => {
    const member = await createNamedMember(t.app, '새로쓴이');
    const postId = await writePost(t.app, member.token, {
      title: '석 달 된 알림',
      content: '내용',
    });
    const [stale, fresh] = await fillWithOldEntries(member.id, postId, 2);
    if (stale === undefined || fresh === undefined) throw new Error('entries were not made');
    await t.app.database.db
      .update(notifications)
      .set({ updatedAt: sql`now() - interval '91 days'` })
      .where(eq(notifications.id, stale));

    expect(await purgeNotificationsOlderThan(t.app.database.db, 90 * DAY_MS)).toBe(1);

    const list = await listOf(member.token);
    expect(list.totalElements).toBe(1);
    expect(list.content.map((entry) => entry.notificationId)).toEqual([fresh]);
  });
});

import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewedKind } from '../../src/db/content-kinds.ts';
import { communityPosts } from '../../src/db/schema/community.ts';
import { notices } from '../../src/db/schema/notice.ts';
import { viewMarks } from '../../src/db/schema/view-marks.ts';
import { sweepViewMarks } from '../../src/db/view-marks.ts';
import { insertPost } from '../community/posts.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { insertNotice } from '../notice/support.ts';

describe('views counted once per viewer, item and day', () => {
  let t: TestApp;
  let author: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    author = await createUser(t.app);
  });
  afterAll(() => t.close());

  const newPost = () => insertPost(t.app, { userId: author.id, categoryId: 3 });
  const postViews = async (id: number) => {
    const [row] = await t.app.database.db
      .select({ views: communityPosts.views })
      .from(communityPosts)
      .where(eq(communityPosts.id, id));
    return row?.views;
  };
  const marks = async (kind: ViewedKind, id: number) => {
    const [row] = await t.app.database.db
      .select({ n: count() })
      .from(viewMarks)
      .where(and(eq(viewMarks.kind, kind), eq(viewMarks.targetId, id)));
    return row?.n;
  };
  /** A visitor: no token, an address and a browser. */
  const visit = (url: string, remoteAddress: string, userAgent: string) =>
    t.app.inject({ method: 'POST', url, remoteAddress, headers: { 'user-agent': userAgent } });

  it('counts a member once a day, whichever category path they use, and answers 0 each time', async () => {
    const id = await newPost();
    const reader = await createUser(t.app);
    for (const url of [
      `/api/communities/3/${id}`,
      `/api/communities/3/${id}`,
      `/api/communities/1/${id}`,
    ]) {
      const response = await t.app.inject({ method: 'POST', url, headers: bearer(reader.token) });
      expect(response.json()).toEqual({ code: 200, message: '요청 성공', body: 0 });
    }
    expect(await postViews(id)).toBe(1);
    // The same member from another address and browser is still the same viewer.
    await t.app.inject({
      method: 'POST',
      url: `/api/communities/3/${id}`,
      headers: { ...bearer(reader.token), 'user-agent': 'Other/1.0' },
      remoteAddress: '203.0.113.50',
    });
    expect(await postViews(id)).toBe(1);
  });

  it('counts a visitor by address and user agent: another browser or address is another viewer', async () => {
    const id = await newPost();
    const url = `/api/communities/3/${id}`;
    await visit(url, '198.51.100.7', 'Mozilla/5.0 (iPhone)');
    await visit(url, '198.51.100.7', 'Mozilla/5.0 (iPhone)');
    expect(await postViews(id)).toBe(1);
    await visit(url, '198.51.100.7', 'Mozilla/5.0 (Windows NT 10.0)');
    await visit(url, '198.51.100.8', 'Mozilla/5.0 (iPhone)');
    expect(await postViews(id)).toBe(3);
    expect(await marks('community', id)).toBe(3);

    const stored = await t.app.database.db
      .select({ viewerKey: viewMarks.viewerKey })
      .from(viewMarks)
      .where(eq(viewMarks.targetId, id));
    for (const { viewerKey } of stored) {
      expect(viewerKey).toMatch(/^visitor:[\w-]{22}$/);
      expect(viewerKey).not.toContain('198.51.100');
    }
  });

  it('counts the same viewer again on the next day', async () => {
    const id = await newPost();
    const url = `/api/communities/3/${id}`;
    await visit(url, '198.51.100.9', 'Mozilla/5.0');
    await t.app.database.db
      .update(viewMarks)
      .set({ day: sql`${viewMarks.day} - 1` })
      .where(eq(viewMarks.targetId, id));
    await visit(url, '198.51.100.9', 'Mozilla/5.0');
    expect(await postViews(id)).toBe(2);
  });

  it('leaves no mark for a post that is not in the category, or not there', async () => {
    const id = await newPost();
    expect(
      (await visit(`/api/communities/4/${id}`, '198.51.100.10', 'Mozilla/5.0')).statusCode,
    ).toBe(404);
    expect(
      (await visit(`/api/communities/1/${id + 1000}`, '198.51.100.10', 'Mozilla/5.0')).statusCode,
    ).toBe(404);
    expect(await marks('community', id)).toBe(0);
    expect(await postViews(id)).toBe(0);
  });

  it('counts notices the same way, apart from posts with the same id', async () => {
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    const noticeId = await insertNotice(t.app, { userId: admin.id, categoryId: 2 });
    const url = `/api/notice/2/${noticeId}`;
    await visit(url, '198.51.100.11', 'Mozilla/5.0');
    await visit(url, '198.51.100.11', 'Mozilla/5.0');
    await visit(url, '198.51.100.12', 'Mozilla/5.0');
    const [row] = await t.app.database.db
      .select({ views: notices.views })
      .from(notices)
      .where(eq(notices.id, noticeId));
    expect(row?.views).toBe(2);
    expect(await marks('notice', noticeId)).toBe(2);
  });

  it('sweeps marks older than yesterday and keeps the rest', async () => {
    const id = await newPost();
    const today = sql`(now() at time zone 'Asia/Seoul')::date`;
    await t.app.database.db.insert(viewMarks).values(
      [0, 1, 2, 3].map((daysAgo) => ({
        day: sql`${today} - ${daysAgo}::int`,
        kind: 'community' as const,
        targetId: id,
        viewerKey: `member:${daysAgo}`,
      })),
    );
    expect(await sweepViewMarks(t.app.database.db)).toBe(2);
    const kept = await t.app.database.db
      .select({ viewerKey: viewMarks.viewerKey })
      .from(viewMarks)
      .where(eq(viewMarks.targetId, id))
      .orderBy(viewMarks.viewerKey);
    expect(kept.map((mark) => mark.viewerKey)).toEqual(['member:0', 'member:1']);
  });

  it('keeps the counter equal to the marks under 500 parallel views of distinct visitors', async () => {
    const id = await newPost();
    const url = `/api/communities/3/${id}`;
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, n) =>
        visit(url, `10.${Math.floor(n / 250)}.${n % 250}.1`, `Browser/${n % 2}`),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await marks('community', id)).toBe(500);
    expect(await postViews(id)).toBe(500);
  });

  it('counts 100 parallel views of one visitor once', async () => {
    const id = await newPost();
    const url = `/api/communities/3/${id}`;
    await Promise.all(
      Array.from({ length: 100 }, () => visit(url, '198.51.100.13', 'Mozilla/5.0')),
    );
    expect(await marks('community', id)).toBe(1);
    expect(await postViews(id)).toBe(1);
  });
});

import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit.ts';
import { sanctions } from '../../src/db/schema/member-safety.ts';
import { formatSeoulDateTime } from '../../src/http/dates.ts';
import { insertPost } from '../community/posts.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { routeTable } from '../helpers/route-table.ts';
import { openStandin, submitStandin } from '../helpers/standin.ts';
import { createUser } from '../helpers/users.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A path as the router names it, with every parameter given the value 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+(\|:[A-Za-z]+)*/g, '1');

const tokenFrom = (location: string | undefined) =>
  new URL(location ?? '').searchParams.get('accessToken') ?? '';

describe('sanctions', () => {
  let t: TestApp;
  let admin: { id: number; token: string };
  let postId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    postId = await insertPost(t.app, { userId: admin.id, categoryId: 2 });
  });
  afterAll(() => t.close());

  const sanction = (userId: number, payload: Record<string, unknown>, token = admin.token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/sanctions`,
      headers: bearer(token),
      payload,
    });
  const comment = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/communities/${postId}/comments`,
      headers: bearer(token),
      payload: { communityId: postId, content: '안녕하세요' },
    });
  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
  const untilOf = async (userId: number) => {
    const [row] = await t.app.database.db
      .select({ id: sanctions.id, until: sanctions.until })
      .from(sanctions)
      .where(eq(sanctions.userId, userId));
    if (!row) throw new Error('no sanction stored');
    return row;
  };
  const sanctionedMessage = (until: Date | null) =>
    MESSAGES.sanctioned(until ? formatSeoulDateTime(until).slice(0, 10) : null);
  const auditActions = async (userId: number) =>
    (await t.app.database.db.select().from(auditLog))
      .filter((row) => row.targetIds.includes(userId))
      .map((row) => row.action);

  it('refuses to sanction an administrator (400) or an unknown member (404), and members (403)', async () => {
    const other = await createUser(t.app, { role: 'ROLE_ADMIN' });
    const adminAnswer = await sanction(other.id, { type: 'writeBan', reason: '테스트' });
    expect(adminAnswer.statusCode).toBe(400);
    expect(envelope(adminAnswer).message).toBe(SERVER_MESSAGES.sanctionAdminNotAllowed);
    expect((await sanction(999_999, { type: 'warning', reason: '테스트' })).statusCode).toBe(404);
    const member = await createUser(t.app);
    const target = await createUser(t.app);
    expect(
      (await sanction(target.id, { type: 'warning', reason: '테스트' }, member.token)).statusCode,
    ).toBe(403);
    expect((await sanction(target.id, { type: 'ban', reason: '테스트' })).statusCode).toBe(400);
  });

  it('refuses every member write route of the route table to a write-banned member', async () => {
    const member = await createUser(t.app);
    const answer = await sanction(member.id, { type: 'writeBan', days: 7, reason: '욕설' });
    expect(answer.statusCode).toBe(200);
    const { until } = await untilOf(member.id);
    expect(until).not.toBeNull();
    const message = sanctionedMessage(until);
    expect(message).toMatch(/^활동이 제한된 계정입니다\. \(\d{4}-\d{2}-\d{2}까지\)$/);

    // Open to a banned member (decision 027); the rest of the table must refuse.
    const open = new Set([
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /oauth2/dev/1',
      'POST /api/sanctions/1/appeal',
      'DELETE /api/mypage/user',
      'POST /api/blocks/1',
      'DELETE /api/blocks/1',
      'POST /api/communities/1/1',
      'POST /api/notice/1/1',
      'POST /api/notifications/read',
      'PUT /api/notifications/preferences',
      'POST /api/notifications/stream-ticket',
    ]);
    const writes = routeTable(t.app)
      .filter((route) => WRITE_METHODS.has(route.method))
      .map((route) => ({ method: route.method, url: concrete(route.url) }))
      .filter((route) => !open.has(`${route.method} ${route.url}`));
    expect(writes.length).toBeGreaterThan(30);
    expect(writes).toContainEqual({ method: 'POST', url: '/api/communities' });
    // The authors' edits (issue 22) are writes like any other.
    for (const url of [
      '/api/communities/1',
      '/api/communities/comments/1',
      '/api/foods/comments/1',
      '/api/notice/comments/1',
      '/api/drafts/1',
    ]) {
      expect(writes).toContainEqual({ method: 'PUT', url });
    }
    for (const route of writes) {
      const refused = await t.app.inject({
        method: route.method as 'POST',
        url: route.url,
        headers: bearer(member.token),
      });
      expect({ ...route, status: refused.statusCode, message: envelope(refused).message }).toEqual({
        ...route,
        status: 403,
        message,
      });
    }

    // Reading, counting a view and the principal stay as they were.
    expect((await get(`/api/communities/2/${postId}`, member.token)).statusCode).toBe(200);
    const view = await t.app.inject({
      method: 'POST',
      url: `/api/communities/2/${postId}`,
      headers: bearer(member.token),
    });
    expect(view.statusCode).toBe(200);
    const principal = envelope<{ authenticated: boolean; sanction?: unknown }>(
      await get('/api/account/principal', member.token),
    );
    expect(principal.body.authenticated).toBe(true);
    expect(principal.body.sanction).toEqual({
      sanctionId: expect.any(Number),
      type: 'writeBan',
      until: formatSeoulDateTime(until as Date),
    });
  });

  it('ends a suspended member’s sessions; signing in again leads only to the notice', async () => {
    const member = await createUser(t.app, { name: '정지회원', provider: 'kakao' });
    expect(
      (await sanction(member.id, { type: 'suspension', reason: '사기 의심' })).statusCode,
    ).toBe(200);
    const revoked = envelope<{ authenticated: boolean }>(
      await get('/api/account/principal', member.token),
    );
    expect(revoked.body.authenticated).toBe(false);

    const { state, cookie } = await openStandin(t, 'kakao');
    const signIn = await submitStandin(t, 'kakao', { state, userId: String(member.id) }, cookie);
    expect(signIn.statusCode).toBe(302);
    const token = tokenFrom(signIn.headers.location);
    expect(token).not.toBe('');

    const principal = envelope<{ authenticated: boolean; sanction?: { type: string } }>(
      await get('/api/account/principal', token),
    );
    expect(principal.body.authenticated).toBe(true);
    expect(principal.body.sanction).toEqual({
      sanctionId: expect.any(Number),
      type: 'suspension',
      until: null,
    });
    const notice = envelope<{ active: { type: string; reason: string } | null }>(
      await get('/api/sanctions/me', token),
    );
    expect(notice.body.active).toMatchObject({ type: 'suspension', reason: '사기 의심' });

    const message = MESSAGES.sanctioned(null);
    const open = new Set([
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'GET /api/account/principal',
      'HEAD /api/account/principal',
      'GET /api/sanctions/me',
      'HEAD /api/sanctions/me',
      'POST /api/sanctions/1/appeal',
      'DELETE /api/mypage/user',
    ]);
    const calls = routeTable(t.app)
      // Every API call but the documentation's static pages.
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
      .map((route) => ({ method: route.method, url: concrete(route.url) }))
      .filter((route) => !open.has(`${route.method} ${route.url}`));
    expect(calls).toContainEqual({ method: 'GET', url: '/api/communities/1' });
    for (const route of calls) {
      const refused = await t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: bearer(token),
      });
      const seen = {
        ...route,
        status: refused.statusCode,
        message: route.method === 'HEAD' ? message : envelope(refused).message,
      };
      expect(seen).toEqual({ ...route, status: 403, message });
    }
    // The legacy like outside /api/ is a write too.
    expect(
      (await t.app.inject({ method: 'POST', url: '/notice/1/like', headers: bearer(token) }))
        .statusCode,
    ).toBe(403);
  });

  it('ends a sanction without a job once `until` has passed', async () => {
    const member = await createUser(t.app);
    await sanction(member.id, { type: 'writeBan', days: 1, reason: '도배' });
    // The day is shortened to a second and a half before the member calls; the server keeps
    // the member's identity with its restriction (decision 041), so it must end by itself.
    const { id } = await untilOf(member.id);
    await t.app.database.db
      .update(sanctions)
      .set({ until: new Date(Date.now() + 1500) })
      .where(eq(sanctions.id, id));
    expect((await comment(member.token)).statusCode).toBe(403);
    await expect
      .poll(async () => (await comment(member.token)).statusCode, { timeout: 4000, interval: 250 })
      .toBe(200);
    const mine = envelope<{ active: unknown; history: { active: boolean }[] }>(
      await get('/api/sanctions/me', member.token),
    );
    expect(mine.body.active).toBeNull();
    expect(mine.body.history).toEqual([expect.objectContaining({ active: false })]);
  });

  it('lifts a member’s active sanctions early, in the audit log', async () => {
    const member = await createUser(t.app);
    await sanction(member.id, { type: 'writeBan', reason: '광고' });
    expect((await comment(member.token)).statusCode).toBe(403);
    const lift = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${member.id}/sanctions`,
      headers: bearer(admin.token),
    });
    expect(envelope(lift)).toMatchObject({ code: 200, body: MESSAGES.sanctionsLifted });
    expect((await comment(member.token)).statusCode).toBe(200);
    const list = envelope<{ type: string; active: boolean; liftedAt: string | null }[]>(
      await get(`/api/admin/users/${member.id}/sanctions`, admin.token),
    );
    expect(list.body).toEqual([
      expect.objectContaining({ type: 'writeBan', active: false, liftedAt: expect.any(String) }),
    ]);
    expect(await auditActions(member.id)).toEqual(['user.sanction', 'user.sanction.lift']);
  });

  it('takes one appeal per sanction, from its member only, warnings included', async () => {
    const member = await createUser(t.app);
    const other = await createUser(t.app);
    await sanction(member.id, { type: 'warning', reason: '주의' });
    const { id } = await untilOf(member.id);
    const appeal = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/sanctions/${id}/appeal`,
        headers: bearer(token),
        payload: { text: '오해입니다' },
      });
    expect((await appeal(other.token)).statusCode).toBe(404);
    expect(envelope(await appeal(member.token))).toMatchObject({
      code: 200,
      body: SERVER_MESSAGES.appealReceived,
    });
    const second = await appeal(member.token);
    expect(second.statusCode).toBe(409);
    expect(envelope(second).message).toBe(SERVER_MESSAGES.appealOnce);
  });

  it('lets an administrator lift or uphold an appealed sanction, once, in the audit log', async () => {
    const lifted = await createUser(t.app);
    const upheld = await createUser(t.app);
    for (const member of [lifted, upheld]) {
      await sanction(member.id, { type: 'suspension', days: 30, reason: '분양 사기' });
    }
    const signIn = async (userId: number) =>
      t.app.tokens.sign({
        userId,
        role: 'ROLE_USER',
        tokenVersion:
          (
            await t.app.database.db.query.users.findFirst({
              where: (users, { eq: equals }) => equals(users.id, userId),
            })
          )?.tokenVersion ?? 0,
      });
    const tokens = [await signIn(lifted.id), await signIn(upheld.id)];
    for (const [index, member] of [lifted, upheld].entries()) {
      const { id } = await untilOf(member.id);
      const appeal = await t.app.inject({
        method: 'POST',
        url: `/api/sanctions/${id}/appeal`,
        headers: bearer(tokens[index] ?? ''),
        payload: { text: '억울합니다' },
      });
      expect(appeal.statusCode).toBe(200);
    }
    type Row = { appeal: { appealId: number; status: string }; member: { userId: number } };
    const queue = envelope<{ content: Row[]; totalElements: number }>(
      await get('/api/admin/appeals?status=open', admin.token),
    );
    const appealOf = (userId: number) =>
      queue.body.content.find((row) => row.member.userId === userId)?.appeal.appealId;
    const decide = (appealId: number | undefined, action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/appeals/${appealId}/decision`,
        headers: bearer(admin.token),
        payload: { action, note: '검토함' },
      });
    expect(await t.app.sanctions.countOpenAppeals()).toBe(queue.body.totalElements);

    expect((await decide(appealOf(lifted.id), 'lift')).statusCode).toBe(200);
    expect((await decide(appealOf(upheld.id), 'uphold')).statusCode).toBe(200);
    const again = await decide(appealOf(upheld.id), 'lift');
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe(SERVER_MESSAGES.appealDecided);
    expect((await decide(999_999, 'lift')).statusCode).toBe(404);

    expect((await comment(tokens[0] ?? '')).statusCode).toBe(200);
    expect((await comment(tokens[1] ?? '')).statusCode).toBe(403);
    const closed = envelope<{ content: Row[] }>(
      await get('/api/admin/appeals?status=closed', admin.token),
    );
    expect(
      closed.body.content
        .filter((row) => [lifted.id, upheld.id].includes(row.member.userId))
        .map((row) => [row.member.userId, row.appeal.status]),
    ).toEqual([
      [upheld.id, 'upheld'],
      [lifted.id, 'lifted'],
    ]);
    const decisions = await t.app.database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sanction.appeal.decide')));
    expect(decisions.map((row) => (row.detail as { action: string }).action).sort()).toEqual([
      'lift',
      'uphold',
    ]);
    expect(await auditActions(lifted.id)).toEqual(['user.sanction', 'sanction.appeal.decide']);
  });

  it('describes every new call in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const calls = {
      '/api/admin/users/{userId}/sanctions': ['post', 'delete', 'get'],
      '/api/admin/appeals': ['get'],
      '/api/admin/appeals/{appealId}/decision': ['post'],
      '/api/sanctions/me': ['get'],
      '/api/sanctions/{sanctionId}/appeal': ['post'],
      '/api/blocks/{userId}': ['post', 'delete'],
      '/api/mypage/blocks': ['get'],
    };
    for (const [path, methods] of Object.entries(calls)) {
      expect({ path, methods: Object.keys(document.paths[path] ?? {}).sort() }).toEqual({
        path,
        methods: [...methods].sort(),
      });
    }
  });
});

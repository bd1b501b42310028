import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.ts';
import { foodLikes, foods } from '../../../src/db/schema/food.ts';
import { users } from '../../../src/db/schema/users.ts';
import { usersCountQuery, usersPageQuery } from '../../../src/modules/admin/users/repository.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../../helpers/app.ts';
import { createUser } from '../../helpers/users.ts';
import { contentOf } from '../../mypage/content.ts';

type UserRow = {
  userId: number;
  name: string;
  email: string | null;
  profileImgPath: string;
  provider: string | null;
  providerId: string | null;
  role: string;
};
type Page<T> = {
  content: T[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
  isLast: boolean;
};

describe('admin users', () => {
  let t: TestApp;
  let admin: { id: number; token: string };
  let user: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '운영자' });
    user = await createUser(t.app, { name: '평범한유저' });
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string> = {}, token = admin.token) =>
    t.app.inject({ method: 'GET', url: '/api/admin/users', query, headers: bearer(token) });
  const deleteOne = (userId: number | string, token?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${userId}`,
      headers: token ? bearer(token) : {},
    });
  const deleteMany = (ids: unknown, token?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/admin/users',
      payload: JSON.stringify(ids),
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    });
  const isActive = async (userId: number) => {
    const [row] = await t.app.database.db
      .select({ withdrawnAt: users.withdrawnAt })
      .from(users)
      .where(eq(users.id, userId));
    return row?.withdrawnAt === null;
  };
  const principalOf = async (token: string) =>
    envelope<{ authenticated: boolean }>(
      await t.app.inject({ method: 'GET', url: '/api/account/principal', headers: bearer(token) }),
    ).body.authenticated;
  const auditRows = () => t.app.database.db.select().from(auditLog).orderBy(auditLog.id);

  describe('GET /api/admin/users', () => {
    let listed: { id: number; token: string }[];
    beforeAll(async () => {
      listed = [
        await createUser(t.app, {
          name: '초코아빠',
          email: 'choco.dad@example.com',
          provider: 'naver',
          providerId: 'naver-777',
          profileImage: 'https://phinf.pstatic.net/choco.png',
        }),
        await createUser(t.app, { name: '보리누나', email: 'bori@daum.net', provider: 'google' }),
        await createUser(t.app, { name: '탈퇴예정', email: 'gone@example.com' }),
      ];
      const gone = listed[2];
      if (gone) expect((await deleteOne(gone.id, admin.token)).statusCode).toBe(200);
    });

    it('answers flat rows, keys in column order, newest first, withdrawn users left out', async () => {
      const response = await list();
      expect(response.statusCode).toBe(200);
      const body = envelope<Page<UserRow>>(response).body;
      expect(body).toMatchObject({ page: 1, size: 10, isLast: true });
      const active = await t.app.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(sql`${users.withdrawnAt} is null`);
      expect(body.totalElements).toBe(active[0]?.n);
      expect(body.content.map((row) => row.name)).not.toContain('탈퇴한 사용자');
      expect(body.content.map((row) => row.userId)).not.toContain(listed[2]?.id);
      const ids = body.content.map((row) => row.userId);
      expect(ids.indexOf(listed[1]?.id ?? 0)).toBeLessThan(ids.indexOf(listed[0]?.id ?? 0));

      const choco = body.content.find((row) => row.userId === listed[0]?.id);
      expect(Object.keys(choco ?? {})).toEqual([
        'userId',
        'name',
        'email',
        'profileImgPath',
        'provider',
        'providerId',
        'role',
      ]);
      expect(choco).toEqual({
        userId: listed[0]?.id,
        name: '초코아빠',
        email: 'choco.dad@example.com',
        profileImgPath: 'https://phinf.pstatic.net/choco.png',
        provider: 'naver',
        providerId: 'naver-777',
        role: 'ROLE_USER',
      });
      for (const row of body.content) {
        for (const value of Object.values(row)) {
          expect(value === null || ['string', 'number'].includes(typeof value)).toBe(true);
        }
      }
      const configured = body.content.find((row) => row.userId === t.app.adminUserId);
      expect(configured).toMatchObject({ role: 'ROLE_ADMIN', provider: null, providerId: null });
      expect(configured?.profileImgPath).toMatch(/\/static\/default-profile\.svg$/);
    });

    it.each([
      ['a part of a name', '보리', ['보리누나']],
      ['a part of an e-mail', 'CHOCO.DAD', ['초코아빠']],
      ['an e-mail domain', 'daum.net', ['보리누나']],
      ['text with LIKE wildcards', '%', []],
      ['a withdrawn user’s old e-mail', 'gone@', []],
    ])('searches by %s', async (_label, searchText, names) => {
      const body = envelope<Page<UserRow>>(await list({ searchText })).body;
      expect(body.content.map((row) => row.name)).toEqual(names);
      expect(body.totalElements).toBe(names.length);
    });

    it('treats an empty or blank searchText as no filter', async () => {
      const all = envelope<Page<UserRow>>(await list()).body.totalElements;
      expect(envelope<Page<UserRow>>(await list({ searchText: '' })).body.totalElements).toBe(all);
      expect(envelope<Page<UserRow>>(await list({ searchText: '  ' })).body.totalElements).toBe(
        all,
      );
    });

    it('pages with page and size', async () => {
      const all = envelope<Page<UserRow>>(await list({ size: '100' })).body;
      const second = envelope<Page<UserRow>>(await list({ page: '2', size: '2' })).body;
      expect(second).toMatchObject({
        page: 2,
        size: 2,
        totalElements: all.totalElements,
        totalPages: Math.ceil(all.totalElements / 2),
      });
      expect(second.content.map((row) => row.userId)).toEqual(
        all.content.slice(2, 4).map((row) => row.userId),
      );
    });

    it('is answered from indexes: trigram for the search, newest-first for the order', async () => {
      const planOf = (query: { getSQL: () => ReturnType<typeof sql> }) =>
        t.app.database.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          return JSON.stringify(await tx.execute(sql`explain ${query.getSQL()}`));
        });
      const db = t.app.database.db;
      const counted = await planOf(usersCountQuery(db, 'choco.dad'));
      expect(counted).toContain('users_name_trgm_idx');
      expect(counted).toContain('users_email_trgm_idx');
      // On a table this small the planner may walk the newest-first index and filter instead.
      expect(await planOf(usersPageQuery(db, 'choco.dad', { page: 1, size: 10 }))).toMatch(
        /users_(name_trgm|created_at)_idx/,
      );
      expect(await planOf(usersPageQuery(db, undefined, { page: 1, size: 10 }))).toContain(
        'users_created_at_idx',
      );
    });
  });

  describe('DELETE /api/admin/users/{userId}', () => {
    it('withdraws the user: token dead, data erased, likes gone, audited', async () => {
      const victim = await createUser(t.app, { name: '삭제대상', email: 'victim@example.com' });
      const content = contentOf(t.app);
      const foodId = await content.food();
      await content.like('food', victim.id, foodId);
      expect(await principalOf(victim.token)).toBe(true);
      const auditBefore = (await auditRows()).length;

      const response = await deleteOne(victim.id, admin.token);
      expect(response.statusCode).toBe(200);
      expect(envelope(response).body).toBe('회원을 삭제했습니다.');

      expect(await principalOf(victim.token)).toBe(false);
      const write = await t.app.inject({
        method: 'PUT',
        url: '/api/mypage/user/name',
        query: { name: '살아있음' },
        headers: bearer(victim.token),
      });
      expect(write.statusCode).toBe(401);
      const [row] = await t.app.database.db.select().from(users).where(eq(users.id, victim.id));
      expect(row).toMatchObject({ name: '탈퇴한 사용자', email: null, providerId: null });
      const likes = await t.app.database.db
        .select()
        .from(foodLikes)
        .where(eq(foodLikes.userId, victim.id));
      expect(likes).toEqual([]);
      const [food] = await t.app.database.db
        .select({ likeCount: foods.likeCount })
        .from(foods)
        .where(eq(foods.id, foodId));
      expect(food?.likeCount).toBe(0);

      const audits = await auditRows();
      expect(audits).toHaveLength(auditBefore + 1);
      expect(audits.at(-1)).toMatchObject({
        adminUserId: admin.id,
        action: 'user.delete',
        targetType: 'user',
        targetIds: [victim.id],
      });
    });

    it('refuses to delete an administrator account', async () => {
      const other = await createUser(t.app, { role: 'ROLE_ADMIN' });
      const auditBefore = (await auditRows()).length;
      for (const target of [other.id, admin.id, t.app.adminUserId ?? 0]) {
        const response = await deleteOne(target, admin.token);
        expect(response.statusCode).toBe(403);
        expect(envelope(response).message).toBe('관리자 계정은 삭제할 수 없습니다.');
        expect(await isActive(target)).toBe(true);
      }
      expect(await principalOf(other.token)).toBe(true);
      expect(await auditRows()).toHaveLength(auditBefore);
    });

    it('answers 404 for a user who does not exist or is already gone', async () => {
      const gone = await createUser(t.app);
      expect((await deleteOne(gone.id, admin.token)).statusCode).toBe(200);
      for (const target of [gone.id, 999_999]) {
        const response = await deleteOne(target, admin.token);
        expect(response.statusCode).toBe(404);
        expect(envelope(response).message).toBe(
          '회원을 찾을 수 없습니다. 이미 삭제된 회원인지 확인해주세요.',
        );
      }
    });

    it('answers 400 for an id that is not a number', async () => {
      expect((await deleteOne('abc', admin.token)).statusCode).toBe(400);
    });

    it('refuses anonymous callers (401) and users (403)', async () => {
      const target = await createUser(t.app);
      expect((await deleteOne(target.id)).statusCode).toBe(401);
      const asUser = await deleteOne(target.id, user.token);
      expect(asUser.statusCode).toBe(403);
      expect((await deleteOne(user.id, user.token)).statusCode).toBe(403);
      expect(await isActive(target.id)).toBe(true);
      expect(await isActive(user.id)).toBe(true);
    });
  });

  describe('DELETE /api/admin/users (bulk)', () => {
    it('withdraws every listed user in one audited change', async () => {
      const victims = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
      const ids = victims.map((victim) => victim.id);
      const auditBefore = (await auditRows()).length;
      const response = await deleteMany([...ids, ids[0]], admin.token);
      expect(response.statusCode).toBe(200);
      for (const victim of victims) {
        expect(await isActive(victim.id)).toBe(false);
        expect(await principalOf(victim.token)).toBe(false);
      }
      const audits = await auditRows();
      expect(audits).toHaveLength(auditBefore + 1);
      expect(audits.at(-1)?.targetIds).toEqual(ids);
    });

    it('does nothing for an empty array', async () => {
      const auditBefore = (await auditRows()).length;
      const response = await deleteMany([], admin.token);
      expect(response.statusCode).toBe(200);
      expect(await auditRows()).toHaveLength(auditBefore);
    });

    it('refuses the whole request when one id is an administrator', async () => {
      const victims = [await createUser(t.app), await createUser(t.app)];
      const ids = [...victims.map((victim) => victim.id), t.app.adminUserId ?? 0];
      const response = await deleteMany(ids, admin.token);
      expect(response.statusCode).toBe(403);
      expect(envelope(response).message).toBe('관리자 계정은 삭제할 수 없습니다.');
      const rows = await t.app.database.db
        .select({ withdrawnAt: users.withdrawnAt })
        .from(users)
        .where(inArray(users.id, ids));
      expect(rows.every((row) => row.withdrawnAt === null)).toBe(true);
      for (const victim of victims) expect(await principalOf(victim.token)).toBe(true);
    });

    it('skips ids already gone', async () => {
      const victim = await createUser(t.app);
      const response = await deleteMany([victim.id, 999_998], admin.token);
      expect(response.statusCode).toBe(200);
      expect(await isActive(victim.id)).toBe(false);
      expect((await auditRows()).at(-1)?.targetIds).toEqual([victim.id]);
    });

    it.each([
      ['an object', { ids: [1] }],
      ['ids that are not numbers', ['a']],
      ['ids given as text', ['3']],
      ['booleans, which must not read as id 1', [true]],
      ['a fraction', [1.5]],
      ['no body', undefined],
    ])('refuses %s with 400', async (_label, body) => {
      const response =
        body === undefined
          ? await t.app.inject({
              method: 'DELETE',
              url: '/api/admin/users',
              headers: bearer(admin.token),
            })
          : await deleteMany(body, admin.token);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe('삭제할 회원 번호를 숫자 배열로 보내주세요.');
    });

    it('refuses anonymous callers (401) and users (403)', async () => {
      const target = await createUser(t.app);
      expect((await deleteMany([target.id])).statusCode).toBe(401);
      expect((await deleteMany([target.id], user.token)).statusCode).toBe(403);
      expect(await isActive(target.id)).toBe(true);
    });
  });

  it('refuses the list to anonymous callers (401) and users (403)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(anonymous.statusCode).toBe(401);
    const asUser = await list({}, user.token);
    expect(asUser.statusCode).toBe(403);
    expect(envelope(asUser).body).toBeNull();
  });
});

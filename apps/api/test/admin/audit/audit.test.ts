import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../../src/db/audit.ts';
import { auditPageQuery } from '../../../src/modules/admin/audit/repository.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../../helpers/app.ts';
import { createUser } from '../../helpers/users.ts';

type AuditRow = {
  auditId: number;
  adminUserId: number;
  adminName: string;
  action: string;
  targetType: string;
  targetIds: number[];
  detail: Record<string, unknown> | null;
  createdAt: string;
};
type Page<T> = {
  content: T[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
  isLast: boolean;
};

describe('GET /api/admin/audit', () => {
  let t: TestApp;
  let admin: { id: number; token: string };
  let deleted: number[];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '감사담당' });
    const db = t.app.database.db;
    // Eleven older entries written directly, then two deletions through the API.
    for (let index = 0; index < 11; index += 1) {
      await recordAudit(db, {
        adminUserId: admin.id,
        action: 'food.create',
        targetType: 'food',
        targetIds: [100 + index],
        detail: index === 10 ? { title: '연어 사료', images: 3 } : undefined,
      });
    }
    await db.execute(sql`update audit_log set created_at = now() - interval '1 day'`);
    const victims = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    deleted = victims.map((victim) => victim.id);
    const single = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${deleted[0]}`,
      headers: bearer(admin.token),
    });
    expect(single.statusCode).toBe(200);
    const bulk = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/users',
      payload: deleted.slice(1),
      headers: bearer(admin.token),
    });
    expect(bulk.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const audit = (query: Record<string, string> = {}, token = admin.token) =>
    t.app.inject({ method: 'GET', url: '/api/admin/audit', query, headers: bearer(token) });

  it('lists the entries newest first, ten by default', async () => {
    const response = await audit();
    expect(response.statusCode).toBe(200);
    const body = envelope<Page<AuditRow>>(response).body;
    expect(body).toMatchObject({
      totalElements: 13,
      totalPages: 2,
      page: 1,
      size: 10,
      isLast: false,
    });
    const [bulk, single, older] = body.content;
    expect(bulk).toEqual({
      auditId: expect.any(Number),
      adminUserId: admin.id,
      adminName: '감사담당',
      action: 'user.delete',
      targetType: 'user',
      targetIds: deleted.slice(1),
      detail: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/),
    });
    expect(Object.keys(bulk ?? {})).toEqual([
      'auditId',
      'adminUserId',
      'adminName',
      'action',
      'targetType',
      'targetIds',
      'detail',
      'createdAt',
    ]);
    expect(single).toMatchObject({ action: 'user.delete', targetIds: [deleted[0]] });
    expect(older).toMatchObject({
      action: 'food.create',
      targetIds: [110],
      detail: { title: '연어 사료', images: 3 },
    });
  });

  it('pages with page and size', async () => {
    const body = envelope<Page<AuditRow>>(await audit({ page: '2' })).body;
    expect(body).toMatchObject({ page: 2, size: 10, totalPages: 2, isLast: true });
    expect(body.content.map((row) => row.targetIds[0])).toEqual([102, 101, 100]);
  });

  it('refuses anonymous callers (401) and users (403)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/audit' });
    expect(anonymous.statusCode).toBe(401);
    const user = await createUser(t.app);
    const asUser = await audit({}, user.token);
    expect(asUser.statusCode).toBe(403);
    expect(envelope(asUser).body).toBeNull();
  });

  it('is read from audit_log_created_idx', async () => {
    const plan = await t.app.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = auditPageQuery(tx, { page: 1, size: 10 });
      return JSON.stringify(await tx.execute(sql`explain ${query.getSQL()}`));
    });
    expect(plan).toContain('audit_log_created_idx');
  });
});

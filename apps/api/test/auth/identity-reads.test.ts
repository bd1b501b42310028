import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { imposeSanction } from '../helpers/sanctions.ts';
import { createUser } from '../helpers/users.ts';

type Principal = { authenticated: boolean; sanction?: { type: string } };

describe('identity rows of callers who arrive together', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No identity cache (the tests' default): every signed-in request reads its caller's row.
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are read together, each caller getting their own row', async () => {
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    const banned = await createUser(t.app);
    const withdrawn = await createUser(t.app);
    const plain = await createUser(t.app);
    await imposeSanction(t.app, admin.token, banned.id, {
      type: 'writeBan',
      days: 7,
      reason: '욕설',
    });
    await t.app.database.db
      .update(users)
      .set({ withdrawnAt: new Date() })
      .where(eq(users.id, withdrawn.id));

    // Each member twice, all at once: one turn of the event loop, one read of their rows.
    const callers = [plain, withdrawn, banned, admin, banned, plain, withdrawn, admin];
    const answers = await Promise.all(
      callers.map((caller) =>
        t.app.inject({ url: '/api/account/principal', headers: bearer(caller.token) }),
      ),
    );
    const principals = answers.map((answer) => envelope<Principal>(answer).body);
    const seen = principals.map(({ authenticated, sanction }) =>
      authenticated ? (sanction?.type ?? 'member') : 'anonymous',
    );
    expect(seen).toEqual([
      'member',
      'anonymous',
      'writeBan',
      'member',
      'writeBan',
      'member',
      'anonymous',
      'member',
    ]);
  });
});

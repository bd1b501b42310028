import { readFile } from 'node:fs/promises';
import { nicknameKey } from '@daengnyang/contract/nickname';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/users.ts';
import { heldNameKeysQuery } from '../../src/modules/users/repository.ts';
import { openTestDatabase } from '../helpers/database.ts';

const MIGRATION = new URL('../../src/db/migrations/0006_nickname_rules.sql', import.meta.url);

/** The backfill statement of migration 0006, as the migrator runs it. */
async function backfillStatement(): Promise<string> {
  const statements = (await readFile(MIGRATION, 'utf8')).split('--> statement-breakpoint');
  const backfill = statements.find((statement) => statement.includes('UPDATE "users"'));
  if (!backfill) throw new Error('migration 0006 has no backfill');
  return backfill;
}

describe('nickname keys in the database (migration 0006)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await handle.migrate();
  });
  afterAll(() => handle.close());

  const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));

  it('keys the accounts it finds as the app does, the oldest holder of a shared key only', async () => {
    // Rows as they stood before the migration: no key yet, some names equal under the rule.
    const names = [
      'Bori Papa',
      'bori papa',
      'ＢＯＲＩ　ＰＡＰＡ',
      '몽실맘',
      '운영ㅈㅏ',
      'Ｃｈｏｃｏ★',
      'ÉCLAIR',
      '냥이_123',
      '①② 두부',
      '\u3164\u3164',
    ];
    await handle.db
      .insert(users)
      .values(names.map((name, index) => ({ name, createdAt: at(index) })));
    await handle.db.insert(users).values({ name: '떠난사람', withdrawnAt: at(99) });

    await handle.db.execute(sql.raw(await backfillStatement()));

    const rows = await handle.db
      .select({ name: users.name, nameKey: users.nameKey })
      .from(users)
      .orderBy(asc(users.createdAt), asc(users.id));
    expect(rows).toEqual([
      { name: 'Bori Papa', nameKey: 'boripapa' },
      { name: 'bori papa', nameKey: null },
      { name: 'ＢＯＲＩ　ＰＡＰＡ', nameKey: null },
      { name: '몽실맘', nameKey: '몽실맘' },
      { name: '운영ㅈㅏ', nameKey: '운영자' },
      { name: 'Ｃｈｏｃｏ★', nameKey: 'choco' },
      { name: 'ÉCLAIR', nameKey: 'éclair' },
      { name: '냥이_123', nameKey: '냥이123' },
      { name: '①② 두부', nameKey: '12두부' },
      { name: '\u3164\u3164', nameKey: null },
      { name: '떠난사람', nameKey: null },
    ]);
    for (const { name, nameKey } of rows) {
      if (nameKey !== null) expect(nicknameKey(name), name).toBe(nameKey);
    }
  });

  it('finds the keys a sign-up would take in the unique index, not by reading every account', async () => {
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = heldNameKeysQuery(tx, ['멍멍이', '멍멍이2', '멍멍이3']);
      return JSON.stringify(await tx.execute(sql`explain ${query.getSQL()}`));
    });
    expect(plan).toContain('users_name_key_key');
  });

  it('holds a key once among active accounts, and not for withdrawn ones', async () => {
    await handle.db.insert(users).values({ name: '키주인', nameKey: '키주인' });
    await handle.db
      .insert(users)
      .values({ name: '키주인', nameKey: '키주인', withdrawnAt: at(100) });
    await expect(
      handle.db.insert(users).values({ name: '키 주인', nameKey: '키주인' }),
    ).rejects.toThrow();
  });
});

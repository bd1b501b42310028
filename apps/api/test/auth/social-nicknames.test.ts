import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrCreateSocialUser } from '../../src/auth/oauth/social-users.ts';
import { users } from '../../src/db/schema/users.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

describe('the nickname a social sign-up gets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let sequence = 0;
  /** Signs up a new provider identity with `name` and answers the stored nickname. */
  const signUp = async (name: string | null, providerId = `nick-${++sequence}`) => {
    const { userId } = await findOrCreateSocialUser(
      { db: t.app.database.db, events: t.app.events },
      'kakao',
      {
        providerId,
        name,
        email: null,
        image: null,
      },
    );
    const [row] = await t.app.database.db
      .select({ name: users.name, nameKey: users.nameKey })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new Error('no account');
    return row;
  };

  it("takes the provider's name while it is free, then adds the first free number", async () => {
    expect(await signUp('멍멍이')).toEqual({ name: '멍멍이', nameKey: '멍멍이' });
    expect((await signUp('멍멍이')).name).toBe('멍멍이2');
    expect((await signUp('멍 멍 이')).name).toBe('멍 멍 이3');
    expect((await signUp('멍멍이')).name).toBe('멍멍이4');
  });

  it('compares names case- and width-insensitively', async () => {
    expect((await signUp('Choco')).name).toBe('Choco');
    expect((await signUp('ＣＨＯＣＯ')).name).toBe('ＣＨＯＣＯ2');
  });

  it('keeps a suffixed name within 20 characters', async () => {
    const long = '가'.repeat(20);
    expect((await signUp(long)).name).toBe(long);
    expect((await signUp(long)).name).toBe(`${'가'.repeat(19)}2`);
  });

  it('never gives a reserved name or a disguised one: the default name instead', async () => {
    for (const name of [
      '댕냥 운영팀',
      '탈퇴한 사용자',
      'ＡＤＭＩＮ',
      '관\u200B리자',
      '\u3164\u3164',
    ]) {
      expect((await signUp(name, `9000${++sequence}`)).name).toMatch(/^댕냥이\d{4,}$/);
    }
  });

  it('removes bidi and zero-width characters and refuses control characters', async () => {
    expect((await signUp('\u202E두부\u200B네')).name).toBe('두부네');
    expect((await signUp('두부\u0000맘', '12345678')).name).toBe('댕냥이5678');
  });

  it('gives the default name a number too when it is taken', async () => {
    const first = await signUp(null, 'user-4321');
    const second = await signUp(null, 'other-4321');
    expect(first.name).toBe('댕냥이4321');
    expect(second.name).toBe('댕냥이43212');
  });

  it('gives concurrent sign-ups with one name distinct nicknames', async () => {
    const accounts = await Promise.all(Array.from({ length: 6 }, () => signUp('동시가입')));
    const keys = new Set(accounts.map((account) => account.nameKey));
    expect(keys.size).toBe(6);
    expect(accounts.map((account) => account.name)).toContain('동시가입');
    for (const { name } of accounts) expect(name).toMatch(/^동시가입\d*$/);
  });

  it('keeps the name of a returning user as it is', async () => {
    const first = await signUp('돌아온사람', 'returning-1');
    const again = await signUp('전혀 다른 이름', 'returning-1');
    expect(again).toEqual(first);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';

const RESERVED =
  '운영진이나 탈퇴한 사용자로 보일 수 있는 닉네임은 사용할 수 없습니다. 다른 닉네임을 입력해주세요.';
const TAKEN = '이미 사용 중인 닉네임입니다. 다른 닉네임을 입력해주세요.';

describe('nickname rules on PUT /api/mypage/user/name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rename = (name: string, token: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/mypage/user/name',
      query: { name },
      headers: bearer(token),
    });
  const stored = async (userId: number) => {
    const [row] = await t.app.database.db
      .select({ name: users.name, nameKey: users.nameKey })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  };

  it('removes bidi controls and zero-width characters before storing the name', async () => {
    const user = await createUser(t.app);
    const disguised = '\u202E보리\u200B아빠\u2066\u200F\uFEFF\u00AD\u3164';
    expect((await rename(disguised, user.token)).statusCode).toBe(200);
    expect(await stored(user.id)).toEqual({ name: '보리아빠', nameKey: '보리아빠' });
  });

  it('keeps the joiner inside an emoji (🐈‍⬛) and stores the NFC form', async () => {
    const user = await createUser(t.app);
    const name = `${'까망이'.normalize('NFD')} 🐈\u200D⬛`;
    expect((await rename(name, user.token)).statusCode).toBe(200);
    expect((await stored(user.id))?.name).toBe('까망이 🐈\u200D⬛');
  });

  it('refuses a name made of nothing but spaces, punctuation or blank letters', async () => {
    const user = await createUser(t.app, { name: '그대로' });
    for (const name of ['!!', '🐶🐶', '\u3164\u3164', '. .']) {
      const response = await rename(name, user.token);
      expect(response.statusCode, name).toBe(400);
      expect(envelope(response).message).toMatch(/^(닉네임에는 글자나 숫자를|닉네임은 2자 이상)/);
    }
    expect((await stored(user.id))?.name).toBe('그대로');
  });

  it.each([
    '댕냥 운영팀',
    '댕냥운영팀',
    '댕냥 운영 팀',
    '댕냥.운영-팀',
    '탈퇴한 사용자',
    '탈퇴한사용자2',
    '운영',
    '관리자',
    '관\u200B리자',
    '관리자_보리',
    '운영ㅈㅏ',
    'admin',
    'ADMIN',
    'ａｄｍｉｎ',
    'Ａｄ ｍｉｎ',
    'admin_kim',
    'superadmin',
    'daengnyang',
  ])('refuses the reserved name or look-alike %j with 400', async (name) => {
    const user = await createUser(t.app, { name: '평범한이름' });
    const response = await rename(name, user.token);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({
      code: 400,
      message: RESERVED,
      body: { name: [RESERVED] },
    });
    expect((await stored(user.id))?.name).toBe('평범한이름');
  });

  it.each(['운영체제덕후', '체중관리중', '댕냥이맘', 'badminton러버'])(
    'accepts %j, which only contains a short reserved word',
    async (name) => {
      const user = await createUser(t.app);
      expect((await rename(name, user.token)).statusCode).toBe(200);
    },
  );

  it('lets an administrator use a staff name', async () => {
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '관리자' });
    expect((await rename('댕냥 운영자', admin.token)).statusCode).toBe(200);
    expect((await stored(admin.id))?.name).toBe('댕냥 운영자');
  });

  describe('uniqueness', () => {
    it('refuses a name another member holds, whatever its case, width, spaces or punctuation', async () => {
      const holder = await createUser(t.app);
      expect((await rename('Bori Papa', holder.token)).statusCode).toBe(200);
      const other = await createUser(t.app, { name: '다른사람' });
      for (const name of [
        'Bori Papa',
        'bori papa',
        'BORIPAPA',
        'ＢＯＲＩ　ＰＡＰＡ',
        'bori-papa!',
        'Bori\u200BPapa',
      ]) {
        const response = await rename(name, other.token);
        expect(response.statusCode, name).toBe(409);
        expect(envelope(response)).toEqual({ code: 409, message: TAKEN, body: null });
      }
      expect((await stored(other.id))?.name).toBe('다른사람');
      expect((await stored(holder.id))?.name).toBe('Bori Papa');
    });

    it('lets a member restyle their own name (the key they hold is their own)', async () => {
      const user = await createUser(t.app);
      expect((await rename('콩이 누나', user.token)).statusCode).toBe(200);
      expect((await rename('콩이누나', user.token)).statusCode).toBe(200);
      expect(await stored(user.id)).toEqual({ name: '콩이누나', nameKey: '콩이누나' });
    });

    it('frees a name when its holder withdraws', async () => {
      const leaver = await createUser(t.app);
      expect((await rename('떠날사람', leaver.token)).statusCode).toBe(200);
      const next = await createUser(t.app);
      expect((await rename('떠날 사람', next.token)).statusCode).toBe(409);

      const withdrawal = await t.app.inject({
        method: 'DELETE',
        url: '/api/mypage/user',
        headers: bearer(leaver.token),
      });
      expect(withdrawal.statusCode).toBe(200);
      expect(await stored(leaver.id)).toEqual({ name: '탈퇴한 사용자', nameKey: null });
      expect((await rename('떠날 사람', next.token)).statusCode).toBe(200);
    });

    it('gives a name asked for by two members at once to exactly one of them', async () => {
      const [first, second] = await Promise.all([createUser(t.app), createUser(t.app)]);
      if (!first || !second) throw new Error('users not created');
      const answers = await Promise.all([
        rename('동시에', first.token),
        rename('동시 에', second.token),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const names = [(await stored(first.id))?.nameKey, (await stored(second.id))?.nameKey];
      expect(names.filter((key) => key === '동시에')).toHaveLength(1);
    });
  });
});

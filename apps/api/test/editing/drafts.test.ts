import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drafts } from '../../src/db/schema/drafts.ts';
import { purgeDraftsOlderThan } from '../../src/modules/drafts/repository.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { putForm, writePost } from './support.ts';

type Member = { id: number; token: string };
const form = (title: string) => ({ communityCategoryId: 2, title, content: `${title} 내용` });

describe('server drafts (/api/drafts/{key})', () => {
  let t: TestApp;
  let member: Member;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createUser(t.app);
  });
  afterAll(() => t.close());

  const save = (key: string, body: Record<string, unknown>, token: string | null = member.token) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/drafts/${key}`,
      headers: token ? bearer(token) : {},
      payload: body,
    });
  const read = (key: string, token = member.token) =>
    t.app.inject({ url: `/api/drafts/${key}`, headers: bearer(token) });
  const sequenceOf = (response: Awaited<ReturnType<typeof save>>) =>
    envelope<{ sequence: number }>(response).body.sequence;

  it('keeps the structured report a category 6 form holds (issue 23)', async () => {
    const petReport = JSON.stringify({ kind: 'lost', species: 'cat', areaText: '전포동' });
    const data = { communityCategoryId: 6, title: '고양이를 찾아요', content: '', petReport };
    const owner = await createUser(t.app);
    const saved = await save('post-new', { sequence: 0, data }, owner.token);
    expect(saved.statusCode, saved.body).toBe(200);

    expect(envelope<{ data: unknown }>(await read('post-new', owner.token)).body.data).toEqual(
      data,
    );
  });

  it('saves with the sequence the client holds and refuses an older tab with the newer draft', async () => {
    expect((await read('post-new')).statusCode).toBe(404);
    const first = await save('post-new', { sequence: 0, data: form('첫 줄') });
    expect(first.statusCode, first.body).toBe(200);
    expect(sequenceOf(first)).toBe(1);

    // Tab A saves on from 1; tab B, still holding 1, is refused with A's draft.
    const tabA = await save('post-new', { sequence: 1, data: form('탭 A') });
    expect(sequenceOf(tabA)).toBe(2);
    const tabB = await save('post-new', { sequence: 1, data: form('탭 B') });
    expect(tabB.statusCode).toBe(409);
    expect(envelope(tabB).message).toBe(MESSAGES.draftOpenElsewhere);
    expect(envelope<{ sequence: number; data: { title: string } }>(tabB).body).toMatchObject({
      key: 'post-new',
      sequence: 2,
      data: { title: '탭 A' },
    });

    // B overwrites on purpose.
    const forced = await save('post-new', { sequence: 1, data: form('탭 B'), force: true });
    expect(sequenceOf(forced)).toBe(3);
    const stored = envelope<{ sequence: number; data: { title: string }; updatedAt: string }>(
      await read('post-new'),
    ).body;
    expect(stored).toMatchObject({ sequence: 3, data: { title: '탭 B' } });
    expect(stored.updatedAt).toMatch(/^\d{4}-/);
  });

  it('keeps drafts per member and key, checks keys and sizes, and deletes', async () => {
    const stranger = await createUser(t.app);
    await save('post-7', { sequence: 0, data: form('수정 중') });
    expect((await read('post-7', stranger.token)).statusCode).toBe(404);
    expect((await save('post-0', { sequence: 0, data: form('x') })).statusCode).toBe(400);
    const badKey = await read('other');
    expect(badKey.statusCode).toBe(400);
    expect(envelope(badKey).message).toBe(MESSAGES.draftKeyInvalid);
    const tooLarge = await save('post-7', {
      sequence: 1,
      data: { communityCategoryId: null, title: '', content: '가'.repeat(20_001) },
    });
    expect(envelope(tooLarge).message).toBe(MESSAGES.draftTooLarge);
    expect((await save('post-7', { sequence: 0, data: form('y') }, null)).statusCode).toBe(401);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/drafts/post-7',
      headers: bearer(member.token),
    });
    expect(envelope(removed).body).toBe(SERVER_MESSAGES.draftDeleted);
    expect((await read('post-7')).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/drafts/post-7',
      headers: bearer(member.token),
    });
    expect(again.statusCode).toBe(200);
  });

  it('clears post-new when the post is created and post-{id} when its edit is saved', async () => {
    const writer = await createUser(t.app);
    await save('post-new', { sequence: 0, data: form('곧 올릴 글') }, writer.token);
    const id = await writePost(t.app, writer.token, form('올린 글'));
    expect((await read('post-new', writer.token)).statusCode).toBe(404);

    await save(`post-${id}`, { sequence: 0, data: form('고치는 중') }, writer.token);
    const refused = await putForm(t.app, `/api/communities/${id}`, writer.token, form(''));
    expect(refused.statusCode).toBe(400);
    expect((await read(`post-${id}`, writer.token)).statusCode).toBe(200);
    const edited = await putForm(t.app, `/api/communities/${id}`, writer.token, form('고친 글'));
    expect(edited.statusCode).toBe(200);
    expect((await read(`post-${id}`, writer.token)).statusCode).toBe(404);
  });

  it('purges drafts untouched for 30 days, and a withdrawal takes the member’s drafts', async () => {
    const owner = await createUser(t.app);
    await save('post-new', { sequence: 0, data: form('오래된 글') }, owner.token);
    await save('post-3', { sequence: 0, data: form('최근 글') }, owner.token);
    await t.app.database.db
      .update(drafts)
      .set({ updatedAt: sql`now() - interval '31 days'` })
      .where(eq(drafts.key, 'post-new'));
    expect(await purgeDraftsOlderThan(t.app.database.db, 30)).toBeGreaterThanOrEqual(1);
    expect((await read('post-new', owner.token)).statusCode).toBe(404);
    expect((await read('post-3', owner.token)).statusCode).toBe(200);

    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: '/api/mypage/user',
      headers: bearer(owner.token),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const left = await t.app.database.db.select().from(drafts).where(eq(drafts.userId, owner.id));
    expect(left).toEqual([]);
  });
});

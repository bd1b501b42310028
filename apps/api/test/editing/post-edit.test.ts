import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit.ts';
import {
  communityCategories,
  communityPostImages,
  communityPosts,
} from '../../src/db/schema/community.ts';
import { moderationCases } from '../../src/db/schema/moderation.ts';
import { contentRevisions } from '../../src/db/schema/revisions.ts';
import { sweepOrphanImages } from '../../src/images/orphan-sweeper.ts';
import { postComment } from '../community/posts.ts';
import { jpegWithGps, pngImage } from '../fixtures/images.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { storedFiles } from '../helpers/stored-files.ts';
import { createUser } from '../helpers/users.ts';
import { caseOf, createMember, decide, reportOk } from '../moderation/moderation.ts';
import { postDetail, putForm, writePost } from './support.ts';

type RevisionView = {
  number: number;
  title: string;
  content: string;
  communityCategoryId: number;
  imageKeys: string[];
  images: Array<{ imgUrl: string }>;
  hidden?: true;
};

describe('editing a post (PUT /api/communities/{id})', () => {
  let t: TestApp;
  let author: { id: number; token: string };
  let other: { id: number; token: string };
  let admin: { id: number; token: string };
  let jpeg: Buffer;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    author = await createUser(t.app);
    other = await createUser(t.app);
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    jpeg = await jpegWithGps(400, 300);
    png = await pngImage();
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const base = { communityCategoryId: 2, title: '산책 후기', content: '오늘 공원에 다녀왔어요' };
  const edit = (id: number, fields: Record<string, string | number>, token = author.token) =>
    putForm(t.app, `/api/communities/${id}`, token, fields);
  const revisions = async (id: number, token = author.token) => {
    const response = await t.app.inject({
      url: `/api/communities/${id}/revisions`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<{ revisions: RevisionView[] }>(response).body.revisions;
  };
  /** Moves the post's last save (and its creation) `minutes` into the past. */
  const age = async (id: number, minutes: number) => {
    const past = sql`- make_interval(mins => ${minutes})`;
    await db()
      .update(communityPosts)
      .set({ createdAt: sql`${communityPosts.createdAt} ${past}` })
      .where(eq(communityPosts.id, id));
    await db()
      .update(contentRevisions)
      .set({ savedAt: sql`${contentRevisions.savedAt} ${past}` })
      .where(and(eq(contentRevisions.kind, 'post'), eq(contentRevisions.itemId, id)));
  };

  it('lets only the author edit: others and administrators 403, anonymous 401', async () => {
    const id = await writePost(t.app, author.token, base);
    for (const token of [other.token, admin.token]) {
      const refused = await edit(id, { ...base, title: '남의 글 고치기' }, token);
      expect(refused.statusCode).toBe(403);
      expect(envelope(refused).message).toBe(MESSAGES.editOwnOnly);
    }
    const anonymous = await putForm(t.app, `/api/communities/${id}`, null, base);
    expect(anonymous.statusCode).toBe(401);
    expect((await postDetail(t.app, id)).title).toBe('산책 후기');
    expect((await edit(999_999, base)).statusCode).toBe(404);
  });

  it('answers MESSAGES.edited with the id, and marks editedAt only on the edited post', async () => {
    const untouched = await writePost(t.app, author.token, { ...base, title: '그대로 둘 글' });
    const id = await writePost(t.app, author.token, base);
    const response = await edit(id, { ...base, content: '오늘 공원에 다녀왔어요!' });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response)).toMatchObject({ message: MESSAGES.edited, body: id });

    const edited = await postDetail(t.app, id);
    expect(edited.content).toBe('오늘 공원에 다녀왔어요!');
    expect(edited.editedAt).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect('editedAt' in (await postDetail(t.app, untouched))).toBe(false);

    const list = await t.app.inject({ url: '/api/communities/2?page=1&size=50' });
    const items = envelope<{ content: Array<{ communityId: number; editedAt?: string }> }>(list)
      .body.content;
    expect(items.find((item) => item.communityId === id)?.editedAt).toBe(edited.editedAt);
    expect('editedAt' in (items.find((item) => item.communityId === untouched) ?? {})).toBe(false);

    const mine = await t.app.inject({
      url: '/api/mypage/community?page=1&size=50',
      headers: bearer(author.token),
    });
    const myItems = envelope<{ content: Array<{ communityId: number; editedAt?: string }> }>(mine)
      .body.content;
    expect(myItems.find((item) => item.communityId === id)?.editedAt).toBe(edited.editedAt);
  });

  it('checks the fields as writing does and leaves the post unchanged when refused', async () => {
    const id = await writePost(t.app, author.token, base, [{ bytes: jpeg, filename: 'a.jpg' }]);
    const filesBefore = await storedFiles(t.app);
    const empty = await edit(id, { ...base, title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(envelope(empty).message).toBe(MESSAGES.communityTitleRequired);
    const category = await edit(id, { ...base, communityCategoryId: 1 });
    expect(envelope(category).message).toBe(MESSAGES.communityCategoryInvalid);
    const unknownKeep = await putForm(
      t.app,
      `/api/communities/${id}`,
      author.token,
      { ...base, title: '바뀐 제목', images: JSON.stringify([{ keep: 'https://x/y.webp' }]) },
      [{ bytes: png, filename: 'b.png', type: 'image/png' }],
    );
    expect(unknownKeep.statusCode).toBe(400);
    expect(envelope(unknownKeep).message).toBe(MESSAGES.editImagesInvalid);
    const notJson = await edit(id, { ...base, images: '[{' });
    expect(envelope(notJson).message).toBe(MESSAGES.editImagesInvalid);
    const unusedFile = await putForm(
      t.app,
      `/api/communities/${id}`,
      author.token,
      { ...base, images: '[]' },
      [{ bytes: png, filename: 'b.png', type: 'image/png' }],
    );
    expect(envelope(unusedFile).message).toBe(MESSAGES.editImagesInvalid);

    const after = await postDetail(t.app, id);
    expect(after).toMatchObject({ title: base.title, content: base.content });
    expect(after.communityImgs).toHaveLength(1);
    expect('editedAt' in after).toBe(false);
    expect(await storedFiles(t.app)).toEqual(filesBefore);
    const kept = await db()
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, 'post'), eq(contentRevisions.itemId, id)));
    expect(kept).toEqual([]);
  });

  it('counts the final image list against the limit of ten', async () => {
    const files = Array.from({ length: 10 }, (_, index) => ({
      bytes: png,
      filename: `${index}.png`,
      type: 'image/png',
    }));
    const id = await writePost(t.app, author.token, base, files);
    const more = await putForm(t.app, `/api/communities/${id}`, author.token, base, [
      { bytes: png, filename: 'more.png', type: 'image/png' },
    ]);
    expect(more.statusCode).toBe(400);
    expect(envelope(more).message).toBe(MESSAGES.tooManyImages(10));
    expect((await postDetail(t.app, id)).communityImgs).toHaveLength(10);
  });

  it('keeps, removes, reorders and adds images; files live while a version shows them', async () => {
    const id = await writePost(t.app, author.token, base, [
      { bytes: jpeg, filename: 'first.jpg' },
      { bytes: png, filename: 'second.png', type: 'image/png' },
    ]);
    const [first, second] = (await postDetail(t.app, id)).communityImgs;
    if (!first || !second) throw new Error('two images expected');
    const keyOf = (url: string) => url.slice(url.indexOf('community/'));

    const response = await putForm(
      t.app,
      `/api/communities/${id}`,
      author.token,
      {
        ...base,
        images: JSON.stringify([
          { file: 0, description: '새 사진' },
          { keep: second.imgUrl, description: '둘째' },
        ]),
      },
      [{ bytes: jpeg, filename: 'new.jpg' }],
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = (await postDetail(t.app, id)).communityImgs;
    expect(after.map((image) => image.description)).toEqual(['새 사진', '둘째']);
    expect(after[1]?.imgUrl).toBe(second.imgUrl);
    expect(after.map((image) => image.imgUrl)).not.toContain(first.imgUrl);
    const rows = await db()
      .select({ path: communityPostImages.path })
      .from(communityPostImages)
      .where(eq(communityPostImages.postId, id));
    expect(rows).toHaveLength(2);

    // The first image left the post but its first version still shows it.
    const files = await storedFiles(t.app);
    expect(files).toContain(keyOf(first.imgUrl));
    expect(files).toContain(keyOf(after[0]?.imgUrl ?? ''));
    const [original] = (await revisions(id)).slice(-1);
    expect(original?.imageKeys).toEqual([keyOf(first.imgUrl), keyOf(second.imgUrl)]);

    // The orphan sweep, counting every file as old, leaves it too.
    await sweepOrphanImages({
      db: db(),
      storage: t.app.storage,
      tempDir: t.app.config.uploads.tempDir,
      writtenBefore: new Date(Date.now() + 60_000),
    });
    expect(await storedFiles(t.app)).toContain(keyOf(first.imgUrl));

    // Deleting the post takes every version's files along.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/communities/${id}/${author.id}`,
      headers: bearer(author.token),
    });
    expect(deleted.statusCode).toBe(200);
    const left = await storedFiles(t.app);
    for (const url of [first.imgUrl, second.imgUrl, after[0]?.imgUrl ?? '']) {
      expect(left).not.toContain(keyOf(url));
    }
    const versions = await db()
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, 'post'), eq(contentRevisions.itemId, id)));
    expect(versions).toEqual([]);
  });

  it('takes every version and its files along when the author withdraws with their writing', async () => {
    const leaving = await createUser(t.app);
    const id = await writePost(t.app, leaving.token, base, [{ bytes: jpeg, filename: 'a.jpg' }]);
    const [image] = (await postDetail(t.app, id)).communityImgs;
    const key = (image?.imgUrl ?? '').slice((image?.imgUrl ?? '').indexOf('community/'));
    const removed = await putForm(t.app, `/api/communities/${id}`, leaving.token, {
      ...base,
      images: '[]',
    });
    expect(removed.statusCode).toBe(200);
    expect(await storedFiles(t.app)).toContain(key);
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: '/api/mypage/user?deleteContent=true',
      headers: bearer(leaving.token),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await storedFiles(t.app)).not.toContain(key);
    const versions = await db()
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, 'post'), eq(contentRevisions.itemId, id)));
    expect(versions).toEqual([]);
  });

  it('keeps every version and folds quick fixes within five minutes', async () => {
    const id = await writePost(t.app, author.token, base);
    // A typo fixed at once folds into the post as written.
    expect((await edit(id, { ...base, content: '오늘 공원에 다녀왔어요.' })).statusCode).toBe(200);
    expect((await revisions(id)).map((revision) => revision.content)).toEqual([
      '오늘 공원에 다녀왔어요.',
    ]);

    // Past the grace period: a new version.
    await age(id, 10);
    await edit(id, { ...base, content: '오늘 공원에 다녀왔어요. 날씨가 좋았어요.' });
    expect((await revisions(id)).map((revision) => revision.number)).toEqual([2, 1]);
    // Within it again: folds into version 2.
    await edit(id, { ...base, content: '오늘 공원에 다녀왔어요. 날씨가 참 좋았어요.' });
    expect((await revisions(id)).map((revision) => revision.number)).toEqual([2, 1]);

    // A comment since the last save: the next small fix is a version of its own.
    await postComment(t.app, other.token, id, { content: '좋네요' });
    await edit(id, { ...base, content: '오늘 공원에 다녀왔어요. 날씨가 참 좋았어요!' });
    expect((await revisions(id)).map((revision) => revision.number)).toEqual([3, 2, 1]);

    // More than 100 characters changed: a version of its own, even at once.
    await edit(id, { ...base, content: `오늘은 ${'많이 '.repeat(40)}걸었어요` });
    await edit(id, {
      ...base,
      title: '산책 후기 (수정)',
      content: `오늘은 ${'많이 '.repeat(40)}걸었어요`,
    });
    const list = await revisions(id);
    expect(list.map((revision) => revision.number)).toEqual([4, 3, 2, 1]);
    expect(list[0]).toMatchObject({ title: '산책 후기 (수정)', communityCategoryId: 2 });
    expect(list[3]?.content).toBe('오늘 공원에 다녀왔어요.');

    // A category change is never a quick fix.
    await edit(id, {
      ...base,
      communityCategoryId: 3,
      title: '산책 후기 (수정)',
      content: `오늘은 ${'많이 '.repeat(40)}걸었어요`,
    });
    expect((await revisions(id))[0]).toMatchObject({ number: 5, communityCategoryId: 3 });
  });

  it('shows versions to the author and administrators only; a hidden one is withheld from the author', async () => {
    const id = await writePost(t.app, author.token, {
      ...base,
      content: '제 번호는 010-1234-5678',
    });
    await age(id, 10);
    await edit(id, { ...base, content: '연락은 쪽지로 주세요' });

    const refused = await t.app.inject({
      url: `/api/communities/${id}/revisions`,
      headers: bearer(other.token),
    });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).message).toBe(MESSAGES.revisionsOwnOnly);
    expect((await t.app.inject({ url: `/api/communities/${id}/revisions` })).statusCode).toBe(401);

    const hide = (number: number, hidden: boolean, token = admin.token) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/communities/${id}/revisions/${number}`,
        headers: bearer(token),
        payload: { hidden },
      });
    expect((await hide(1, true, author.token)).statusCode).toBe(403);
    const current = await hide(2, true);
    expect(current.statusCode).toBe(400);
    expect(envelope(current).message).toBe(MESSAGES.revisionCurrent);
    expect((await hide(9, true)).statusCode).toBe(404);
    const hidden = await hide(1, true);
    expect(hidden.statusCode).toBe(200);
    expect(envelope(hidden).body).toBe(SERVER_MESSAGES.revisionHidden);

    const forAuthor = await revisions(id, author.token);
    expect(forAuthor[1]).toEqual(
      expect.objectContaining({ number: 1, title: '', content: '', imageKeys: [], hidden: true }),
    );
    expect(JSON.stringify(forAuthor)).not.toContain('010-1234-5678');
    const forAdmin = await revisions(id, admin.token);
    expect(forAdmin[1]).toMatchObject({
      number: 1,
      content: '제 번호는 010-1234-5678',
      hidden: true,
    });

    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'community.revision.hide'));
    expect(audits.map((row) => row.targetIds)).toEqual([[id]]);
    expect((await hide(1, false)).statusCode).toBe(200);
    expect((await revisions(id, author.token))[1]?.content).toBe('제 번호는 010-1234-5678');
  });

  it('search finds the new words and not the removed ones', async () => {
    const id = await writePost(t.app, author.token, {
      ...base,
      title: '고등어 사료 후기',
      content: '고등어 맛을 좋아해요',
    });
    await edit(id, { ...base, title: '연어 사료 후기', content: '연어 맛을 좋아해요' });
    const found = async (word: string) => {
      const response = await t.app.inject({
        url: `/api/search/communities/1?searchText=${encodeURIComponent(word)}&page=1&size=50`,
      });
      return envelope<{ content: Array<{ communityId: number }> }>(response).body.content.map(
        (item) => item.communityId,
      );
    };
    expect(await found('연어')).toContain(id);
    expect(await found('고등어')).not.toContain(id);
  });

  it('moves the kept totals when the category changes', async () => {
    const id = await writePost(t.app, author.token, { ...base, communityCategoryId: 4 });
    const totals = async () =>
      Object.fromEntries(
        (
          await db()
            .select({ id: communityCategories.id, n: communityCategories.postCount })
            .from(communityCategories)
        ).map((row) => [row.id, row.n]),
      );
    const before = await totals();
    await edit(id, { ...base, communityCategoryId: 5 });
    const after = await totals();
    expect(after[4]).toBe((before[4] ?? 0) - 1);
    expect(after[5]).toBe((before[5] ?? 0) + 1);
    expect(after[1]).toBe(before[1]);
    const list = async (categoryId: number) =>
      envelope<{ content: Array<{ communityId: number }>; totalElements: number }>(
        await t.app.inject({ url: `/api/communities/${categoryId}?page=1&size=50` }),
      ).body;
    expect((await list(5)).content.map((item) => item.communityId)).toContain(id);
    expect((await list(4)).content.map((item) => item.communityId)).not.toContain(id);
    expect((await list(5)).totalElements).toBe(after[5]);
    const days = await db().execute(
      sql`select category_id, sum(post_count)::int as n from community_post_days
        where category_id in (4, 5) group by category_id order by category_id`,
    );
    expect((days as unknown as { rows: Array<{ n: number }> }).rows.map((row) => row.n)).toEqual([
      after[4],
      after[5],
    ]);
  });

  it('keeps a withheld post hidden when its author edits it and reopens its case', async () => {
    const id = await writePost(t.app, author.token, { ...base, content: '문제의 원래 내용' });
    const reporter = await createMember(t.app);
    await reportOk(t.app, reporter.token, { targetType: 'post', targetId: id, reason: 'spam' });
    const found = await caseOf(t.app, admin.token, 'post', id);
    const decided = await decide(t.app, admin.token, found.caseId, {
      action: 'hide',
      version: found.version,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const closed = await caseOf(t.app, admin.token, 'post', id);
    expect(closed.status).toBe('closed');

    const response = await edit(id, { ...base, content: '고쳐 쓴 내용' });
    expect(response.statusCode, response.body).toBe(200);
    const reopened = await caseOf(t.app, admin.token, 'post', id);
    expect(reopened).toMatchObject({ status: 'open', version: closed.version + 1 });
    expect(reopened.snapshot.content).toBe('문제의 원래 내용');
    expect(reopened.item.content).toBe('고쳐 쓴 내용');
    const [post] = await db()
      .select({ hidden: communityPosts.hidden })
      .from(communityPosts)
      .where(eq(communityPosts.id, id));
    expect(post?.hidden).toBe(true);
    expect((await t.app.inject({ url: `/api/communities/1/${id}` })).statusCode).toBe(404);
    const [row] = await db()
      .select({ status: moderationCases.status })
      .from(moderationCases)
      .where(eq(moderationCases.targetId, id));
    expect(row?.status).toBe('open');
  });

  it('describes the new calls in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const calls = {
      '/api/communities/{communityId}': ['put'],
      '/api/communities/comments/{commentId}': ['put'],
      '/api/foods/comments/{commentId}': ['put'],
      '/api/notice/comments/{commentId}': ['put'],
      '/api/communities/{communityId}/revisions': ['get'],
      '/api/admin/communities/{communityId}/revisions/{number}': ['put'],
      '/api/drafts/{key}': ['delete', 'get', 'put'],
    };
    for (const [path, methods] of Object.entries(calls)) {
      const documented = Object.keys(document.paths[path] ?? {}).filter((method) =>
        methods.includes(method),
      );
      expect({ path, methods: documented.sort() }).toEqual({ path, methods });
    }
  });
});

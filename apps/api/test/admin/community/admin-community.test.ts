import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.ts';
import {
  communityComments,
  communityPostImages,
  communityPosts,
} from '../../../src/db/schema/community.ts';
import { users } from '../../../src/db/schema/users.ts';
import { at, insertPost, postComment } from '../../community/posts.ts';
import { jpegWithGps } from '../../fixtures/images.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../../helpers/app.ts';
import { multipartBody } from '../../helpers/multipart.ts';
import { storedFiles } from '../../helpers/stored-files.ts';
import { createUser } from '../../helpers/users.ts';

type User = { id: number; token: string };
type Page = {
  content: Array<Record<string, unknown>>;
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
  isLast: boolean;
};

describe('admin community', () => {
  let t: TestApp;
  let admin: User;
  let user: User;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '관리자' });
    user = await createUser(t.app, { name: '보리엄마' });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'DELETE',
    url: string,
    token?: string,
    payload?: number[] | string[],
  ) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload }),
    });
  async function list(query: string): Promise<Page> {
    const response = await call('GET', `/api/admin/communities${query}`, admin.token);
    expect(response.statusCode, query).toBe(200);
    return envelope<Page>(response).body;
  }
  async function existing(ids: number[]): Promise<number[]> {
    const rows = await t.app.database.db
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(inArray(communityPosts.id, ids));
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }
  async function audits() {
    return t.app.database.db
      .select({ action: auditLog.action, targetType: auditLog.targetType, ids: auditLog.targetIds })
      .from(auditLog)
      .where(eq(auditLog.adminUserId, admin.id))
      .orderBy(auditLog.id);
  }
  async function postWithImage(): Promise<number> {
    const { payload, headers } = await multipartBody(
      { communityCategoryId: 5, title: '이미지 글', content: '내용' },
      [{ bytes: await jpegWithGps(300, 200), filename: 'a.jpg' }],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/communities',
      payload,
      headers: { ...headers, ...bearer(user.token) },
    });
    return envelope<number>(response).body;
  }

  describe('GET /api/admin/communities', () => {
    let ids: number[] = [];
    beforeAll(async () => {
      const leaver = await createUser(t.app, { name: '떠난사람' });
      ids = [
        await insertPost(t.app, {
          userId: user.id,
          categoryId: 2,
          title: '사료 고민',
          createdAt: at(0),
        }),
        await insertPost(t.app, {
          userId: leaver.id,
          categoryId: 6,
          title: '고양이 찾아요',
          createdAt: at(1),
        }),
        await insertPost(t.app, {
          userId: user.id,
          categoryId: 6,
          title: '목격했어요',
          content: '털이 하얀 강아지',
          createdAt: at(2),
        }),
      ];
      await t.app.database.db
        .update(users)
        .set({ withdrawnAt: new Date() })
        .where(eq(users.id, leaver.id));
    });

    it('answers flat rows with keys in the contract’s order, newest first', async () => {
      const page = await list('');
      expect(page).toMatchObject({
        totalElements: 3,
        totalPages: 1,
        page: 1,
        size: 10,
        isLast: true,
      });
      const [row] = page.content;
      expect(Object.keys(row ?? {})).toEqual([
        'communityId',
        'communityCategoryName',
        'name',
        'title',
        'content',
        'createdAt',
      ]);
      expect(row).toEqual({
        communityId: ids[2],
        communityCategoryName: '실종 / 목격',
        name: '보리엄마',
        title: '목격했어요',
        content: '털이 하얀 강아지',
        createdAt: '2025-01-01T09:02:00+09:00',
      });
      expect(page.content[1]?.name).toBe('탈퇴한 사용자');
      for (const value of page.content.flatMap((item) => Object.values(item))) {
        expect(['string', 'number']).toContain(typeof value);
      }
    });

    it('filters by category (1 = all) and treats an empty searchText as no filter', async () => {
      const ofCategory = (page: Page) => page.content.map((item) => item.communityId);
      expect(ofCategory(await list('?communityCategoryId=6'))).toEqual([ids[2], ids[1]]);
      expect(ofCategory(await list('?communityCategoryId=1&searchText='))).toEqual([
        ids[2],
        ids[1],
        ids[0],
      ]);
      expect(ofCategory(await list('?page=2&size=2'))).toEqual([ids[0]]);
    });

    it('searches title, content and author name', async () => {
      const found = async (text: string, extra = '') =>
        (await list(`?searchText=${encodeURIComponent(text)}${extra}`)).content.map(
          (item) => item.communityId,
        );
      expect(await found('사료')).toEqual([ids[0]]);
      expect(await found('털')).toEqual([ids[2]]);
      expect(await found('보리엄마')).toEqual([ids[2], ids[0]]);
      expect(await found('보리엄마', '&communityCategoryId=2')).toEqual([ids[0]]);
    });

    it('is for administrators only', async () => {
      expect((await call('GET', '/api/admin/communities')).statusCode).toBe(401);
      const asUser = await call('GET', '/api/admin/communities', user.token);
      expect(asUser.statusCode).toBe(403);
      expect(envelope(asUser).body).toBeNull();
    });
  });

  describe('deletes', () => {
    it('deletes one post with its image files, audited; 404 when missing', async () => {
      const id = await postWithImage();
      const [image] = await t.app.database.db
        .select()
        .from(communityPostImages)
        .where(eq(communityPostImages.postId, id));
      expect(await storedFiles(t.app)).toContain(image?.path);

      expect((await call('DELETE', `/api/admin/communities/${id}`)).statusCode).toBe(401);
      expect((await call('DELETE', `/api/admin/communities/${id}`, user.token)).statusCode).toBe(
        403,
      );
      expect(await existing([id])).toEqual([id]);

      const response = await call('DELETE', `/api/admin/communities/${id}`, admin.token);
      expect(response.statusCode).toBe(200);
      expect(envelope(response).body).toBe('게시글을 삭제했습니다.');
      expect(await existing([id])).toEqual([]);
      const files = await storedFiles(t.app);
      expect(files).not.toContain(image?.path);
      expect(files).not.toContain(image?.thumbPath);
      expect((await audits()).at(-1)).toEqual({
        action: 'community.delete',
        targetType: 'community_post',
        ids: [id],
      });

      const again = await call('DELETE', `/api/admin/communities/${id}`, admin.token);
      expect(again.statusCode).toBe(404);
    });

    it('deletes posts in bulk from a JSON array; an empty array changes nothing', async () => {
      const a = await insertPost(t.app, { userId: user.id });
      const b = await postWithImage();
      const kept = await insertPost(t.app, { userId: user.id });
      const auditsBefore = (await audits()).length;

      expect((await call('DELETE', '/api/admin/communities', user.token, [a, b])).statusCode).toBe(
        403,
      );
      const empty = await call('DELETE', '/api/admin/communities', admin.token, []);
      expect(empty.statusCode).toBe(200);
      expect(await audits()).toHaveLength(auditsBefore);

      const response = await call('DELETE', '/api/admin/communities', admin.token, [
        a,
        b,
        a,
        999_999,
      ]);
      expect(response.statusCode).toBe(200);
      expect(envelope(response).body).toBe('게시글 2개를 삭제했습니다.');
      expect(await existing([a, b, kept])).toEqual([kept]);
      const last = (await audits()).at(-1);
      expect(last?.action).toBe('community.delete');
      expect(last?.ids.sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y));

      const bad = await call('DELETE', '/api/admin/communities', admin.token, ['abc']);
      expect(bad.statusCode).toBe(400);
    });

    it('deletes any comment with its replies, keeping the count, audited', async () => {
      const postId = await insertPost(t.app, { userId: user.id, categoryId: 3 });
      const top = await postComment(t.app, user.token, postId, { content: '원댓글' });
      await postComment(t.app, admin.token, postId, { content: '답글', parentCommentId: top });
      await postComment(t.app, user.token, postId, { content: '남는 댓글' });

      const url = `/api/admin/communities/comments/${top}`;
      expect((await call('DELETE', url)).statusCode).toBe(401);
      expect((await call('DELETE', url, user.token)).statusCode).toBe(403);
      const response = await call('DELETE', url, admin.token);
      expect(response.statusCode).toBe(200);
      expect(envelope(response).body).toBe('댓글을 삭제했습니다.');

      const db = t.app.database.db;
      const rows = await db
        .select({ content: communityComments.content })
        .from(communityComments)
        .where(eq(communityComments.postId, postId));
      expect(rows).toEqual([{ content: '남는 댓글' }]);
      const [post] = await db
        .select({ commentCount: communityPosts.commentCount })
        .from(communityPosts)
        .where(eq(communityPosts.id, postId));
      expect(post?.commentCount).toBe(1);
      const last = (await audits()).at(-1);
      expect(last).toMatchObject({
        action: 'community.comment.delete',
        targetType: 'community_comment',
      });
      expect(last?.ids).toHaveLength(2);
      expect(last?.ids).toContain(top);

      expect((await call('DELETE', url, admin.token)).statusCode).toBe(404);
    });
  });
});

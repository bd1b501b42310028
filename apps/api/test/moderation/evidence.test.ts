import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanImages } from '../../src/images/orphan-sweeper.ts';
import { jpegWithGps } from '../fixtures/images.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { storedFiles } from '../helpers/stored-files.ts';
import { createUser } from '../helpers/users.ts';
import { caseOf, createMember, reportOk } from './moderation.ts';

describe('a report keeps the images it captured', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  it('keeps the files of a reported post after its author deletes it, through a sweep', async () => {
    const author = await createMember(t.app, 100);
    const reporter = await createMember(t.app, 30);
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    const { payload, headers } = await multipartBody(
      { communityCategoryId: 2, title: '사진 글', content: '문제의 사진' },
      [{ bytes: await jpegWithGps(), filename: 'photo.jpg' }],
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/communities',
      headers: { ...headers, ...bearer(author.token) },
      payload,
    });
    expect(created.statusCode, created.body).toBe(200);
    const postId = envelope<number>(created).body;
    const files = await storedFiles(t.app);
    expect(files).toHaveLength(2);
    await reportOk(t.app, reporter.token, {
      targetType: 'post',
      targetId: postId,
      reason: 'obscene',
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/communities/${postId}/${author.id}`,
      headers: bearer(author.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedFiles(t.app)).toEqual(files);
    await sweepOrphanImages({
      db: t.app.database.db,
      storage: t.app.storage,
      tempDir: t.app.config.uploads.tempDir,
      graceMs: 0,
    });
    expect(await storedFiles(t.app)).toEqual(files);
    const found = await caseOf(t.app, admin.token, 'post', postId);
    expect(found.snapshot.images).toHaveLength(1);
    expect(found.item.state).toBe('deleted');
  });
});

import { access, mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPostImages } from '../../src/db/schema/community.ts';
import { users } from '../../src/db/schema/users.ts';
import { sweepOrphanImages } from '../../src/images/orphan-sweeper.ts';
import { storedFiles } from '../community/posts.ts';
import { jpegWithGps } from '../fixtures/images.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { createUser } from '../helpers/users.ts';

const HOURS_AGO_2 = new Date(Date.now() - 2 * 60 * 60 * 1000);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('the orphan image sweeper', () => {
  let t: TestApp;
  let outside: string;

  beforeAll(async () => {
    t = await createTestApp();
    outside = await mkdtemp(path.join(tmpdir(), 'daengnyang-outside-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(outside, { recursive: true, force: true });
  });

  const uploads = (key: string) => path.join(t.app.config.uploadsDir, key);
  /** Writes a file under the uploads directory, last modified at `modified`. */
  async function place(key: string, modified: Date): Promise<void> {
    await mkdir(path.dirname(uploads(key)), { recursive: true });
    await writeFile(uploads(key), 'x');
    await utimes(uploads(key), modified, modified);
  }

  it('removes old files no row points to, and keeps everything else', async () => {
    const user = await createUser(t.app);
    const { payload, headers } = await multipartBody(
      { communityCategoryId: 3, title: '사진', content: '내용' },
      [{ bytes: await jpegWithGps(400, 300), filename: 'a.jpg' }],
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/communities',
      payload,
      headers: { ...headers, ...bearer(user.token) },
    });
    expect(created.statusCode).toBe(200);
    const postId = envelope<number>(created).body;
    const [image] = await t.app.database.db
      .select({ path: communityPostImages.path, thumbPath: communityPostImages.thumbPath })
      .from(communityPostImages)
      .where(eq(communityPostImages.postId, postId));
    if (!image) throw new Error('no image row');
    // Referenced files, made old: the rows keep them.
    for (const key of [image.path, image.thumbPath]) {
      await utimes(uploads(key), HOURS_AGO_2, HOURS_AGO_2);
    }
    await place('profiles/kept-thumb.webp', HOURS_AGO_2);
    await t.app.database.db
      .update(users)
      .set({ profileImage: 'profiles/kept-thumb.webp' })
      .where(eq(users.id, user.id));

    await place('community/orphan.webp', HOURS_AGO_2);
    await place('food-reviews/orphan-thumb.webp', HOURS_AGO_2);
    await place('community/young.webp', new Date());
    await place('seed/community/post-001-1.webp', HOURS_AGO_2);
    await writeFile(path.join(outside, 'elsewhere.webp'), 'x');
    await symlink(path.join(outside, 'elsewhere.webp'), uploads('community/link.webp'));
    const staleRequest = path.join(t.app.config.uploads.tempDir, 'request-stale');
    const liveRequest = path.join(t.app.config.uploads.tempDir, 'request-live');
    await mkdir(staleRequest, { recursive: true });
    await writeFile(path.join(staleRequest, '1'), 'x');
    await utimes(staleRequest, HOURS_AGO_2, HOURS_AGO_2);
    await mkdir(liveRequest, { recursive: true });

    const result = await sweepOrphanImages({
      db: t.app.database.db,
      uploadsDir: t.app.config.uploadsDir,
      tempDir: t.app.config.uploads.tempDir,
    });

    expect(result).toEqual({ checked: 5, removed: 2, temporaryRemoved: 1 });
    expect(await storedFiles(t.app)).toEqual(
      [
        image.path,
        image.thumbPath,
        'community/young.webp',
        'profiles/kept-thumb.webp',
        'seed/community/post-001-1.webp',
      ].sort(),
    );
    expect(await exists(uploads('community/link.webp'))).toBe(true);
    expect(await exists(path.join(outside, 'elsewhere.webp'))).toBe(true);
    expect(await exists(staleRequest)).toBe(false);
    expect(await exists(liveRequest)).toBe(true);
  });

  it('finds nothing to do in an empty data directory', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'daengnyang-empty-'));
    try {
      const result = await sweepOrphanImages({
        db: t.app.database.db,
        uploadsDir: path.join(empty, 'uploads'),
        tempDir: path.join(empty, 'tmp'),
      });
      expect(result).toEqual({ checked: 0, removed: 0, temporaryRemoved: 0 });
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

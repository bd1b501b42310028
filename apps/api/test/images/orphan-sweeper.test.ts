import { access, mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPostImages } from '../../src/db/schema/community.ts';
import { petPosters } from '../../src/db/schema/pet-reports.ts';
import { users } from '../../src/db/schema/users.ts';
import { sweepOrphanImages } from '../../src/images/orphan-sweeper.ts';
import { jpegWithGps } from '../fixtures/images.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import {
  FILE_STORE_DRIVERS,
  openStoreEnvironment,
  type StoreEnvironment,
} from '../helpers/file-stores.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { storedFiles } from '../helpers/stored-files.ts';
import { createUser } from '../helpers/users.ts';

const HOURS_AGO_2 = new Date(Date.now() - 2 * 60 * 60 * 1000);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * A disk stamps a file with the kernel's coarse clock, which trails `Date.now()` by up to a
 * timer tick (measured: 5.5 ms here; 10 ms where the tick is 100 Hz). A file written this
 * long after the boundary is stamped after it on any kernel.
 */
const CLOCK_TICK_MARGIN_MS = 50;

/**
 * The start of the next whole second, once it has passed: files written before it are older
 * than it even where the store keeps times in whole seconds (S3), files written after are not.
 */
async function nextSecond(): Promise<Date> {
  const boundary = Math.ceil((Date.now() + 1) / 1000) * 1000;
  await sleep(boundary - Date.now() + CLOCK_TICK_MARGIN_MS);
  return new Date(boundary);
}

describe.each(FILE_STORE_DRIVERS)('the orphan image sweeper (%s)', (driver) => {
  let environment: StoreEnvironment;
  let t: TestApp;

  beforeAll(async () => {
    environment = await openStoreEnvironment(driver);
    t = await createTestApp(await environment.env());
  });
  afterAll(async () => {
    await t.close();
    await environment.close();
  });

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
    const place = (key: string) => t.app.storage.put(key, Buffer.from('x'));
    await place('profiles/kept-thumb.webp');
    await t.app.database.db
      .update(users)
      .set({ profileImage: 'profiles/kept-thumb.webp' })
      .where(eq(users.id, user.id));
    await place('community/orphan.webp');
    await place('food-reviews/nested/orphan-thumb.webp');
    // A poster whose post went with its author's account, and one still recorded.
    await place('pet-posters/999999/1-orphan.pdf');
    const keptPoster = `pet-posters/${postId}/1-kept.png`;
    await place(keptPoster);
    await t.app.database.db
      .insert(petPosters)
      .values({ postId, revision: 1, format: 'png', path: keptPoster, bytes: 1 });
    await place('seed/community/post-001-1.webp');
    const staleRequest = path.join(t.app.config.uploads.tempDir, 'request-stale');
    const liveRequest = path.join(t.app.config.uploads.tempDir, 'request-live');
    await mkdir(staleRequest, { recursive: true });
    await writeFile(path.join(staleRequest, '1'), 'x');
    await utimes(staleRequest, HOURS_AGO_2, HOURS_AGO_2);
    const cutoff = await nextSecond();
    await place('community/young.webp');
    await mkdir(liveRequest, { recursive: true });

    const result = await sweepOrphanImages({
      db: t.app.database.db,
      storage: t.app.storage,
      tempDir: t.app.config.uploads.tempDir,
      writtenBefore: cutoff,
    });

    expect(result).toEqual({ checked: 7, removed: 3, temporaryRemoved: 1 });
    expect(await storedFiles(t.app)).toEqual(
      [
        image.path,
        image.thumbPath,
        keptPoster,
        'community/young.webp',
        'profiles/kept-thumb.webp',
        'seed/community/post-001-1.webp',
      ].sort(),
    );
    expect(await exists(staleRequest)).toBe(false);
    expect(await exists(liveRequest)).toBe(true);
  });
});

describe('the orphan image sweeper on the local disk', () => {
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

  it('never follows a symbolic link out of the uploads directory', async () => {
    const link = path.join(t.app.config.uploadsDir, 'community', 'link.webp');
    await mkdir(path.dirname(link), { recursive: true });
    await writeFile(path.join(outside, 'elsewhere.webp'), 'x');
    await symlink(path.join(outside, 'elsewhere.webp'), link);

    const result = await sweepOrphanImages({
      db: t.app.database.db,
      storage: t.app.storage,
      tempDir: t.app.config.uploads.tempDir,
      graceMs: 0,
    });

    expect(result.checked).toBe(0);
    expect(await exists(link)).toBe(true);
    expect(await exists(path.join(outside, 'elsewhere.webp'))).toBe(true);
  });

  it('finds nothing to do in an empty data directory', async () => {
    const result = await sweepOrphanImages({
      db: t.app.database.db,
      storage: t.app.storage,
      tempDir: path.join(outside, 'no-tmp'),
    });
    expect(result).toEqual({ checked: 0, removed: 0, temporaryRemoved: 0 });
  });
});

import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MESSAGES } from '@daengnyang/contract/messages';
import { publicPages } from '@daengnyang/contract/page-paths';
import { PET_REPORT_MESSAGES } from '@daengnyang/contract/pet-report-messages';
import type { PET_POSTER_FORMATS } from '@daengnyang/contract/pet-reports';
import type { Caller } from '../../auth/caller.ts';
import { readStoredBytes } from '../../files/file-store.ts';
import { notFound, tooManyRequests, unauthorized } from '../../http/errors.ts';
import { PET_POSTER_FOLDER } from '../../images/folders.ts';
import type { WindowCounters } from '../../shared-state/counters.ts';
import { createDrawingThread } from '../../workers/drawing-thread.ts';
import type { ModuleDeps } from '../deps.ts';
import { absoluteUrls } from '../share/sitemap-xml.ts';
import { isPosterKind, type PosterKind, posterContent } from './poster-content.ts';
import type { PosterTask } from './poster-worker.ts';
import {
  deleteEarlierPosters,
  findPoster,
  findPosterSubject,
  insertPoster,
  type PosterName,
  replacePoster,
} from './repository.ts';

export type PosterFormat = (typeof PET_POSTER_FORMATS)[number];

/** A poster to send: the stored file's stream, or the bytes just made. */
export type PosterFile = {
  body: Readable | Buffer;
  bytes: number;
  postId: number;
  revision: number;
  kind: PosterKind;
  format: PosterFormat;
};

export type PetPosterService = {
  poster: (caller: Caller, postId: number, format: PosterFormat) => Promise<PosterFile>;
  /** Removes every poster file of a deleted post (its rows went with it). */
  releasePostPosters: (postId: number) => Promise<void>;
  close: () => Promise<void>;
};

export const POSTER_CONTENT_TYPES: Record<PosterFormat, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
};

/**
 * Posters a member may have made in an hour: a poster is made once per revision and format,
 * so a member editing a report and downloading both formats each time makes a few; a script
 * walking every report would make thousands (a second of a core each).
 */
export const POSTER_GENERATIONS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The store's folder of posters, one folder per post. A poster may carry a phone number and
 * the store serves its files publicly: the file's name ends in 128 random bits, recorded only
 * in `pet_posters`, and posters are only served through the poster calls, which check the
 * caller and the report first.
 */
const postFolder = (postId: number) => `${PET_POSTER_FOLDER}/${postId}/`;
const newPosterKey = ({ postId, revision, format }: PosterName) =>
  `${postFolder(postId)}${revision}-${randomBytes(16).toString('hex')}.${format}`;

/** Stored posters may be kept by the browser, never by a shared cache. */
const STORED_CACHE_CONTROL = 'private, no-cache';

const POSTER_WORKER = new URL('./poster-worker.ts', import.meta.url).href;

/**
 * Posters (전단지) of lost and sheltering reports (issue 23; contract pet-reports.ts): made in
 * the posters' thread once per revision of the report and format, kept in the file store and
 * read from it afterwards; a new revision's poster releases the older ones' files.
 */
export function createPetPosterService(
  deps: Pick<ModuleDeps, 'db' | 'storage'> & {
    publicUrl: string;
    counters: WindowCounters;
    generationsPerHour?: number;
  },
): PetPosterService {
  const { db, storage, counters } = deps;
  const generationsPerHour = deps.generationsPerHour ?? POSTER_GENERATIONS_PER_HOUR;
  const url = absoluteUrls(deps.publicUrl);
  const thread = createDrawingThread<PosterTask>(POSTER_WORKER, 'poster');
  /**
   * Posters being made in this process, so concurrent first requests make one. Another
   * instance may make the same poster meanwhile: the first row recorded wins and the other
   * file is dropped.
   */
  const underway = new Map<string, Promise<Buffer>>();

  const spendGeneration = async (userId: number) => {
    const { count, resetInMs } = await counters.hit(`pet-poster:member:${userId}`, HOUR_MS);
    if (count > generationsPerHour) {
      throw tooManyRequests(MESSAGES.tooManyRequests, Math.ceil(resetInMs / 1000), 'pet_poster');
    }
  };

  const make = async (
    name: PosterName,
    task: () => Promise<PosterTask>,
    missingFile: boolean,
  ): Promise<Buffer> => {
    const bytes = await thread.render(await task());
    const path = newPosterKey(name);
    await storage.put(path, bytes, {
      contentType: POSTER_CONTENT_TYPES[name.format],
      cacheControl: STORED_CACHE_CONTROL,
    });
    const poster = { ...name, path, bytes: bytes.length };
    if (missingFile) {
      await replacePoster(db, poster);
    } else if (!(await insertPoster(db, poster))) {
      await storage.delete(path);
    }
    const earlier = await deleteEarlierPosters(db, name);
    await Promise.all(earlier.map((key) => storage.delete(key)));
    return bytes;
  };

  const makeOnce = (name: PosterName, start: () => Promise<Buffer>): Promise<Buffer> => {
    const key = `${name.postId}/${name.revision}/${name.format}`;
    const pending = underway.get(key);
    if (pending) return pending;
    const started = start().finally(() => underway.delete(key));
    underway.set(key, started);
    return started;
  };

  return {
    async poster(caller, postId, format) {
      if (caller.kind !== 'user') throw unauthorized(PET_REPORT_MESSAGES.petPosterLoginRequired);
      const subject = await findPosterSubject(db, postId);
      if (!subject) throw notFound(PET_REPORT_MESSAGES.petReportNotFound);
      const { kind } = subject;
      if (!isPosterKind(kind)) throw notFound(PET_REPORT_MESSAGES.petPosterUnavailable);
      const name = { postId, revision: subject.revision, format };
      const answer = (body: Readable | Buffer, bytes: number): PosterFile => ({
        body,
        bytes,
        postId,
        revision: subject.revision,
        kind,
        format,
      });

      const stored = await findPoster(db, name);
      const file = stored && (await storage.get(stored.path));
      if (file) return answer(file.body, file.size);

      const bytes = await makeOnce(name, async () => {
        await spendGeneration(caller.userId);
        return make(
          name,
          async () => ({
            format,
            content: posterContent(
              { ...subject, kind },
              url(publicPages.communityDetail.getHref(subject.categoryId, postId)),
            ),
            // A picture missing from the store (a restored database without its files) gives
            // a poster without a photo rather than no poster.
            photo:
              subject.imagePath === null ? null : await readStoredBytes(storage, subject.imagePath),
          }),
          stored !== null,
        );
      });
      return answer(bytes, bytes.length);
    },

    async releasePostPosters(postId) {
      const keys: string[] = [];
      for await (const file of storage.list(postFolder(postId))) keys.push(file.key);
      await Promise.all(keys.map((key) => storage.delete(key)));
    },

    close: () => thread.close(),
  };
}

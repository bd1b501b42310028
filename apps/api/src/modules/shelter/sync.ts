import type { ShelterSyncSettings } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import type { FileStore } from '../../files/file-store.ts';
import { seoulDate } from '../../http/dates.ts';
import { SHELTER_FOLDER } from '../../images/folders.ts';
import {
  type ImagePipeline,
  type ProcessedImage,
  withStoredImages,
} from '../../images/pipeline.ts';
import { releaseImageFiles } from '../../images/release.ts';
import { readShelterAnimal, type ShelterAnimalFields } from './animal-fields.ts';
import {
  type AnimalWindow,
  createAnimalService,
  createPacer,
  type PageSummary,
  type ServiceAnimal,
} from './animal-service.ts';
import { fetchPhoto, type PhotoMiss, photoHostsFor } from './photos.ts';
import {
  deleteAnimalsNoticedBefore,
  findLastRunStart,
  findShelterImages,
  type ShelterImage,
  saveLastRunStart,
  upsertShelterAnimals,
} from './repository.ts';

const DAY_MS = 86_400_000;

/**
 * The numbers of the sync (decision 035). The service allows 1,000 rows a page; 30 pages is
 * 30,000 animals, more than any 시도 takes in in the weeks a run reads.
 */
export const SHELTER_SYNC_LIMITS = {
  pageSize: 1000,
  maxPages: 30,
  attempts: 4,
  retryDelayMs: 2000,
  /** About 5 calls a second, to the service and to its photo host alike. */
  minIntervalMs: 200,
  timeoutMs: 20_000,
  photoTimeoutMs: 15_000,
  photoMaxBytes: 5 * 1024 * 1024,
  /** The first run reads the intakes (접수일) of this many days back. */
  firstRunDays: 60,
  /** Later runs ask for changes (수정일) from the day before the last run started. */
  overlapDays: 1,
  /** Animals whose notice ended longer ago go, with their photos. */
  keepDaysAfterNotice: 60,
  /**
   * Animals written per transaction: their new photos, decoded (≈200 kB each), wait in memory
   * until then — a page of 1,000 animals at once would hold hundreds of MB.
   */
  animalsPerWrite: 50,
} as const;

export type ShelterSyncLimits = { [Key in keyof typeof SHELTER_SYNC_LIMITS]: number };

export type ShelterSyncDeps = {
  db: Database;
  events: DomainEvents;
  storage: FileStore;
  images: ImagePipeline;
  settings: ShelterSyncSettings;
  tempDir: string;
  log: { info: (details: object, message: string) => void };
  /** Tests shorten the waits and pages; production uses SHELTER_SYNC_LIMITS. */
  limits?: Partial<ShelterSyncLimits>;
  now?: () => Date;
};

export type ShelterSyncResult = PageSummary & {
  window: AnimalWindow;
  stored: number;
  added: number;
  skipped: number;
  photos: { fetched: number; kept: number; missed: Record<PhotoMiss, number> };
  removed: number;
};

const compact = (isoDay: string) => isoDay.replace(/-/g, '');
const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY_MS);

/**
 * What this run asks for: the first run the last weeks' intakes; later ones the changes since,
 * among the intakes of every animal still kept (found at most the first run's days before its
 * notice, kept that long after it).
 */
function windowOf(lastRunStart: Date | null, now: Date, limits: ShelterSyncLimits): AnimalWindow {
  const to = compact(seoulDate(now));
  const dayBefore = (date: Date, days: number) => compact(seoulDate(daysBefore(date, days)));
  if (!lastRunStart) {
    return { received: { from: dayBefore(now, limits.firstRunDays), to }, updated: null };
  }
  return {
    received: { from: dayBefore(now, limits.firstRunDays + limits.keepDaysAfterNotice), to },
    updated: { from: dayBefore(lastRunStart, limits.overlapDays), to },
  };
}

/** The photos of one animal: those already re-hosted from the same address, and new ones. */
type PhotoPlan = Array<{ kept: ShelterImage } | { fresh: ProcessedImage; source: string }>;

/**
 * One run of the sync: reads the service's animals of the region changed since the last run
 * (with a day of overlap), re-hosts their photos, and upserts them a few at a time — each batch
 * in one transaction that also records `shelter.animals-added` for the animals not seen before
 * and `shelter.animals-changed` for the others (their match pairs are scored again).
 * Photos an animal no longer has, and animals whose notice ended long ago, are released after
 * their transaction. The last run's start is kept only when the whole run succeeded, so a
 * failed run is asked again in full.
 */
export async function syncShelterAnimals(
  deps: ShelterSyncDeps,
  signal?: AbortSignal,
): Promise<ShelterSyncResult> {
  const limits: ShelterSyncLimits = { ...SHELTER_SYNC_LIMITS, ...deps.limits };
  const now = deps.now?.() ?? new Date();
  const { settings } = deps;
  const pace = createPacer(limits.minIntervalMs);
  const photoHosts = photoHostsFor(settings.apiUrl);
  const service = createAnimalService({
    apiKey: settings.apiKey,
    apiUrl: settings.apiUrl,
    region: settings.region,
    pageSize: limits.pageSize,
    maxPages: limits.maxPages,
    attempts: limits.attempts,
    retryDelayMs: limits.retryDelayMs,
    pace,
    timeoutMs: limits.timeoutMs,
    signal,
  });
  const window = windowOf(await findLastRunStart(deps.db, settings.region), now, limits);
  /** Animals whose notice ended before this day are not kept. */
  const keptFrom = seoulDate(daysBefore(now, limits.keepDaysAfterNotice));
  const tally = {
    stored: 0,
    added: 0,
    skipped: 0,
    photos: {
      fetched: 0,
      kept: 0,
      missed: { unreachable: 0, tooLarge: 0, notAnImage: 0, foreignHost: 0 },
    },
  };

  async function planPhotos(animal: ShelterAnimalFields, had: ShelterImage[]): Promise<PhotoPlan> {
    const plan: PhotoPlan = [];
    for (const source of animal.photoUrls) {
      const kept = had.find((image) => image.source === source);
      if (kept) {
        tally.photos.kept += 1;
        plan.push({ kept });
        continue;
      }
      const photo = await fetchPhoto(source, deps.images, {
        maxBytes: limits.photoMaxBytes,
        timeoutMs: limits.photoTimeoutMs,
        pace,
        tempDir: deps.tempDir,
        allowedHosts: photoHosts,
        signal,
      });
      if (typeof photo === 'string') {
        tally.photos.missed[photo] += 1;
        continue;
      }
      tally.photos.fetched += 1;
      plan.push({ fresh: photo, source });
    }
    return plan;
  }

  async function storePage(page: ServiceAnimal[]): Promise<void> {
    const byNumber = new Map<string, ShelterAnimalFields>();
    for (const item of page) {
      const animal = readShelterAnimal(item, now);
      // An animal whose notice ended before what we keep would go again at the run's end.
      if (animal && animal.noticeEnd >= keptFrom) byNumber.set(animal.desertionNo, animal);
      else tally.skipped += 1;
    }
    const animals = [...byNumber.values()];
    for (let start = 0; start < animals.length; start += limits.animalsPerWrite) {
      await storeAnimals(animals.slice(start, start + limits.animalsPerWrite));
    }
  }

  /** A few animals at a time: their decoded photos are held in memory until written. */
  async function storeAnimals(animals: ShelterAnimalFields[]): Promise<void> {
    const stored = await findShelterImages(
      deps.db,
      animals.map((animal) => animal.desertionNo),
    );
    const plans: PhotoPlan[] = [];
    for (const animal of animals) {
      plans.push(await planPhotos(animal, stored.get(animal.desertionNo) ?? []));
    }
    const fresh = plans.flat().flatMap((entry) => ('fresh' in entry ? [entry] : []));
    const released = await withStoredImages(
      deps.storage,
      SHELTER_FOLDER,
      fresh.map((entry) => entry.fresh),
      async (files) => {
        const rows = animals.map(({ photoUrls: _urls, ...animal }, index) => ({
          ...animal,
          images: (plans[index] ?? []).map((entry): ShelterImage => {
            if ('kept' in entry) return entry.kept;
            const file = files[fresh.indexOf(entry)];
            if (!file) throw new Error('A stored photo is missing from its page');
            const { width, height } = entry.fresh;
            return {
              path: file.path,
              thumbPath: file.thumbPath,
              width,
              height,
              source: entry.source,
            };
          }),
        }));
        const added = await deps.events.transaction(async (tx, record) => {
          const inserted = await upsertShelterAnimals(tx, rows);
          if (inserted.length > 0) {
            record({
              kind: 'shelter.animals-added',
              subjectId: 0,
              actorId: null,
              payload: { desertionNos: inserted },
            });
          }
          const changed = rows
            .map((row) => row.desertionNo)
            .filter((desertionNo) => !inserted.includes(desertionNo));
          if (changed.length > 0) {
            record({
              kind: 'shelter.animals-changed',
              subjectId: 0,
              actorId: null,
              payload: { desertionNos: changed },
            });
          }
          return inserted;
        });
        tally.stored += rows.length;
        tally.added += added.length;
        const inUse = new Set(rows.flatMap((row) => row.images.map((image) => image.path)));
        return [...stored.values()].flat().filter((image) => !inUse.has(image.path));
      },
    );
    await releaseImageFiles(deps.db, deps.storage, released);
  }

  const summary = await service.readPages(window, storePage);
  await saveLastRunStart(deps.db, settings.region, now);
  const gone = await deleteAnimalsNoticedBefore(deps.db, keptFrom);
  await releaseImageFiles(deps.db, deps.storage, gone.images);
  const result: ShelterSyncResult = { ...summary, ...tally, window, removed: gone.removed };
  deps.log.info(result, 'shelter animals synced');
  return result;
}

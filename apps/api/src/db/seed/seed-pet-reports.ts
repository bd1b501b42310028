import { contentWithSummary } from '@daengnyang/contract/pet-report-summary';
import {
  PET_REPORT_STATUSES_BY_KIND,
  type PetReportInput,
  publishedPoint,
} from '@daengnyang/contract/pet-reports';
import { describedAnimal } from '../pet-report-fields.ts';
import { communityPostImages, communityPosts } from '../schema/community.ts';
import { petReports, shelterAnimals } from '../schema/pet-reports.ts';
import { searchGrams } from '../search-grams.ts';
import { SAMPLE_PET_REPORTS, SAMPLE_SHELTER_ANIMALS } from './content/pet-reports.ts';
import { DAY_MS, keyNumber, type SeedContext } from './seed-context.ts';

const HOUR_MS = 3_600_000;
const NOTICE_DAYS = 10;

/** `YYYY-MM-DD` in Korea, `days` from `now`. */
const koreanDay = (now: Date, days: number) =>
  new Date(now.getTime() + 9 * HOUR_MS + days * DAY_MS).toISOString().slice(0, 10);

/** What a sample report stores: the API's own checks have nothing to refuse in it. */
function storedValues(input: PetReportInput, eventAt: Date | null, createdAt: Date) {
  const status = PET_REPORT_STATUSES_BY_KIND[input.kind][0] ?? 'searching';
  const point = input.lat != null && input.lng != null ? { lat: input.lat, lng: input.lng } : null;
  const published = point ? publishedPoint(point.lat, point.lng) : null;
  return {
    ...describedAnimal(input),
    registrationNumber: input.registrationNumber ?? null,
    secretDetail: input.secretDetail ?? null,
    eventAt,
    windowAt: eventAt ?? createdAt,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    publishedLat: published?.lat ?? null,
    publishedLng: published?.lng ?? null,
    areaText: input.areaText ?? null,
    contact: input.contact,
    phone: input.contact === 'phone' ? (input.phone ?? null) : null,
    vaccinated: input.vaccinated ?? null,
    region: input.region ?? null,
    conditions: input.conditions ?? null,
    status,
    // Every status a report starts at is an active one.
    active: true,
  };
}

/**
 * Structured lost, sighting, sheltering and foster reports around Busan, with their summaries
 * and a photo each, and a few shelter notices (issue 23). Answers how many reports and images.
 */
export async function seedPetReports(
  ctx: SeedContext,
): Promise<{ reports: number; images: number }> {
  const { tx, now, userIds } = ctx;
  let images = 0;
  for (const [index, sample] of SAMPLE_PET_REPORTS.entries()) {
    const createdAt = new Date(now.getTime() - (sample.hoursAgo - 1) * HOUR_MS);
    const eventAt =
      sample.categoryId === 6 ? new Date(now.getTime() - sample.hoursAgo * HOUR_MS) : null;
    const values = storedValues(sample.report, eventAt, createdAt);
    const content = contentWithSummary(sample.content, values);
    const userId = userIds[sample.author % userIds.length] ?? ctx.adminUserId;
    const [post] = await tx
      .insert(communityPosts)
      .values({
        categoryId: sample.categoryId,
        userId,
        title: sample.title,
        content,
        searchGrams: searchGrams(sample.title, content),
        views: 40 + index * 7,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: communityPosts.id });
    if (!post) throw new Error('pet report post not inserted');
    await tx
      .insert(petReports)
      .values({ postId: post.id, ...values, createdAt, updatedAt: createdAt });
    const [coat] = sample.report.colors ?? [];
    const picture = await ctx.images.image(`seed/pet-reports/report-${keyNumber(index)}-1`, {
      subject: sample.report.species === 'cat' ? 'cat' : 'dog',
      variant: index % 4,
      framing: 'landscape',
      ...(coat === undefined ? {} : { coat }),
    });
    await tx
      .insert(communityPostImages)
      .values({ postId: post.id, ...picture, position: 0, createdAt });
    images += 1;
  }
  await tx.insert(shelterAnimals).values(
    SAMPLE_SHELTER_ANIMALS.map(({ foundDaysAgo, colors, ...animal }) => ({
      ...animal,
      colors: [...colors],
      happenDate: koreanDay(now, -foundDaysAgo),
      noticeStart: koreanDay(now, -foundDaysAgo),
      noticeEnd: koreanDay(now, NOTICE_DAYS - foundDaysAgo),
      rfid: null,
      images: [],
      sourceUpdatedAt: now,
    })),
  );
  return { reports: SAMPLE_PET_REPORTS.length, images };
}

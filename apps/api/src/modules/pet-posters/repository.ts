import type { PET_POSTER_FORMATS } from '@daengnyang/contract/pet-reports';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { communityPostImages, communityPosts } from '../../db/schema/community.ts';
import { petPosters, petReports } from '../../db/schema/pet-reports.ts';

/**
 * What a poster shows of a post and its report: never the exact or the published point, nor the
 * registration number or the withheld detail (they are not even read). `phone` is read only to
 * be printed when `contact` is `phone`. `imagePath`: the post's first picture's storage key.
 */
export type PosterSubject = {
  postId: number;
  categoryId: number;
  revision: number;
  kind: string;
  species: string;
  breed: string | null;
  sex: string;
  colors: string[];
  marks: string | null;
  eventAt: Date | null;
  areaText: string | null;
  contact: string;
  phone: string | null;
  reward: number | null;
  imagePath: string | null;
};

/** The report of a post that readers may see (moderation has not hidden it); null otherwise. */
export async function findPosterSubject(
  db: Database,
  postId: number,
): Promise<PosterSubject | null> {
  const [row] = await db
    .select({
      postId: petReports.postId,
      categoryId: communityPosts.categoryId,
      revision: petReports.revision,
      kind: petReports.kind,
      species: petReports.species,
      breed: petReports.breed,
      sex: petReports.sex,
      colors: petReports.colors,
      marks: petReports.marks,
      eventAt: petReports.eventAt,
      areaText: petReports.areaText,
      contact: petReports.contact,
      phone: petReports.phone,
      reward: petReports.reward,
      // The first picture in the order the detail lists them (position, then id).
      imagePath: sql<string | null>`(select ${communityPostImages.path}
        from ${communityPostImages} where ${communityPostImages.postId} = ${petReports.postId}
        order by ${communityPostImages.position}, ${communityPostImages.id} limit 1)`,
    })
    .from(petReports)
    .innerJoin(communityPosts, eq(communityPosts.id, petReports.postId))
    .where(and(eq(petReports.postId, postId), eq(communityPosts.hidden, false)));
  return row ?? null;
}

/** One poster: a revision of a post's report in one format. */
export type PosterName = {
  postId: number;
  revision: number;
  format: (typeof PET_POSTER_FORMATS)[number];
};
export type StoredPoster = { path: string; bytes: number };

export async function findPoster(db: Database, poster: PosterName): Promise<StoredPoster | null> {
  const [row] = await db
    .select({ path: petPosters.path, bytes: petPosters.bytes })
    .from(petPosters)
    .where(
      and(
        eq(petPosters.postId, poster.postId),
        eq(petPosters.revision, poster.revision),
        eq(petPosters.format, poster.format),
      ),
    );
  return row ?? null;
}

/**
 * Records a made poster. False when one of that revision and format was recorded first (by
 * another instance meanwhile): the caller keeps that one and drops its own file.
 */
export async function insertPoster(
  db: Database,
  poster: PosterName & StoredPoster,
): Promise<boolean> {
  const inserted = await db
    .insert(petPosters)
    .values(poster)
    .onConflictDoNothing()
    .returning({ path: petPosters.path });
  return inserted.length > 0;
}

/** Replaces the record of a poster whose file went missing from the store. */
export async function replacePoster(
  db: Database,
  poster: PosterName & StoredPoster,
): Promise<void> {
  await db
    .update(petPosters)
    .set({ path: poster.path, bytes: poster.bytes })
    .where(
      and(
        eq(petPosters.postId, poster.postId),
        eq(petPosters.revision, poster.revision),
        eq(petPosters.format, poster.format),
      ),
    );
}

/** Forgets the posters of the post's earlier revisions and answers their files' keys. */
export async function deleteEarlierPosters(
  db: Database,
  poster: { postId: number; revision: number },
): Promise<string[]> {
  const deleted = await db
    .delete(petPosters)
    .where(and(eq(petPosters.postId, poster.postId), lt(petPosters.revision, poster.revision)))
    .returning({ path: petPosters.path });
  return deleted.map((row) => row.path).sort((a, b) => a.localeCompare(b));
}

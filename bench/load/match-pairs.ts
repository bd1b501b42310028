import { FOSTER_KINDS, MISSING_KINDS } from '@daengnyang/contract/pet-reports';
import { asc, inArray } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { petReports } from '../../apps/api/src/db/schema/pet-reports.ts';
import { storeReportPairs } from '../../apps/api/src/modules/pet-reports/match-pairs.ts';

/**
 * Stores the match pairs of the loaded reports (decision 042), as the API does after each
 * report's write: COPY bypasses it, and lists read on a benchmark would otherwise each score
 * their report on their first read. Reports of category 7 have no matches: marked as stored.
 */
export async function storeLoadedMatchPairs(
  databaseUrl: string,
  log: (message: string) => void,
): Promise<void> {
  const database = await openDatabase({ databaseUrl, pgliteDir: '' });
  try {
    const { db } = database;
    const started = performance.now();
    const missing = await db
      .select({ postId: petReports.postId })
      .from(petReports)
      .where(inArray(petReports.kind, [...MISSING_KINDS]))
      .orderBy(asc(petReports.postId));
    for (const { postId } of missing) {
      await db.transaction((tx) => storeReportPairs(tx, postId));
    }
    await db
      .update(petReports)
      .set({ pairsCurrent: true })
      .where(inArray(petReports.kind, [...FOSTER_KINDS]));
    const elapsed = ((performance.now() - started) / 1000).toFixed(1);
    log(`  pet_match_pairs of ${missing.length.toLocaleString('en')} reports in ${elapsed} s`);
  } finally {
    await database.close();
  }
}

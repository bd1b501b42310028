/** Rows deleted per statement, so that each stays short (locks, WAL, replication lag). */
const DELETE_BATCH = 5000;

/**
 * Runs `deleteBatch` — which deletes at most `limit` rows and answers how many — until a batch
 * comes back short; answers how many went in all. For purges of rows that may pile up.
 */
export async function deleteInBatches(
  deleteBatch: (limit: number) => Promise<number>,
): Promise<number> {
  let deleted = 0;
  while (true) {
    const batch = await deleteBatch(DELETE_BATCH);
    deleted += batch;
    if (batch < DELETE_BATCH) return deleted;
  }
}

import pg from 'pg';
import { hashPassword } from '../../apps/api/src/auth/password.ts';
import { createRandom } from '../../apps/api/src/db/seed/random.ts';
import { planCommunity } from '../dataset/community.ts';
import { SEARCH_TERMS } from '../dataset/community-text.ts';
import { FOOD_SEARCH_TERM } from '../dataset/food-text.ts';
import { planFoods } from '../dataset/foods.ts';
import { planNotices } from '../dataset/notices.ts';
import { planPlaces } from '../dataset/places.ts';
import { datasetTimeline } from '../dataset/timeline.ts';
import { BENCH_ADMIN, planUsers, usersTable } from '../dataset/users.ts';
import { volumesFor } from '../dataset/volumes.ts';
import { copyRows } from './copy.ts';
import type { TableRows } from './copy-format.ts';
import { prepareEmptyDatabase } from './database.ts';
import { storeLoadedMatchPairs } from './match-pairs.ts';
import { communitySearchHits, foodSearchHits } from './search-hits.ts';
import { formatBytes, tableSizes } from './table-sizes.ts';
import { verifyDataset } from './verify.ts';

/** The same seed gives the same dataset (timestamps are anchored at the day, see timeline). */
const DATASET_SEED = 20_240_808;

type Log = (message: string) => void;

export class DatasetInvalidError extends Error {
  override name = 'DatasetInvalidError';
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Loads the benchmark dataset of `posts` community posts into the database of `databaseUrl`:
 * an emptied, migrated database, every table filled with COPY in chronological order, identity
 * sequences moved past the ids, VACUUM (ANALYZE), the match pairs stored, then the counters and
 * rules checked. Throws `DatasetInvalidError` when a check fails.
 */
export async function seedBenchDatabase(options: {
  databaseUrl: string;
  posts: number;
  log: Log;
}): Promise<void> {
  const { databaseUrl, posts, log } = options;
  const started = performance.now();
  await prepareEmptyDatabase(databaseUrl, log);

  const random = createRandom(DATASET_SEED);
  const timeline = datasetTimeline();
  const volumes = volumesFor(posts);
  const users = planUsers(random, volumes.users, timeline);
  // Argon2 salts at random: the one value two runs do not share.
  const adminPasswordHash = await hashPassword(BENCH_ADMIN.password);
  // Planned one after the other, right before loading, so the random draws keep their order.
  const plans: (() => TableRows[])[] = [
    () => [{ table: usersTable, rows: users.rows(adminPasswordHash) }],
    () => planCommunity(random, volumes, users, timeline),
    () => planFoods(random, volumes, users, timeline),
    () => planNotices(random, volumes, users, timeline),
    () => planPlaces(random, volumes, timeline),
  ];

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const client = await pool.connect();
  try {
    // A lost dataset is simply loaded again: no need to wait for each COPY's WAL flush.
    await client.query('SET synchronous_commit = off');
    const loaded: string[] = [];
    for (const plan of plans) {
      for (const part of plan()) {
        const copyStarted = performance.now();
        const count = await copyRows(client, part);
        loaded.push(part.table.name);
        log(
          `  ${part.table.name}: ${count.toLocaleString('en')} rows in ${seconds(copyStarted)} s`,
        );
      }
    }
    await moveIdentitiesPastIds(client);
    const vacuumStarted = performance.now();
    for (const table of loaded) await client.query(`VACUUM (ANALYZE) "${table}"`);
    log(`  VACUUM (ANALYZE) in ${seconds(vacuumStarted)} s`);
    await storeLoadedMatchPairs(databaseUrl, log);
    await client.query('VACUUM (ANALYZE) pet_reports, pet_match_pairs');

    const problems = await verifyDataset(client);
    await report(client, log);
    log(`Dataset of ${posts.toLocaleString('en')} posts loaded in ${seconds(started)} s.`);
    if (problems.length > 0) {
      throw new DatasetInvalidError(
        `The dataset breaks its own rules:\n  ${problems.join('\n  ')}`,
      );
    }
  } finally {
    client.release();
    await pool.end();
  }
}

/** The API inserts after the loaded rows: every identity continues after the highest id. */
async function moveIdentitiesPastIds(client: pg.PoolClient): Promise<void> {
  const identities = await client.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND is_identity = 'YES'`,
  );
  for (const { table_name, column_name } of identities.rows) {
    const table = client.escapeIdentifier(table_name);
    const column = client.escapeIdentifier(column_name);
    await client.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), coalesce(max(${column}), 0) + 1, false)
       FROM ${table}`,
      [table_name, column_name],
    );
  }
}

async function report(client: pg.PoolClient, log: Log): Promise<void> {
  const sizes = await tableSizes(client);
  const width = Math.max(...sizes.map(({ table }) => table.length));
  log('  table                          rows       table      indexes');
  for (const { table, rows, tableBytes, indexBytes } of sizes) {
    log(
      `  ${table.padEnd(width)} ${rows.toLocaleString('en').padStart(10)} ${formatBytes(tableBytes).padStart(10)} ${formatBytes(indexBytes).padStart(10)}`,
    );
  }
  const total = sizes.reduce((sum, size) => sum + size.tableBytes + size.indexBytes, 0);
  log(`  total on disk: ${formatBytes(total)}`);
  for (const term of SEARCH_TERMS) {
    const { inText, withAuthors } = await communitySearchHits(client, term);
    log(`  search "${term}": ${inText} posts in title/content, ${withAuthors} with author names`);
  }
  log(
    `  food search "${FOOD_SEARCH_TERM}": ${await foodSearchHits(client, FOOD_SEARCH_TERM)} foods`,
  );
}

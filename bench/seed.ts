import { parseArgs } from 'node:util';
import { DatasetInvalidError, seedBenchDatabase } from './load/seed-database.ts';

/**
 * `npm run bench:seed -- --posts N`: loads the benchmark dataset into DATABASE_URL (created
 * when missing, emptied when it holds data). See README, "Benchmarks".
 */
const DEFAULT_POSTS = 200_000;

const { values } = parseArgs({
  options: { posts: { type: 'string', default: String(DEFAULT_POSTS) } },
});
const posts = Number(values.posts);
const databaseUrl = process.env.DATABASE_URL;

if (!databaseUrl) {
  console.error(
    'DATABASE_URL is not set. Example:\n' +
      '  DATABASE_URL=postgres://bench:bench@127.0.0.1:5432/daengnyang_bench npm run bench:seed -- --posts 200000',
  );
  process.exit(2);
}
if (!Number.isInteger(posts) || posts < 1) {
  console.error(`--posts must be a positive whole number, not "${values.posts}".`);
  process.exit(2);
}

try {
  console.info(
    `Seeding ${posts.toLocaleString('en')} posts into ${new URL(databaseUrl).pathname.slice(1)}…`,
  );
  await seedBenchDatabase({ databaseUrl, posts, log: (message) => console.info(message) });
} catch (error) {
  console.error(error instanceof DatasetInvalidError ? error.message : error);
  process.exit(1);
}

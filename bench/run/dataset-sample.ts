import { createTokenService } from '../../apps/api/src/auth/tokens.ts';
import { withClient } from '../load/database.ts';

/** Rows to aim requests at, drawn at random from a dataset, and tokens of many members. */
export type DatasetSample = {
  posts: { id: number; categoryId: number }[];
  foodIds: number[];
  /** Open reports of category 6 (issue 23), whose matches the benchmark asks for. */
  petReportIds: number[];
  /** `Bearer …` values of ordinary members, signed as the API signs them. */
  memberTokens: string[];
};

const SAMPLE_POSTS = 5000;
const SAMPLE_FOODS = 2000;
const SAMPLE_MEMBERS = 2000;
const SAMPLE_PET_REPORTS = 2000;

/**
 * Draws the sample: ids spread over the whole table (not only the newest), and members with
 * their current token version, whose tokens the API accepts with the same JWT secret.
 */
export async function sampleDataset(
  databaseUrl: string,
  jwtSecret: string,
): Promise<DatasetSample> {
  return withClient(databaseUrl, async (client) => {
    const posts = await client.query<{ id: number; category_id: number }>(
      'SELECT id, category_id FROM community_posts ORDER BY random() LIMIT $1',
      [SAMPLE_POSTS],
    );
    const foods = await client.query<{ id: number }>(
      'SELECT id FROM foods ORDER BY random() LIMIT $1',
      [SAMPLE_FOODS],
    );
    const petReports = await client.query<{ post_id: number }>(
      `SELECT post_id FROM pet_reports
       WHERE active AND kind IN ('lost', 'sighting', 'sheltering') ORDER BY random() LIMIT $1`,
      [SAMPLE_PET_REPORTS],
    );
    const members = await client.query<{ id: number; token_version: number }>(
      `SELECT id, token_version FROM users
       WHERE role = 'ROLE_USER' AND withdrawn_at IS NULL ORDER BY random() LIMIT $1`,
      [SAMPLE_MEMBERS],
    );
    const tokens = createTokenService({ secret: jwtSecret, expiresIn: '1d' });
    const memberTokens = await Promise.all(
      members.rows.map(
        async (member) =>
          `Bearer ${await tokens.sign({ userId: member.id, role: 'ROLE_USER', tokenVersion: member.token_version })}`,
      ),
    );
    if (
      posts.rows.length === 0 ||
      foods.rows.length === 0 ||
      memberTokens.length === 0 ||
      petReports.rows.length === 0
    ) {
      throw new Error(
        'The dataset has no posts, foods, open pet reports or members to aim requests at (npm run bench:seed).',
      );
    }
    return {
      posts: posts.rows.map((row) => ({ id: row.id, categoryId: row.category_id })),
      foodIds: foods.rows.map((row) => row.id),
      petReportIds: petReports.rows.map((row) => row.post_id),
      memberTokens,
    };
  });
}

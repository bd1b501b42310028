import type pg from 'pg';

/** A kept counter and the rows it counts: `table.counter` = rows of `rowsTable` by `key`. */
const COUNTERS = [
  { table: 'community_posts', counter: 'like_count', rowsTable: 'community_likes', key: 'post_id' },
  {
    table: 'community_posts',
    counter: 'comment_count',
    rowsTable: 'community_comments',
    key: 'post_id',
  },
  { table: 'foods', counter: 'like_count', rowsTable: 'food_likes', key: 'food_id' },
  { table: 'foods', counter: 'comment_count', rowsTable: 'food_reviews', key: 'food_id' },
  {
    table: 'food_reviews',
    counter: 'like_count',
    rowsTable: 'food_review_likes',
    key: 'review_id',
  },
  { table: 'notices', counter: 'like_count', rowsTable: 'notice_likes', key: 'notice_id' },
  { table: 'notices', counter: 'comment_count', rowsTable: 'notice_comments', key: 'notice_id' },
] as const;

/** Rules of the data beyond counters; each query counts the rows that break its rule. */
const RULES = [
  {
    rule: 'a reply belongs to a top-level comment of the same post and names its author',
    sql: `SELECT count(*)::int AS broken FROM community_comments reply
          JOIN community_comments parent ON parent.id = reply.parent_comment_id
          WHERE parent.post_id <> reply.post_id OR parent.level <> 0
             OR reply.parent_user_id IS DISTINCT FROM parent.user_id`,
  },
  {
    rule: 'comments come after their post, replies after their comment',
    sql: `SELECT count(*)::int AS broken FROM community_comments comment
          JOIN community_posts post ON post.id = comment.post_id
          LEFT JOIN community_comments parent ON parent.id = comment.parent_comment_id
          WHERE comment.created_at <= post.created_at
             OR comment.created_at <= parent.created_at`,
  },
  {
    rule: 'likes come after their post',
    sql: `SELECT count(*)::int AS broken FROM community_likes liked
          JOIN community_posts post ON post.id = liked.post_id
          WHERE liked.created_at <= post.created_at`,
  },
  {
    rule: 'every food has an image',
    sql: `SELECT count(*)::int AS broken FROM foods
          WHERE NOT EXISTS (SELECT 1 FROM food_images WHERE food_images.food_id = foods.id)`,
  },
  {
    rule: 'ids increase with created_at (posts)',
    sql: `SELECT count(*)::int AS broken FROM (
            SELECT created_at < lag(created_at) OVER (ORDER BY id) AS earlier FROM community_posts
          ) ordered WHERE earlier`,
  },
];

/** Every kept counter equals its rows and every rule holds; answers the problems found. */
export async function verifyDataset(client: pg.PoolClient): Promise<string[]> {
  const problems: string[] = [];
  for (const { table, counter, rowsTable, key } of COUNTERS) {
    const result = await client.query<{ broken: number; examples: number[] | null }>(
      `SELECT count(*)::int AS broken, (array_agg(t.id ORDER BY t.id))[1:5] AS examples
       FROM "${table}" t
       LEFT JOIN (SELECT "${key}" AS id, count(*)::int AS n FROM "${rowsTable}" GROUP BY 1) c
         ON c.id = t.id
       WHERE t."${counter}" <> coalesce(c.n, 0)`,
    );
    const row = result.rows[0];
    if (row && row.broken > 0) {
      problems.push(
        `${table}.${counter} differs from the rows of ${rowsTable} for ${row.broken} rows (ids ${row.examples?.join(', ')})`,
      );
    }
  }
  for (const { rule, sql } of RULES) {
    const result = await client.query<{ broken: number }>(sql);
    const broken = result.rows[0]?.broken ?? 0;
    if (broken > 0) problems.push(`${broken} rows break the rule: ${rule}`);
  }
  return problems;
}

import type pg from 'pg';
import { searchGrams } from '../../apps/api/src/db/search-grams.ts';

export type SearchHits = { term: string; inText: number; withAuthors: number };

/**
 * How many posts the community search finds for `term`, as the API matches: a word of one or
 * two syllables must be one of the post's syllable grams; a longer one must have all its
 * bigrams there and stand whole in the title or content. Authors whose nickname contains the
 * term add their posts (`withAuthors`).
 */
export async function communitySearchHits(
  client: pg.PoolClient | pg.Client,
  term: string,
): Promise<SearchHits> {
  const short = Array.from(term).length <= 2;
  const grams = short ? [term] : searchGrams(term).filter((gram) => Array.from(gram).length === 2);
  const pattern = `%${term}%`;
  const inText = short
    ? 'p.search_grams @> $1::text[]'
    : 'p.search_grams @> $1::text[] AND (p.title ILIKE $2 OR p.content ILIKE $2)';
  const result = await client.query<{ in_text: number; with_authors: number }>(
    `SELECT count(*) FILTER (WHERE ${inText})::int AS in_text, count(*)::int AS with_authors
     FROM community_posts p
     WHERE (${inText})
        OR p.user_id IN (SELECT id FROM users WHERE name ILIKE $2 AND withdrawn_at IS NULL)`,
    [grams, pattern],
  );
  const row = result.rows[0];
  return { term, inText: row?.in_text ?? 0, withAuthors: row?.with_authors ?? 0 };
}

/** Foods whose title, content or category holds a word of one or two syllables. */
export async function foodSearchHits(
  client: pg.PoolClient | pg.Client,
  term: string,
): Promise<number> {
  const result = await client.query<{ hits: number }>(
    'SELECT count(*)::int AS hits FROM foods WHERE search_grams @> $1::text[]',
    [[term]],
  );
  return result.rows[0]?.hits ?? 0;
}

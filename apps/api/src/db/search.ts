import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { searchGrams, searchWords } from './search-grams.ts';

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Rows whose text contains every word of `searchText`, answered from the GIN index on the
 * syllable-gram column: a word of one or two syllables must be one of the row's grams; a
 * longer word must have all its bigrams there (index) and appear whole in one of the text
 * columns. Null when the text has no word.
 *
 * A word without letter case (Hangul, digits) is also checked with strpos, before the grams:
 * exact for it (text is stored in NFC, as the grams are), and about ten times cheaper than
 * testing a 165-gram array, so a walk down the newest posts (db/search-page.ts) skips most
 * rows cheaply. A word with case keeps ILIKE, which folds the case of every character it
 * reads (24 ms against 117 ms over 20,000 contents), and only where the grams leave it.
 */
export function textSearchCondition(
  gramsColumn: AnyPgColumn,
  textColumns: Array<AnyPgColumn | SQL>,
  searchText: string,
): SQL | null {
  const conditions = searchWords(searchText).map((word) => {
    const short = Array.from(word).length <= 2;
    const grams = short
      ? [word]
      : searchGrams(word).filter((gram) => Array.from(gram).length === 2);
    const inGrams = sql`${gramsColumn} @> ${textArray(grams)}`;
    const inText = (check: (column: AnyPgColumn | SQL) => SQL) =>
      sql`(${sql.join(textColumns.map(check), sql` or `)})`;
    if (word.toUpperCase() === word) {
      return sql`(${inText((column) => sql`strpos(${column}, ${word}) > 0`)} and ${inGrams})`;
    }
    if (short) return inGrams;
    return sql`(${inGrams} and ${inText((column) => sql`${column} ilike ${`%${escapeLike(word)}%`}`)})`;
  });
  if (conditions.length === 0) return null;
  return and(...conditions) ?? null;
}

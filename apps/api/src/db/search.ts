import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { searchGrams, searchWords } from './search-grams.ts';

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The values of a search statement, bound as named placeholders so that the statement can be
 * prepared once per shape (db/prepared.ts), and the shape itself: how the statement's text
 * differs from another search's.
 */
export type SearchBinding = {
  /** A placeholder for `value`, recorded under `name`. */
  bind: (name: string, value: unknown) => SQL;
  values: Record<string, unknown>;
  shape: string[];
};

/** Placeholders, for a prepared statement executed with `values`. */
export function placeholderBinding(): SearchBinding {
  const values: Record<string, unknown> = {};
  return {
    bind(name, value) {
      values[name] = value;
      return sql`${sql.placeholder(name)}`;
    },
    values,
    shape: [],
  };
}

/** Plain parameters, for a statement run once as it is (the admin table's search). */
export function inlineBinding(): SearchBinding {
  return { bind: (_name, value) => sql`${sql.param(value)}`, values: {}, shape: [] };
}

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
  binding: SearchBinding = inlineBinding(),
): SQL | null {
  const words = searchWords(searchText);
  if (words.length === 0) return null;
  const conditions = words.map((word, index) => {
    const short = Array.from(word).length <= 2;
    const grams = short
      ? [word]
      : searchGrams(word).filter((gram) => Array.from(gram).length === 2);
    const inGrams = sql`${gramsColumn} @> ${binding.bind(`grams${index}`, grams)}::text[]`;
    const inText = (check: (column: AnyPgColumn | SQL) => SQL) =>
      sql`(${sql.join(textColumns.map(check), sql` or `)})`;
    if (word.toUpperCase() === word) {
      binding.shape.push('exact');
      const text = binding.bind(`word${index}`, word);
      return sql`(${inText((column) => sql`strpos(${column}, ${text}) > 0`)} and ${inGrams})`;
    }
    if (short) {
      binding.shape.push('grams');
      return inGrams;
    }
    binding.shape.push('like');
    const pattern = binding.bind(`pattern${index}`, `%${escapeLike(word)}%`);
    return sql`(${inGrams} and ${inText((column) => sql`${column} ilike ${pattern}`)})`;
  });
  return sql`(${sql.join(conditions, sql` and `)})`;
}

/**
 * A word is a run of letters, combining marks and digits; everything else separates words.
 * Marks stay inside words so that scripts writing vowels as marks are not cut apart.
 */
const WORD_SEPARATOR = /[^\p{L}\p{M}\p{N}]+/u;

/**
 * The syllable unigrams and bigrams of the given texts, unique and sorted: what the GIN index
 * on `search_grams` holds, so that one- and two-syllable words (`털`, `사료`), which give
 * pg_trgm no trigram, are still found. Search terms go through the same function, so text is
 * normalised (NFC, lower case) the same way on both sides.
 */
export function searchGrams(...texts: string[]): string[] {
  const grams = new Set<string>();
  for (const text of texts) {
    for (const word of searchWords(text)) {
      const characters = Array.from(word);
      characters.forEach((character, index) => {
        grams.add(character);
        const next = characters[index + 1];
        if (next !== undefined) grams.add(character + next);
      });
    }
  }
  return [...grams].sort();
}

/** The words of a text as search sees them: NFC, lower case, split on non-letters. */
export function searchWords(text: string): string[] {
  return text.normalize('NFC').toLowerCase().split(WORD_SEPARATOR).filter(Boolean);
}

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const FINALS = 28;
/** The final-consonant index of ㄹ in a Hangul syllable. */
const RIEUL_FINAL = 8;

/** The final consonant index of the word's last syllable (0: none, or not Hangul). */
function finalConsonant(word: string): number {
  const code = word.codePointAt(word.length - 1) ?? 0;
  if (code < HANGUL_FIRST || code > HANGUL_LAST) return 0;
  return (code - HANGUL_FIRST) % FINALS;
}

/**
 * Korean particles change with the last syllable of the word they follow, so generated
 * sentences read right: 강아지가 / 산책이, 사료를 / 밥을, 털로 / 병원으로.
 */
export const particles = {
  topic: (word: string) => word + (finalConsonant(word) ? '은' : '는'),
  subject: (word: string) => word + (finalConsonant(word) ? '이' : '가'),
  object: (word: string) => word + (finalConsonant(word) ? '을' : '를'),
  and: (word: string) => word + (finalConsonant(word) ? '과' : '와'),
  with: (word: string) => word + (finalConsonant(word) ? '이랑' : '랑'),
  means: (word: string) => {
    const final = finalConsonant(word);
    return word + (final && final !== RIEUL_FINAL ? '으로' : '로');
  },
  /** Names take 이 after a consonant when spoken of: 콩이, 보리 → 콩이가 is fine, 별 → 별이. */
  name: (word: string) => word + (finalConsonant(word) ? '이' : ''),
};

/** Cuts text to at most `max` characters at a word boundary. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trim();
}

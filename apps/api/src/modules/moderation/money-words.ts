import { getChoseong } from 'es-hangul';

/**
 * Words of an adoption post that ask for money (신종펫숍 and reward-scam patterns): 책임비,
 * 분양비, 파양비, 입금, 계좌, 선입금.
 */
const MONEY_WORDS = ['책임비', '분양비', '파양비', '입금', '계좌'];

/** What writers put between syllables to slip past a word filter: spaces, dots, dashes, … */
const SEPARATORS = String.raw`[\s.\-_·,~*/|'"()\[\]]*`;

/**
 * A word as a pattern that also matches it spaced out (`책 임 비`) and with any syllable
 * written as its initial consonant only (`ㅊㅇㅂ`, `계ㅈ`): es-hangul's `getChoseong` gives
 * each syllable's 초성.
 */
function evasivePattern(word: string): string {
  return Array.from(word)
    .map((syllable) => `(?:${syllable}|${getChoseong(syllable)})`)
    .join(SEPARATORS);
}

const MONEY_PATTERN = new RegExp(MONEY_WORDS.map(evasivePattern).join('|'), 'u');

/** Whether a post's title or text asks for money, however it is spelled. */
export function asksForMoney(...texts: string[]): boolean {
  return texts.some((text) => MONEY_PATTERN.test(text.normalize('NFC')));
}

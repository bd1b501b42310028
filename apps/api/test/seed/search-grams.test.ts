import { describe, expect, it } from 'vitest';
import { searchGrams } from '../../src/db/search-grams.ts';

describe('searchGrams', () => {
  it('gives every syllable and every adjacent pair inside each word, sorted', () => {
    expect(searchGrams('강아지 사료')).toEqual([
      '강',
      '강아',
      '료',
      '사',
      '사료',
      '아',
      '아지',
      '지',
    ]);
  });

  it('never pairs syllables across a space or punctuation', () => {
    const grams = searchGrams('간식, 사료/츄르!');
    expect(grams).not.toContain('식사');
    expect(grams).not.toContain('료츄');
    expect(grams).toEqual(expect.arrayContaining(['간식', '사료', '츄르']));
  });

  it('merges several texts without duplicates', () => {
    expect(searchGrams('고양이', '고양이 간식')).toEqual(searchGrams('고양이 간식'));
    expect(searchGrams('털', '털')).toEqual(['털']);
  });

  it('lower-cases Latin letters and keeps digits, so "2KG" matches "2kg"', () => {
    expect(searchGrams('Tuna 2KG')).toEqual(searchGrams('tuna 2kg'));
    expect(searchGrams('2KG')).toEqual(['2', '2k', 'g', 'k', 'kg']);
  });

  it('normalises decomposed Hangul (NFD, as macOS file names send it) to syllables', () => {
    expect(searchGrams('사료'.normalize('NFD'))).toEqual(['료', '사', '사료']);
  });

  it('gives a one-syllable word its syllable only', () => {
    expect(searchGrams('털')).toEqual(['털']);
  });

  it('gives nothing for empty or separator-only text', () => {
    expect(searchGrams()).toEqual([]);
    expect(searchGrams('', '  ', '!?…')).toEqual([]);
  });
});

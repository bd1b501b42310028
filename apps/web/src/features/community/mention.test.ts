import { describe, expect, it } from 'vitest';
import { mentionPrefix, stripMention } from './mention.ts';

describe('stripMention', () => {
  it('removes the prefilled mention of the comment answered', () => {
    expect(stripMention(`${mentionPrefix('호두아빠')}같이 가요`, '호두아빠')).toBe('같이 가요');
  });

  it('removes the whole mention of a nickname with a space', () => {
    expect(stripMention('@멍멍 집사 고마워요', '멍멍 집사')).toBe('고마워요');
  });

  it('removes any leading @word the writer typed', () => {
    expect(stripMention('@두부네  반가워요')).toBe('반가워요');
    expect(stripMention('@두부네 반가워요', '호두아빠')).toBe('반가워요');
  });

  it('keeps a mention that is not at the start, and text without one', () => {
    expect(stripMention('고마워요 @두부네 님')).toBe('고마워요 @두부네 님');
    expect(stripMention('이메일은 a@b.c 예요')).toBe('이메일은 a@b.c 예요');
  });

  it('leaves nothing when the box holds only the mention', () => {
    expect(stripMention('@호두아빠 ', '호두아빠')).toBe('');
  });
});

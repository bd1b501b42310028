import { NicknameSchema } from '@daengnyang/contract/account';
import { IdSchema, idSchema } from '@daengnyang/contract/common';
import { isReservedNickname, nicknameKey } from '@daengnyang/contract/nickname';
import { multiLineText, singleLineText } from '@daengnyang/contract/text';
import { describe, expect, it } from 'vitest';

describe('the shared text schemas', () => {
  const line = singleLineText('필수').max(100, '길어요');
  const lines = multiLineText('필수').max(100, '길어요');

  it('normalise to NFC and trim', () => {
    expect(line.parse(`  ${'한글'.normalize('NFD')}  `)).toBe('한글');
    expect(lines.parse('\n첫 줄\r\n\t둘째 줄\n')).toBe('첫 줄\r\n\t둘째 줄');
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a vertical tab', 'a\u000Bb'],
    ['a form feed', 'a\u000Cb'],
    ['DEL', 'a\u007Fb'],
    ['a C1 control (NEL)', 'a\u0085b'],
    ['a lone high surrogate', 'a\uD83Db'],
    ['a lone low surrogate', 'a\uDC36b'],
  ])('refuse %s in either kind of text', (_label, text) => {
    for (const schema of [line, lines]) {
      expect(schema.safeParse(text).error?.issues[0]?.message).toBe(
        '입력한 내용에 사용할 수 없는 문자(제어 문자)가 들어 있습니다. 지우고 다시 입력해주세요.',
      );
    }
  });

  it('refuse line breaks and tabs inside one line only', () => {
    expect(line.safeParse('a\nb').error?.issues[0]?.message).toBe(
      '줄바꿈 없이 한 줄로 입력해주세요.',
    );
    expect(line.safeParse('a\tb').success).toBe(false);
    expect(lines.safeParse('a\n\tb').success).toBe(true);
  });

  it('keep emoji, which are surrogate pairs', () => {
    expect(line.parse('산책 🐕‍🦺')).toBe('산책 🐕‍🦺');
  });
});

describe('nicknames', () => {
  it('lose bidi, zero-width and blank-letter characters, but keep emoji joiners', () => {
    expect(NicknameSchema.parse('\u202B보리\u200C\u2067아빠\u2069\u061C\u00AD')).toBe('보리아빠');
    expect(NicknameSchema.parse('\uFEFF 두부 \u200D')).toBe('두부');
    expect(NicknameSchema.parse('냥이\u3164\uFFA0')).toBe('냥이');
    expect(NicknameSchema.parse('우리 🐈\u200D⬛')).toBe('우리 🐈\u200D⬛');
    expect(NicknameSchema.parse('가족 👨‍👩‍👧')).toBe('가족 👨‍👩‍👧');
  });

  it('measure the length after the invisible characters are gone', () => {
    expect(NicknameSchema.safeParse('몽\u200B\u200B').success).toBe(false);
  });

  it('compare by a key that ignores case, width, spacing, punctuation and format characters', () => {
    const key = nicknameKey('Bori Papa');
    for (const lookAlike of [
      'BORI PAPA',
      'ｂｏｒｉ ｐａｐａ',
      'bori_papa!',
      'Bori\u200BPapa',
      '✨bori papa✨',
    ]) {
      expect(nicknameKey(lookAlike), lookAlike).toBe(key);
    }
    expect(nicknameKey('보리아빠')).not.toBe(nicknameKey('보리엄마'));
    expect(nicknameKey('운영ㅈㅏ')).toBe('운영자');
  });

  it.each([
    ['댕냥 운영팀', true],
    ['댕냥 운영 팀', true],
    ['탈퇴한 사용자', true],
    ['운영', true],
    ['관리', true],
    ['운영자님', true],
    ['admin', true],
    ['Admin2', true],
    ['ｓｕｐｅｒａｄｍｉｎ', true],
    ['daengnyang', true],
    ['운영체제', false],
    ['체중관리', false],
    ['badminton', false],
    ['댕냥이', false],
    ['보리아빠', false],
  ])('%j reserved: %s', (name, reserved) => {
    expect(isReservedNickname(name)).toBe(reserved);
  });
});

describe('ids', () => {
  it.each(['1', '16', '2147483647'])('read the decimal %j', (text) => {
    expect(IdSchema.parse(text)).toBe(Number(text));
  });

  it('read a JSON number', () => {
    expect(IdSchema.parse(16)).toBe(16);
  });

  it.each(['0x10', '1e1', '1.0', '-1', '+1', ' 1', '1 ', '01', '0', '', '2147483648', '１'])(
    'refuse %j',
    (text) => {
      expect(IdSchema.safeParse(text).success).toBe(false);
    },
  );

  it.each([0, -1, 1.5, 2_147_483_648, Number.NaN])('refuse the number %s', (value) => {
    expect(IdSchema.safeParse(value).success).toBe(false);
  });

  it("answer with the field's own message", () => {
    expect(idSchema('게시판을 고르세요').safeParse('0x2').error?.issues[0]?.message).toBe(
      '게시판을 고르세요',
    );
  });
});

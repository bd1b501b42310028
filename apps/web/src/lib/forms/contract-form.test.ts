import { AdminNoticeCreateFieldsSchema } from '@daengnyang/contract/admin-notice';
import { MESSAGES } from '@daengnyang/contract/messages';
import { describe, expect, it } from 'vitest';
import { checkField, maxLengthOf } from './contract-field.ts';
import { checkForm } from './contract-form.ts';

const FIELDS = ['noticeCategoryId', 'title', 'content'] as const;

describe('checkForm', () => {
  it('gives the parsed, trimmed fields when the contract accepts them', () => {
    const checked = checkForm(
      AdminNoticeCreateFieldsSchema,
      { noticeCategoryId: 1, title: '  공지  ', content: '내용' },
      FIELDS,
    );
    expect(checked).toEqual({
      ok: true,
      fields: { noticeCategoryId: 1, title: '공지', content: '내용' },
    });
  });

  it("names each refused field with the contract's Korean message", () => {
    const checked = checkForm(
      AdminNoticeCreateFieldsSchema,
      { noticeCategoryId: 1, title: ' ', content: 'x'.repeat(10_001) },
      FIELDS,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        title: MESSAGES.adminNoticeTitleRequired,
        content: MESSAGES.adminNoticeContentTooLong,
      },
    });
  });

  it("keeps the form's own message before the schema's, and refuses with it alone", () => {
    const found = { title: '직접 찾은 문제' };
    expect(
      checkForm(
        AdminNoticeCreateFieldsSchema,
        { noticeCategoryId: 1, title: '', content: 'a' },
        FIELDS,
        found,
      ),
    ).toEqual({ ok: false, errors: { title: '직접 찾은 문제' } });
    expect(
      checkForm(
        AdminNoticeCreateFieldsSchema,
        { noticeCategoryId: 1, title: 'a', content: 'a' },
        FIELDS,
        found,
      ),
    ).toEqual({ ok: false, errors: { title: '직접 찾은 문제' } });
  });
});

describe('checkField and maxLengthOf', () => {
  const { title } = AdminNoticeCreateFieldsSchema.shape;

  it('reads the limit an input takes from the contract', () => {
    expect(maxLengthOf(title)).toBe(100);
  });

  it('gives the normalised value or the first message', () => {
    expect(checkField(title, ' 공지 ')).toEqual({ ok: true, value: '공지' });
    expect(checkField(title, 'x'.repeat(101))).toEqual({
      ok: false,
      message: MESSAGES.adminNoticeTitleTooLong,
    });
  });
});

import { AdminNoticeCreateFieldsSchema } from '@daengnyang/contract/admin-notice';
import { MESSAGES } from '@daengnyang/contract/messages';
import { describe, expect, it } from 'vitest';
import { checkField, maxLengthOf, recheckField } from './contract-field.ts';
import { checkForm, recheckShown } from './contract-form.ts';

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

describe('recheckShown and recheckField', () => {
  const check = (title: string, content: string) =>
    checkForm(AdminNoticeCreateFieldsSchema, { noticeCategoryId: 1, title, content }, FIELDS);
  const shown = { title: MESSAGES.adminNoticeTitleRequired };

  it('drops a shown message as soon as its field is right', () => {
    expect(recheckShown(FIELDS, shown, check('공지', ''))).toEqual({});
  });

  it("keeps a shown message, with the field's current reason, while it is still wrong", () => {
    expect(recheckShown(FIELDS, shown, check(' ', ''))).toEqual(shown);
    expect(
      recheckShown(
        FIELDS,
        { content: MESSAGES.adminNoticeContentRequired },
        check('', 'x'.repeat(10_001)),
      ),
    ).toEqual({ content: MESSAGES.adminNoticeContentTooLong });
  });

  it('raises no message the form has not shown yet', () => {
    expect(recheckShown(FIELDS, {}, check('', ''))).toEqual({});
  });

  it('does the same for a single field', () => {
    const { title } = AdminNoticeCreateFieldsSchema.shape;
    expect(recheckField(title, '공지', MESSAGES.adminNoticeTitleRequired)).toBeNull();
    expect(recheckField(title, ' ', MESSAGES.adminNoticeTitleRequired)).toBe(
      MESSAGES.adminNoticeTitleRequired,
    );
    expect(recheckField(title, ' ', null)).toBeNull();
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

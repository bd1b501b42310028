import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/**
 * User text as every request carries it (titles, contents, comments, reviews, names, search
 * words, admin fields): NFC-normalised and trimmed, and free of the characters no stored text
 * may hold. PostgreSQL refuses NUL in text outright (22021, which used to surface as a 500);
 * the other control characters and lone UTF-16 surrogates are refused with it, because no
 * keyboard types them and they only ever arrive to break or disguise what others read.
 */

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** C0 controls, DEL and C1 controls, and a surrogate that is not half of a pair. */
function isForbidden(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff);
}

type Refusal = 'line-break' | 'control' | null;

/**
 * Why `text` is refused, if it is: multi-line text keeps tab, line feed and carriage return;
 * one line (a title, a name, a search word) keeps none of them.
 */
function refusalOf(text: string, multiline: boolean): Refusal {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (!isForbidden(code)) continue;
    if (code === LINE_FEED || code === CARRIAGE_RETURN) {
      if (!multiline) return 'line-break';
    } else if (code !== TAB || !multiline) {
      return 'control';
    }
  }
  return null;
}

const REFUSAL_MESSAGES = {
  'line-break': MESSAGES.textLineBreak,
  control: MESSAGES.textInvalidCharacters,
} as const;

function checkedText(schema: z.ZodString, multiline: boolean): z.ZodString {
  return schema
    .normalize('NFC')
    .trim()
    .superRefine((text, context) => {
      const refusal = refusalOf(text, multiline);
      if (refusal) context.addIssue({ code: 'custom', message: REFUSAL_MESSAGES[refusal] });
    });
}

/** `error` is the message for an absent or non-string value (usually the "required" one). */
const stringWith = (error: string | undefined) => z.string(error ? { error } : undefined);

/** One line of text: a title, a search word, an address. Chain `.min`/`.max` for limits. */
export const singleLineText = (error?: string) => checkedText(stringWith(error), false);

/** Text that may span lines: contents, comments, reviews. */
export const multiLineText = (error?: string) => checkedText(stringWith(error), true);

/**
 * A zero-width joiner between two pictographs builds one emoji (🐕‍🦺, 🐈‍⬛, a family), with
 * an optional presentation selector or skin tone after the first; anywhere else it only hides.
 */
const STRAY_JOINER =
  /(?<!\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
/**
 * Format characters other than the joiner: bidi controls (U+202A–U+202E, U+2066–U+2069, U+200E,
 * U+200F, U+061C), zero-width space and non-joiner, word joiner, BOM, soft hyphen, tags.
 */
const FORMAT = /(?!\u200D)\p{Cf}/gu;
/**
 * Characters that draw nothing yet count as letters: the Hangul fillers (a classic way to make
 * a blank-looking Korean nickname), the combining grapheme joiner and the Mongolian
 * free variation selectors. Variation selectors U+FE00–U+FE0F stay: they only choose how the
 * character before them is drawn (an emoji's colour form), and the nickname key ignores them.
 */
const INVISIBLE = /\u034F|[\u115F\u1160\u3164\uFFA0]|[\u180B-\u180F]/gu;

/** Removes what could hide, reorder or disguise the visible letters of a name. */
function stripInvisible(name: string): string {
  return name.replace(STRAY_JOINER, '').replace(FORMAT, '').replace(INVISIBLE, '');
}

/**
 * A name (a nickname): one line of text whose bidi and zero-width format characters are
 * removed before it is trimmed and measured, so that what is stored is what everyone sees.
 */
export const nameText = (error?: string) =>
  checkedText(stringWith(error).overwrite(stripInvisible), false);

/**
 * What makes two nicknames "the same" to a reader, and which ones belong to the site itself.
 * Both rules compare keys, never the names as typed, so `ＡＤＭＩＮ`, `Admin`, `댕냥 운영 팀`,
 * `댕냥.운영팀` and `운영ㅈㅏ` (spelled in jamo) are caught like the names they imitate.
 */

/** Nicknames are 2–20 characters (UTF-16 code units, as the web's input counts them). */
export const NICKNAME_LENGTH = { min: 2, max: 20 } as const;

/** Letters that draw nothing (Hangul fillers, also after NFKC maps them to U+1160). */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0]/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]/gu;

/**
 * The comparison key of a nickname: NFKC (full-width and compatibility forms, jamo composed
 * into syllables), lower case, then only letters and digits (spaces, punctuation, symbols,
 * emoji, marks and format characters dropped). `users.name_key` holds it for uniqueness;
 * migration 0006 renders the same rule in SQL for the rows that existed before it.
 */
export function nicknameKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(BLANK_LETTERS, '')
    .replace(NOT_LETTER_OR_DIGIT, '');
}

/**
 * Keys only the site may use. Short common words (`운영`, `관리`, `댕냥`) are refused only as
 * the whole name, so that `운영체제덕후`, `체중관리중` and `댕냥이맘` stay free.
 */
const RESERVED_KEYS = new Set(
  [
    '운영',
    '관리',
    '관리인',
    '운영진',
    '댕냥',
    '알수없음',
    '시스템',
    '스태프',
    'daengnyang',
    'admin',
    'administrator',
    'root',
    'system',
    'staff',
    'moderator',
  ].map(nicknameKey),
);
/** Words that claim a staff role or the withdrawn-user label wherever they stand in a name. */
const RESERVED_INSIDE = ['운영자', '관리자', '운영팀', '운영진', '탈퇴한사용자', '탈퇴회원'];
/**
 * `admin` at either end (`admin1`, `superadmin`, `admin_kim`); inside a word it is often
 * innocent (`badminton`).
 */
const RESERVED_AT_EDGE = ['admin'];

/** Whether the nickname imitates the site's staff, its own name or the withdrawn-user label. */
export function isReservedNickname(name: string): boolean {
  const key = nicknameKey(name);
  return (
    RESERVED_KEYS.has(key) ||
    RESERVED_INSIDE.some((word) => key.includes(word)) ||
    RESERVED_AT_EDGE.some((word) => key.startsWith(word) || key.endsWith(word))
  );
}

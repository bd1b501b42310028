import { NICKNAME_LENGTH, nicknameKey } from '@daengnyang/contract/nickname';

/** More names than this in one text are not notified: a list of names is not a mention. */
export const MAX_MENTIONS = 10;

/**
 * `@` at the start or after a space, then up to a nickname's length of anything but spaces and
 * another `@`. A nickname with spaces is mentioned by its key (`@보리 맘` is not; `@보리맘` is,
 * as the keys of `보리 맘` and `보리맘` are one).
 */
const MENTION = new RegExp(`(?:^|\\s)@([^\\s@]{1,${NICKNAME_LENGTH.max}})`, 'gu');

/** The honorific Korean writers put after a name (`@보리맘님`): the name is tried without it too. */
const HONORIFIC = '님';

/**
 * The nickname keys mentioned in `text` (users.name_key), each once, from at most MAX_MENTIONS
 * mentions: each mention's key, and that key without a trailing 님.
 */
export function mentionedKeys(text: string): string[] {
  const keys = new Set<string>();
  let mentions = 0;
  for (const match of text.matchAll(MENTION)) {
    const key = nicknameKey(match[1] ?? '');
    if (key === '') continue;
    keys.add(key);
    if (key.endsWith(HONORIFIC) && key.length > HONORIFIC.length) keys.add(key.slice(0, -1));
    mentions += 1;
    if (mentions === MAX_MENTIONS) break;
  }
  return [...keys];
}

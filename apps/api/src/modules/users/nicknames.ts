import { NicknameSchema } from '@daengnyang/contract/account';
import type { Role } from '@daengnyang/contract/constants';
import { isReservedNickname, NICKNAME_LENGTH, nicknameKey } from '@daengnyang/contract/nickname';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { Executor } from '../../db/client.ts';
import { violatesUnique } from '../../db/unique-violation.ts';
import { NAME_KEY_INDEX, takenNameKeys } from './repository.ts';

/**
 * Why `name` (already a NicknameSchema value) cannot be an account's nickname, if it cannot.
 * Administrators are the staff the reserved words stand for, so those are theirs to use.
 */
export function nicknameRefusal(name: string, role: Role): string | null {
  if (nicknameKey(name) === '') return SERVER_MESSAGES.nicknameNoLetters;
  if (role !== 'ROLE_ADMIN' && isReservedNickname(name)) return SERVER_MESSAGES.nicknameReserved;
  return null;
}

/** Whether a write failed because another active account holds the nickname's key. */
export const isNicknameTaken = (error: unknown) => violatesUnique(error, NAME_KEY_INDEX);

/** The first `max` UTF-16 units of `text`, never half of a surrogate pair. */
function cutTo(text: string, max: number): string {
  let cut = '';
  for (const char of text) {
    if (cut.length + char.length > max) break;
    cut += char;
  }
  return cut;
}

/**
 * A provider's name as a nickname, or null when it cannot be one: it is cut to the longest
 * nickname, then held to the rules a name change follows.
 */
export function nicknameFromProvider(name: string | null): string | null {
  if (name === null) return null;
  const parsed = NicknameSchema.safeParse(cutTo(name, NICKNAME_LENGTH.max));
  if (!parsed.success || nicknameRefusal(parsed.data, 'ROLE_USER')) return null;
  return parsed.data;
}

/** `name` with a numeric suffix (`멍멍이` → `멍멍이2`), shortened to stay a valid length. */
function withSuffix(name: string, suffix: number): string {
  if (suffix === 1) return name;
  const digits = String(suffix);
  return `${cutTo(name, NICKNAME_LENGTH.max - digits.length).trimEnd()}${digits}`;
}

const CANDIDATES_PER_LOOKUP = 20;
const COUNTED_LOOKUPS = 5;
const RANDOM_LOOKUPS = 5;

/**
 * The suffixes tried in one look-up: 1 (the name itself) to 100 in order, so that a name
 * usually gets the smallest free number; past that (a very common name) random ones up to
 * 99999, so that a sign-up never walks through thousands of taken numbers.
 */
function suffixesOfLookup(lookup: number): number[] {
  return Array.from({ length: CANDIDATES_PER_LOOKUP }, (_, index) =>
    lookup < COUNTED_LOOKUPS
      ? lookup * CANDIDATES_PER_LOOKUP + index + 1
      : 101 + Math.floor(Math.random() * 99_899),
  );
}

/**
 * A nickname for a new account: `name` when no active account holds its key, otherwise the
 * first free `name2`, `name3`, … The answer may be taken by a concurrent sign-up before it is
 * written: the caller writes it under the unique index and, on `isNicknameTaken`, asks again
 * with `pick: 'any'`, a random free number of the same look-up, so that sign-ups racing for
 * one name spread out instead of colliding on each next number in turn.
 */
export async function freeNickname(
  db: Executor,
  name: string,
  pick: 'first' | 'any',
): Promise<string> {
  for (let lookup = 0; lookup < COUNTED_LOOKUPS + RANDOM_LOOKUPS; lookup += 1) {
    const candidates = suffixesOfLookup(lookup).map((suffix) => withSuffix(name, suffix));
    const taken = await takenNameKeys(db, candidates.map(nicknameKey));
    const free = candidates.filter((candidate) => !taken.has(nicknameKey(candidate)));
    const chosen = pick === 'first' ? free[0] : free[Math.floor(Math.random() * free.length)];
    if (chosen !== undefined) return chosen;
  }
  throw new Error('No free nickname was found for a new account');
}

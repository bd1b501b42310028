import { diffChars } from 'diff';
import type { Version } from '../../db/revisions.ts';

/**
 * A quick fix folds into the newest revision (Discourse's defaults, issue 22): saved within
 * this many seconds of the last save, before anyone answered since, changing at most
 * `MAX_CHANGED_CHARACTERS` of title and content together, with the same category and images.
 */
export const QUICK_FIX_GRACE_SECONDS = 300;
export const MAX_CHANGED_CHARACTERS = 100;

/**
 * Code points removed plus code points added between two texts (the shortest edit script of
 * `diff`'s Myers algorithm: a replaced syllable is one removal and one addition); null once it
 * exceeds `budget` — the search stops there, so a long post costs O(length × budget).
 */
function changedCharacters(before: string, after: string, budget: number): number | null {
  if (before === after) return 0;
  const changes = diffChars(before, after, { maxEditLength: budget });
  if (changes === undefined) return null;
  let changed = 0;
  for (const change of changes) {
    if (change.added || change.removed) changed += change.count;
  }
  return changed <= budget ? changed : null;
}

const sameImages = (before: Version, after: Version) =>
  before.images.length === after.images.length &&
  before.images.every((image, index) => {
    const other = after.images[index];
    return other?.path === image.path && other.description === image.description;
  });

/** Whether `after` differs from `before` only by a small change of its words. */
export function isSmallChange(before: Version, after: Version): boolean {
  if (before.categoryId !== after.categoryId || !sameImages(before, after)) return false;
  const inTitle = changedCharacters(before.title ?? '', after.title ?? '', MAX_CHANGED_CHARACTERS);
  if (inTitle === null) return false;
  return (
    changedCharacters(before.content, after.content, MAX_CHANGED_CHARACTERS - inTitle) !== null
  );
}

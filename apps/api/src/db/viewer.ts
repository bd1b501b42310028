import { type Placeholder, sql } from 'drizzle-orm';
import type { Caller } from '../auth/caller.ts';

/**
 * Who reads, as far as a prepared statement's shape goes (db/prepared.ts): an anonymous
 * caller's `isLike` is the constant 0, a user's is looked up with the `callerId` placeholder.
 * The viewer is part of a statement's name, its values part of the call.
 */
export type Viewer = 'anonymous' | 'user';

export const viewerOf = (caller: Caller): Viewer => (caller.kind === 'user' ? 'user' : 'anonymous');

/** The placeholder values a viewer's statement needs. */
export const viewerValues = (caller: Caller): { callerId?: number } =>
  caller.kind === 'user' ? { callerId: caller.userId } : {};

/** The user whose likes `isLike` reads: the placeholder, or null for an anonymous viewer. */
export const viewerId = (viewer: Viewer): Placeholder | null =>
  viewer === 'user' ? sql.placeholder('callerId') : null;

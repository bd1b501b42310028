import { type Placeholder, sql } from 'drizzle-orm';

/**
 * Who reads a list or a page: the signed-in caller's id decides `isLike`. The request's caller
 * (auth/caller.ts) is one; the database layer needs no more of it than this.
 */
export type Reader = { kind: 'anonymous' } | { kind: 'user'; userId: number };

/**
 * Who reads, as far as a prepared statement's shape goes (db/prepared.ts): an anonymous
 * caller's `isLike` is the constant 0, a user's is looked up with the `callerId` placeholder.
 * The viewer is part of a statement's name, its values part of the call.
 */
export type Viewer = 'anonymous' | 'user';

export const viewerOf = (reader: Reader): Viewer => (reader.kind === 'user' ? 'user' : 'anonymous');

/** The placeholder values a viewer's statement needs. */
export const viewerValues = (reader: Reader): { callerId?: number } =>
  reader.kind === 'user' ? { callerId: reader.userId } : {};

/** The user whose likes `isLike` reads: the placeholder, or null for an anonymous viewer. */
export const viewerId = (viewer: Viewer): Placeholder | null =>
  viewer === 'user' ? sql.placeholder('callerId') : null;

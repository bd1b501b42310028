import { z } from 'zod';
import { DateTimeSchema } from './common.ts';
import { DRAFT_KEY_PATTERN } from './draft-constants.ts';
import { MESSAGES } from './messages.ts';

export * from './draft-constants.ts';

/**
 * Server drafts of the post form (issue 22), one per member per key: `post-new` (a new post) or
 * `post-{communityId}` (an edit). Comment and review boxes keep their drafts in the browser
 * only.
 *
 * - `GET /api/drafts/{key}` → `DraftSchema`, 404 `MESSAGES.draftNotFound` when there is none.
 * - `PUT /api/drafts/{key}` `DraftSaveSchema` → `{ sequence }`. `sequence` is the one the client
 *   last received (0 when it knows of no draft); the server stores the draft only when that is
 *   still the current one and answers the next, else 409 `MESSAGES.draftOpenElsewhere` with the
 *   newer draft as `data` — another tab or device saved in between. `force: true` saves anyway.
 * - `DELETE /api/drafts/{key}` → confirmation; deleting none succeeds.
 *
 * Creating a post deletes the author's `post-new` draft; saving an edit deletes `post-{id}`.
 * Drafts untouched for 30 days are deleted. Images are not part of a draft.
 */

export const DraftParamsSchema = z.object({
  key: z.string().regex(DRAFT_KEY_PATTERN, MESSAGES.draftKeyInvalid),
});

/** What the form held; every field as the form may hold it mid-typing (not yet valid). */
export const DraftDataSchema = z.object({
  communityCategoryId: z.int().min(1).max(99).nullable(),
  title: z.string().max(200, MESSAGES.draftTooLarge),
  content: z.string().max(20_000, MESSAGES.draftTooLarge),
  /**
   * Issue 23 (additive): the structured report of a category 6 or 7 post as the form holds it,
   * JSON text; the registration number and the withheld detail are never in a draft.
   */
  petReport: z.string().max(5000, MESSAGES.draftTooLarge).optional(),
});
export type DraftData = z.infer<typeof DraftDataSchema>;

export const DraftSaveSchema = z.object({
  sequence: z.int().min(0),
  data: DraftDataSchema,
  force: z.boolean().optional(),
});
export type DraftSave = z.infer<typeof DraftSaveSchema>;

export const DraftSchema = z.object({
  key: z.string(),
  sequence: z.int(),
  data: DraftDataSchema,
  updatedAt: DateTimeSchema,
});
export type Draft = z.infer<typeof DraftSchema>;

export const DraftSavedSchema = z.object({ sequence: z.int() });

import type { Draft, DraftSave } from '@daengnyang/contract/drafts';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { SignedInCaller } from '../../auth/caller.ts';
import { formatSeoulDateTime } from '../../http/dates.ts';
import { notFound } from '../../http/errors.ts';
import type { ModuleDeps } from '../deps.ts';
import { type DraftRow, deleteDraft, findDraft, insertDraft, updateDraft } from './repository.ts';

/** What a save did: stored with the next sequence, or refused for a newer draft. */
export type DraftSaveOutcome = { saved: number } | { newer: Draft };

const toDraft = (row: DraftRow): Draft => ({
  key: row.key,
  sequence: row.sequence,
  data: row.data,
  updatedAt: formatSeoulDateTime(row.updatedAt),
});

/**
 * Server drafts of the post form (contract drafts.ts, after Discourse's drafts): each save
 * names the sequence the client last received and is stored only if that is still current,
 * so an older tab or device never overwrites what a newer one saved; `force` overwrites.
 */
export function createDraftService({ db }: Pick<ModuleDeps, 'db'>) {
  return {
    async get(caller: SignedInCaller, key: string): Promise<Draft> {
      const row = await findDraft(db, caller.userId, key);
      if (!row) throw notFound(MESSAGES.draftNotFound);
      return toDraft(row);
    },

    async save(caller: SignedInCaller, key: string, input: DraftSave): Promise<DraftSaveOutcome> {
      const { userId } = caller;
      return db.transaction(async (tx) => {
        const current = await findDraft(tx, userId, key, { lock: true });
        if (!current) {
          // No draft (never saved, posted or deleted meanwhile): this save starts one.
          const added = await insertDraft(tx, { userId, key, sequence: 1, data: input.data });
          if (added) return { saved: added.sequence };
          // Another save added it between the read and the insert: that one is newer.
          const raced = await findDraft(tx, userId, key, { lock: true });
          if (!raced) throw new Error('draft vanished after a conflicting insert');
          if (!input.force) return { newer: toDraft(raced) };
          await updateDraft(tx, { userId, key, sequence: raced.sequence + 1, data: input.data });
          return { saved: raced.sequence + 1 };
        }
        if (current.sequence !== input.sequence && !input.force) {
          return { newer: toDraft(current) };
        }
        const sequence = current.sequence + 1;
        await updateDraft(tx, { userId, key, sequence, data: input.data });
        return { saved: sequence };
      });
    },

    /** Deleting none succeeds: the draft is gone either way. */
    async remove(caller: SignedInCaller, key: string): Promise<void> {
      await deleteDraft(db, caller.userId, key);
    },
  };
}
export type DraftService = ReturnType<typeof createDraftService>;

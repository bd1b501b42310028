import type { SignedInCaller } from '../../auth/caller.ts';
import { recordAudit } from '../../db/audit.ts';
import type { Executor } from '../../db/client.ts';
import type { NewDomainEvent } from '../../events/kinds.ts';
import { notFound } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { type StoredImage, withStoredImages } from '../../images/pipeline.ts';
import { releaseImageFiles } from '../../images/release.ts';
import type { ImageFile } from '../../images/urls.ts';
import type { ModuleDeps } from '../deps.ts';

/** A row of the content and the category it is in. */
type Filed = { id: number; categoryId: number };

/** The rows actually deleted, and the files of their images (and of their comments'). */
type Deleted = { deleted: Filed[]; images: ImageFile[] };

/** The events of the content's writes (`food.created`, …), by the administrator `actorId`. */
type ContentEvents = {
  created: (row: Filed, actorId: number) => NewDomainEvent;
  /** `categoryIds`: the one it was in and the one it is in now. */
  updated: (id: number, categoryIds: number[], fields: string[], actorId: number) => NewDomainEvent;
  deleted: (row: Filed, actorId: number) => NewDomainEvent;
};

/**
 * The administrator's content that carries images (foods, notices): where its images are
 * stored, how it is named in the audit log, its answers, and how its rows are locked and
 * deleted.
 */
export type ContentWithImages<Current extends { categoryId: number }> = {
  imageFolder: string;
  events: ContentEvents;
  /** The audit's target type, and the prefix of its actions (`food.update`, `food.delete`). */
  targetType: string;
  notFoundMessage: string;
  deletedMessage: (count: number) => string;
  /** The row's current values, locked until the transaction ends; null when there is none. */
  lock: (tx: Executor, id: number) => Promise<Current | null>;
  /** Deletes the rows that exist among the ids, with their comments. */
  deleteRows: (tx: Executor, ids: number[]) => Promise<Deleted>;
};

/** A new row: its title (for the audit), its files, and how it is inserted with its images. */
type NewContent = {
  title: string;
  categoryId: number;
  files: UploadedFile[];
  insert: (tx: Executor, images: StoredImage[]) => Promise<number>;
};

/** One edit: the row's id, the fields the form sent (absent ones undefined), the new files. */
type Edit<Current> = {
  id: number;
  changes: Record<string, unknown>;
  files: UploadedFile[];
  /**
   * Writes the row from its locked values and, when not null, replaces its images; answers
   * the replaced files and the row's category now.
   */
  update: (
    tx: Executor,
    current: Current,
    images: StoredImage[] | null,
  ) => Promise<{ replacedImages: ImageFile[]; categoryId: number }>;
};

/** The names of the fields an edit form actually sent. */
const changedFields = (changes: Record<string, unknown>) =>
  Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([name]) => name);

export function contentWithImages<Current extends { categoryId: number }>(
  { db, storage, images, events }: ModuleDeps,
  content: ContentWithImages<Current>,
) {
  const { imageFolder, targetType, notFoundMessage, deletedMessage } = content;

  /** Deletes the rows, audits the ids actually deleted, then removes their files. */
  async function deleteRows(caller: SignedInCaller, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const { deleted, images: files } = await events.transaction(async (tx, record) => {
      const result = await content.deleteRows(tx, unique);
      if (result.deleted.length > 0) {
        await recordAudit(tx, {
          adminUserId: caller.userId,
          action: `${targetType}.delete`,
          targetType,
          targetIds: result.deleted.map((row) => row.id),
        });
      }
      for (const row of result.deleted) record(content.events.deleted(row, caller.userId));
      return result;
    });
    await releaseImageFiles(db, storage, files);
    return deleted.map((row) => row.id);
  }

  return {
    /**
     * Stores the images, inserts the row with them and audits it with its title, in one
     * transaction; a failure leaves no row and no file.
     */
    async create(
      caller: SignedInCaller,
      { title, categoryId, files, insert }: NewContent,
    ): Promise<number> {
      const processed = await images.processAll(files);
      return withStoredImages(storage, imageFolder, processed, (stored) =>
        events.transaction(async (tx, record) => {
          const id = await insert(tx, stored);
          record(content.events.created({ id, categoryId }, caller.userId));
          await recordAudit(tx, {
            adminUserId: caller.userId,
            action: `${targetType}.create`,
            targetType,
            targetIds: [id],
            detail: { title },
          });
          return id;
        }),
      );
    },

    /**
     * Locks the row, writes it, audits which fields were sent, all in one transaction; the new
     * images are stored first (and removed again if it fails), the replaced files after the
     * commit.
     */
    async update(caller: SignedInCaller, edit: Edit<Current>): Promise<void> {
      const processed = await images.processAll(edit.files);
      const { replacedImages } = await withStoredImages(storage, imageFolder, processed, (stored) =>
        events.transaction(async (tx, record) => {
          const current = await content.lock(tx, edit.id);
          if (!current) throw notFound(notFoundMessage);
          const result = await edit.update(tx, current, stored.length > 0 ? stored : null);
          const fields = changedFields(edit.changes);
          await recordAudit(tx, {
            adminUserId: caller.userId,
            action: `${targetType}.update`,
            targetType,
            targetIds: [edit.id],
            detail: { fields, imagesReplaced: stored.length > 0 },
          });
          const categoryIds = [...new Set([current.categoryId, result.categoryId])];
          record(content.events.updated(edit.id, categoryIds, fields, caller.userId));
          return result;
        }),
      );
      await releaseImageFiles(db, storage, replacedImages);
    },

    /** Bulk delete; ids that do not exist are skipped, an empty list changes nothing. */
    async deleteMany(caller: SignedInCaller, ids: number[]): Promise<string> {
      const deleted = await deleteRows(caller, ids);
      return deletedMessage(deleted.length);
    },

    async deleteOne(caller: SignedInCaller, id: number): Promise<string> {
      const deleted = await deleteRows(caller, [id]);
      if (deleted.length === 0) throw notFound(notFoundMessage);
      return deletedMessage(1);
    },
  };
}

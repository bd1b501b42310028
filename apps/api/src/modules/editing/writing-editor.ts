import { IMAGE_LIMITS } from '@daengnyang/contract/constants';
import type { ImageSlot } from '@daengnyang/contract/editing';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { SignedInCaller } from '../../auth/caller.ts';
import type { Executor } from '../../db/client.ts';
import { MEMBER_CONTENT_KINDS } from '../../db/content-kinds.ts';
import { lockItemForEdit, updateItemContent } from '../../db/item-edits.ts';
import { findItemImages, replaceItemImages } from '../../db/item-images.ts';
import type { RevisedKind, VersionImage } from '../../db/revisions.ts';
import type { NewDomainEvent } from '../../events/kinds.ts';
import { forbidden, invariantResponse } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { withStoredImages } from '../../images/pipeline.ts';
import { releaseImageFiles } from '../../images/release.ts';
import type { ModuleDeps } from '../deps.ts';
import { returnEditedToQueue } from '../moderation/author-edit.ts';
import { describedFiles, placeImages, planImages, removedImages } from './image-slots.ts';
import { keepVersion } from './versions.ts';

/** One author's edit of a comment, reply, review or event comment. */
export type WritingEdit = {
  kind: Exclude<RevisedKind, 'post'>;
  itemId: number;
  content: string;
  /** The image list the form asked for (kinds with images); undefined keeps it. */
  slots?: ImageSlot[] | undefined;
  files: UploadedFile[];
  notFoundMessage: string;
  /** Whether anyone answered it after `since` (a reply); none for kinds nothing hangs under. */
  answeredSince?: (tx: Executor, itemId: number, since: Date) => Promise<boolean>;
  /** The event the edit records, told what the item hangs under and its revision. */
  event: (parentId: number, revision: number) => NewDomainEvent;
};

/**
 * Edits an item members write under a post, food or notice (the content-kind registry says
 * where its rows and images live): only its author, the same checks as writing, the images
 * kept, removed, reordered and added, every version kept (decision 029), a withheld item back
 * in the moderation queue. Files of removed images go after the commit unless a version keeps
 * them.
 */
export function createWritingEditor({ db, storage, images, events, imageUrls }: ModuleDeps) {
  return async function editWriting(caller: SignedInCaller, edit: WritingEdit): Promise<number> {
    const kind = MEMBER_CONTENT_KINDS[edit.kind];
    const imageTable = kind.images;
    const currentImages = (tx: Executor): Promise<VersionImage[]> =>
      imageTable ? findItemImages(tx, imageTable, edit.itemId) : Promise.resolve([]);
    const plan = (current: VersionImage[]) =>
      planImages(current, edit.slots, edit.files.length, IMAGE_LIMITS.comment, (image) =>
        imageUrls.stored(image.path),
      );
    const item = await lockItemForEdit(db, edit.kind, edit.itemId);
    invariantResponse(item, edit.notFoundMessage, 404);
    if (item.authorId !== caller.userId) throw forbidden(MESSAGES.editOwnOnly);
    const firstPlan = plan(await currentImages(db));
    const processed = await images.processAll(describedFiles(edit.files, firstPlan));
    const removed = await withStoredImages(storage, kind.imageFolder ?? '', processed, (stored) =>
      events.transaction(async (tx, record) => {
        const locked = await lockItemForEdit(tx, edit.kind, edit.itemId);
        invariantResponse(locked, edit.notFoundMessage, 404);
        const current = await currentImages(tx);
        const final = placeImages(plan(current), stored);
        const revision = await keepVersion(tx, {
          kind: edit.kind,
          itemId: edit.itemId,
          writtenAt: locked.createdAt,
          before: { categoryId: null, title: null, content: locked.content, images: current },
          after: { categoryId: null, title: null, content: edit.content, images: final },
          answeredSince: async (since) =>
            edit.answeredSince ? edit.answeredSince(tx, edit.itemId, since) : false,
        });
        await updateItemContent(tx, edit.kind, edit.itemId, edit.content);
        if (imageTable) await replaceItemImages(tx, imageTable, edit.itemId, final);
        if (locked.hidden) await returnEditedToQueue(tx, edit.kind, edit.itemId);
        record(edit.event(locked.parentId, revision));
        return removedImages(current, final);
      }),
    );
    await releaseImageFiles(db, storage, removed);
    return edit.itemId;
  };
}
export type WritingEditor = ReturnType<typeof createWritingEditor>;

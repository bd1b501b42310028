import type { ImageSlot } from '@daengnyang/contract/editing';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { VersionImage } from '../../db/revisions.ts';
import { badRequest } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { StoredImage } from '../../images/pipeline.ts';

/** One place of the edited list: a current image kept, or the `file`-th new file. */
type Placed = { kept: VersionImage } | { file: number };

/** The edited item's final image list, before its new files are stored. */
export type ImagePlan = {
  placed: Placed[];
  /** The alternative text of each new file, in `files` order. */
  fileDescriptions: Array<string | null>;
};

const invalid = () => badRequest(MESSAGES.editImagesInvalid);

/**
 * The final image list an edit asks for (contract `ImageSlotSchema`): `slots` name current
 * images by the URL the reads gave (`urlOf`) and new files by index; every new file exactly
 * once, every kept image at most once. Without `slots` the current images stay in their
 * order and the new files follow. The limit counts the final list.
 */
export function planImages(
  current: VersionImage[],
  slots: ImageSlot[] | undefined,
  fileCount: number,
  limit: number,
  urlOf: (image: VersionImage) => string,
): ImagePlan {
  const fileDescriptions: Array<string | null> = Array.from({ length: fileCount }, () => null);
  const placed: Placed[] = [];
  if (slots === undefined) {
    placed.push(...current.map((kept) => ({ kept })));
    placed.push(...fileDescriptions.map((_, file) => ({ file })));
  } else {
    const keptUrls = new Set<string>();
    const usedFiles = new Set<number>();
    for (const slot of slots) {
      if ('keep' in slot) {
        const image = current.find((candidate) => urlOf(candidate) === slot.keep);
        if (!image || keptUrls.has(slot.keep)) throw invalid();
        keptUrls.add(slot.keep);
        const description = slot.description === undefined ? image.description : slot.description;
        placed.push({ kept: { ...image, description } });
      } else {
        if (slot.file >= fileCount || usedFiles.has(slot.file)) throw invalid();
        usedFiles.add(slot.file);
        fileDescriptions[slot.file] = slot.description ?? null;
        placed.push({ file: slot.file });
      }
    }
    if (usedFiles.size !== fileCount) throw invalid();
  }
  if (placed.length > limit) throw badRequest(MESSAGES.tooManyImages(limit));
  return { placed, fileDescriptions };
}

/** The uploads with the alternative texts the plan gives them, for the image pipeline. */
export const describedFiles = (files: UploadedFile[], plan: ImagePlan): UploadedFile[] =>
  files.map((file, index) => ({ ...file, description: plan.fileDescriptions[index] ?? null }));

/** The final list once the new files are stored (`stored` in `files` order). */
export function placeImages(plan: ImagePlan, stored: StoredImage[]): VersionImage[] {
  return plan.placed.map((place) => {
    if ('kept' in place) return place.kept;
    const image = stored[place.file];
    if (!image) throw new Error(`stored image ${place.file} missing`);
    const { path, thumbPath, description, width, height } = image;
    return { path, thumbPath, description, width, height };
  });
}

/** The current images the final list no longer holds (their files may go after the commit). */
export const removedImages = (current: VersionImage[], final: VersionImage[]): VersionImage[] =>
  current.filter((image) => !final.some((kept) => kept.path === image.path));

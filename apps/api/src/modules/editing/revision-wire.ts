import type { Revision } from '@daengnyang/contract/editing';
import type { VersionImage } from '../../db/revisions.ts';
import { formatSeoulDateTime } from '../../http/dates.ts';
import type { ImageUrls } from '../../images/urls.ts';

/** A kept version as the revisions list reads it. */
type VersionRow = {
  number: number;
  createdAt: Date;
  categoryId: number | null;
  title: string | null;
  content: string;
  hidden: boolean;
  images: VersionImage[];
};

/**
 * The wire shape of a post's versions (contract `RevisionSchema`). A version an administrator
 * hid reaches anyone but an administrator (`whole`) as its number and time only: its words and
 * images are what it was hidden for.
 */
export function toRevisions(
  rows: VersionRow[],
  imageUrls: ImageUrls,
  { whole }: { whole: boolean },
): Revision[] {
  return rows.map((row) => {
    const base = {
      number: row.number,
      createdAt: formatSeoulDateTime(row.createdAt),
      communityCategoryId: row.categoryId ?? 0,
    };
    if (row.hidden && !whole) {
      return { ...base, title: '', content: '', imageKeys: [], images: [], hidden: true };
    }
    return {
      ...base,
      title: row.title ?? '',
      content: row.content,
      imageKeys: row.images.map((image) => image.path),
      images: row.images.map((image) => imageUrls.image(image)),
      ...(row.hidden ? { hidden: true as const } : {}),
    };
  });
}

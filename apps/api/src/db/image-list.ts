import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ShownImage } from '../images/urls.ts';

/** The columns every image table has (see schema/columns.ts `imageColumns`). */
type ImageTable = {
  id: AnyPgColumn;
  path: AnyPgColumn;
  thumbPath: AnyPgColumn;
  description: AnyPgColumn;
  position: AnyPgColumn;
};

/**
 * An owner's images in upload order as a JSON array column, so that a list query brings each
 * row's images along instead of a second round trip: `ownerColumn` is the image table's
 * foreign key, `ownerId` the owner's id in the outer query.
 */
export function imageListColumn(
  images: ImageTable,
  ownerColumn: AnyPgColumn,
  ownerId: AnyPgColumn | SQL,
): SQL<ShownImage[]> {
  return sql<ShownImage[]>`coalesce((
    select json_agg(json_build_object('path', ${images.path}, 'thumbPath', ${images.thumbPath},
      'description', ${images.description})
      order by ${images.position}, ${images.id})
    from ${ownerColumn.table} where ${ownerColumn} = ${ownerId}), '[]'::json)`;
}

import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import type { ImageTable } from './content-kinds.ts';
import type { VersionImage } from './revisions.ts';

/** Both drivers (pg, PGlite) answer a raw statement's rows in `rows`. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

const column = (name: string) => sql.identifier(name);

/** An item's images in order (any kind's image table, content-kind registry). */
export async function findItemImages(
  db: Executor,
  images: ImageTable,
  ownerId: number,
): Promise<VersionImage[]> {
  const result = await db.execute(sql`
    select ${images.path} as "path", ${images.thumbPath} as "thumbPath",
      ${column('description')} as "description", ${column('width')} as "width",
      ${column('height')} as "height"
    from ${images.table} where ${images.owner} = ${ownerId}
    order by ${column('position')}, ${column('id')}`);
  return rowsOf<VersionImage>(result);
}

/** Replaces an item's image rows with `list`, positions in its order. */
export async function replaceItemImages(
  db: Executor,
  images: ImageTable,
  ownerId: number,
  list: VersionImage[],
): Promise<void> {
  await db.execute(sql`delete from ${images.table} where ${images.owner} = ${ownerId}`);
  if (list.length === 0) return;
  const rows = list.map(
    (image, position) =>
      sql`(${ownerId}, ${image.path}, ${image.thumbPath}, ${image.description}, ${image.width},
        ${image.height}, ${position})`,
  );
  await db.execute(sql`
    insert into ${images.table} (${column(images.owner.name)}, ${column(images.path.name)},
      ${column(images.thumbPath.name)}, ${column('description')}, ${column('width')},
      ${column('height')}, ${column('position')})
    values ${sql.join(rows, sql`, `)}`);
}

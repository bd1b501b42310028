import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { MEMBER_CONTENT_KINDS } from './content-kinds.ts';
import type { RevisedKind } from './schema/revisions.ts';

/** Both drivers (pg, PGlite) answer a raw statement's rows in `rows`. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** A member's comment, reply, review or event comment as its author's edit reads it. */
export type EditedItem = {
  authorId: number;
  content: string;
  hidden: boolean;
  /** The post, food or notice it hangs under. */
  parentId: number;
  createdAt: Date;
};

type WritingKind = Exclude<RevisedKind, 'post'>;

/** The item `id` of a kind (content-kind registry), locked until the transaction ends. */
export async function lockItemForEdit(
  db: Executor,
  kindName: WritingKind,
  id: number,
): Promise<EditedItem | null> {
  const kind = MEMBER_CONTENT_KINDS[kindName];
  const result = await db.execute(sql`
    select ${kind.author} as "authorId", ${kind.body} as "content", ${kind.hidden} as "hidden",
      ${kind.parent.column} as "parentId", ${sql.identifier('created_at')} as "createdAt"
    from ${kind.table} where ${kind.id} = ${id} for update`);
  const [row] = rowsOf<EditedItem & { createdAt: Date | string }>(result);
  if (!row) return null;
  return {
    ...row,
    authorId: Number(row.authorId),
    parentId: Number(row.parentId),
    createdAt: new Date(row.createdAt),
  };
}

/** Writes an author's edit of an item's words and marks it edited. */
export async function updateItemContent(
  db: Executor,
  kindName: WritingKind,
  id: number,
  content: string,
): Promise<void> {
  const kind = MEMBER_CONTENT_KINDS[kindName];
  await db.execute(sql`update ${kind.table}
    set ${sql.identifier(kind.body.name)} = ${content}, ${sql.identifier('edited_at')} = now()
    where ${kind.id} = ${id}`);
}

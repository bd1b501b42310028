import type pg from 'pg';

export type TableSize = { table: string; rows: number; tableBytes: number; indexBytes: number };

/**
 * Every table of the public schema with its exact row count and on-disk sizes (heap with
 * TOAST, and all its indexes), largest first. Drizzle's migration journal is not content.
 */
export async function tableSizes(client: pg.PoolClient | pg.Client): Promise<TableSize[]> {
  const tables = await client.query<{ name: string; table_bytes: string; index_bytes: string }>(
    `SELECT c.relname AS name, pg_table_size(c.oid) AS table_bytes,
            pg_indexes_size(c.oid) AS index_bytes
     FROM pg_class c
     WHERE c.relkind IN ('r', 'p') AND c.relnamespace = 'public'::regnamespace
     ORDER BY pg_total_relation_size(c.oid) DESC, c.relname`,
  );
  const sizes: TableSize[] = [];
  for (const { name, table_bytes, index_bytes } of tables.rows) {
    const counted = await client.query<{ rows: number }>(
      `SELECT count(*)::int AS rows FROM ${client.escapeIdentifier(name)}`,
    );
    sizes.push({
      table: name,
      rows: counted.rows[0]?.rows ?? 0,
      tableBytes: Number(table_bytes),
      indexBytes: Number(index_bytes),
    });
  }
  return sizes;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} kB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

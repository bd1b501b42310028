import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { encodeRow, type TableRows } from './copy-format.ts';

/** Rows are sent in chunks of about this many characters: few writes, bounded memory. */
const CHUNK_CHARACTERS = 256 * 1024;

/**
 * Streams a table's rows into PostgreSQL with COPY … FROM STDIN: generation in Node and
 * ingestion in the server overlap, and nothing but one chunk is held in memory. Statement
 * triggers fire once for the whole COPY (the API's kept totals stay right). Answers the row
 * count.
 */
export async function copyRows(client: pg.PoolClient, { table, rows }: TableRows): Promise<number> {
  let count = 0;
  async function* chunks() {
    let chunk = '';
    for (const row of rows) {
      chunk += encodeRow(row);
      count += 1;
      if (chunk.length >= CHUNK_CHARACTERS) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk !== '') yield chunk;
  }
  const columns = table.columns.map((column) => `"${column}"`).join(', ');
  const target = client.query(copyFrom(`COPY "${table.name}" (${columns}) FROM STDIN`));
  await pipeline(Readable.from(chunks()), target);
  return count;
}

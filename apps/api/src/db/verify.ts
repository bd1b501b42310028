import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * pg_trgm extracts no trigrams from Hangul when the database's LC_CTYPE is `C`, which would
 * silently break Korean search. Refuse to run on such a database, naming the fix.
 */
export async function verifyHangulSearch(db: Database): Promise<void> {
  const [row] = await db
    .select({
      grams: sql<string[]>`show_trgm('강아지')`,
      encoding: sql<string>`pg_encoding_to_char(encoding)`,
      ctype: sql<string>`datctype`,
    })
    .from(sql`pg_database`)
    .where(sql`datname = current_database()`);
  if (row?.encoding !== 'UTF8' || row.grams.length === 0) {
    throw new Error(
      `The database cannot search Korean text (encoding ${row?.encoding}, LC_CTYPE ${row?.ctype}). ` +
        "Create it with: CREATE DATABASE … ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0",
    );
  }
}

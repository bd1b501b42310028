/** A value as COPY … FROM STDIN (text format) receives it; arrays become `text[]` literals. */
export type CopyValue = string | number | boolean | Date | null | readonly string[];
export type CopyRow = readonly CopyValue[];

/** A table and the columns its COPY rows give, in order. */
export type CopyTable = { name: string; columns: readonly string[] };

export const table = (name: string, columns: readonly string[]): CopyTable => ({ name, columns });

/** Text-format escaping: backslash, tab, newline and carriage return are the special bytes. */
const escapeText = (text: string) =>
  text.replace(/[\\\t\n\r]/g, (character) =>
    character === '\\' ? '\\\\' : character === '\t' ? '\\t' : character === '\n' ? '\\n' : '\\r',
  );

/** Every element quoted, so no element can be read as NULL or split on a comma. */
const arrayLiteral = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, (character) => `\\${character}`)}"`).join(',')}}`;

function encodeValue(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'string') return escapeText(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return escapeText(arrayLiteral(value));
}

/** One line of COPY text-format input. */
export function encodeRow(row: CopyRow): string {
  return `${row.map(encodeValue).join('\t')}\n`;
}

/** A table and its rows, produced lazily (generators) so 200k posts never sit in memory. */
export type TableRows = { table: CopyTable; rows: Iterable<CopyRow> };

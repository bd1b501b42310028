/** A value of a flat admin row (wire-contract §4): rendered as one table cell. */
export type CellValue = string | number | boolean | null | readonly string[];

/** A flat admin row; its key order is the table's column order. */
export type AdminRow = { readonly [key: string]: CellValue };

/**
 * The one CSV writer of every CSV output (the table's long CSV, the sweep, the sweep per sample):
 * RFC 4180 cells, a cell quoted only when it holds a comma, a double quote, CR or LF, with its
 * inner quotes doubled; a missing value (null) is an empty cell, a number is written as JavaScript
 * (and JSON) writes it at full precision, ±Infinity as `inf` and `-inf` (pandas and R read both),
 * a boolean as `true`/`false`. Lines end in LF, the last one too.
 */

/** What a CSV cell can hold; null and undefined are the missing value. */
export type CsvValue = string | number | boolean | null | undefined;

/** The CSV spelling of a missing value: an empty cell. */
export const CSV_MISSING = "";

/** One cell's text (see the file comment). */
export function csvCell(v: CsvValue): string {
  if (v === null || v === undefined) return CSV_MISSING;
  if (typeof v === "number") return v === Infinity ? "inf" : v === -Infinity ? "-inf" : String(v);
  if (typeof v === "boolean") return v ? "true" : "false";
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** The whole CSV text of a header and its rows, one line each. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(",")).join("\n") + "\n";
}

/**
 * Per-sample rows (and any other list of records) as danfojs DataFrames. Rows of one subset can
 * mix eligible and ineligible samples, whose fields differ, and danfojs needs every record to
 * have the same columns; so the records are made uniform first: the union of the fields in
 * first-seen order, a missing field as null, a list (segments, reasons) as its JSON text.
 * Values are copied, never computed.
 */
import * as dfd from "danfojs-node";

export type Cell = string | number | boolean | null;

function cell(v: unknown): Cell {
  if (v === undefined || v === null) return null;
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return v;
  return JSON.stringify(v);
}

/** The records with one shared set of columns (see the file comment). */
export function uniformRecords(rows: readonly object[]): Record<string, Cell>[] {
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const r of rows) {
    for (const k of Object.keys(r)) {
      if (!seen.has(k)) {
        seen.add(k);
        columns.push(k);
      }
    }
  }
  return rows.map((r) => {
    const src = r as Record<string, unknown>;
    const out: Record<string, Cell> = {};
    for (const k of columns) out[k] = cell(src[k]);
    return out;
  });
}

/** A DataFrame of the records, one row each, in order (an empty frame for no records). */
export function recordsFrame(rows: readonly object[]): dfd.DataFrame {
  return new dfd.DataFrame(uniformRecords(rows));
}

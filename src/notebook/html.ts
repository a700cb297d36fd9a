/**
 * Tables for notebook outputs as small self-contained HTML, which tslab shows with
 * `tslab.display.html` and which survives nbconvert's HTML export. Cells are escaped; numbers
 * are shown as given (full precision), so format them first where the three-decimal display
 * rule applies (`SummaryRecord` already is).
 */
import type * as dfd from "danfojs-node";
import { escapeHtml } from "../html-escape.js";

function cellText(v: unknown): string {
  if (v === null || v === undefined) return "—";
  if (typeof v === "number" && !Number.isFinite(v)) return String(v);
  return typeof v === "object" ? JSON.stringify(v) : String(v);
}

/** An HTML table of the given columns (every field of the first record by default). */
export function tableHtml(records: readonly object[], columns?: readonly string[]): string {
  const cols = columns ?? (records.length > 0 ? Object.keys(records[0]!) : []);
  const head = cols.map((c) => `<th>${escapeHtml(c)}</th>`).join("");
  const body = records
    .map((r) => {
      const src = r as Record<string, unknown>;
      return `<tr>${cols.map((c) => `<td>${escapeHtml(cellText(src[c]))}</td>`).join("")}</tr>`;
    })
    .join("\n");
  return `<table class="fdb-table">\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

/** A DataFrame as an HTML table with its index, cut after `maxRows` rows (with a note). */
export function frameHtml(df: dfd.DataFrame, maxRows = 60): string {
  const cols = df.columns.map(String);
  const values = df.values as unknown[][];
  const index = df.index;
  const shown = values.slice(0, maxRows).map((row, i) => {
    const rec: Record<string, unknown> = { "": index[i] };
    cols.forEach((c, j) => (rec[c] = row[j]));
    return rec;
  });
  const note = values.length > maxRows ? `\n<p>${maxRows} of ${values.length} rows shown</p>` : "";
  return tableHtml(shown, ["", ...cols]) + note;
}

/**
 * Tables for notebook outputs as small self-contained HTML, which tslab shows with
 * `tslab.display.html` and which survives nbconvert's HTML export. Cells are escaped. Numbers
 * are shown as docs/output.md's display rule asks: in a column holding a fraction every number
 * has three decimals, a column of whole numbers (counts) stays as it is; the records themselves
 * (and a DataFrame's values) keep full precision. A missing value is `n/a`, as everywhere in HTML
 * (docs/output.md, "Missing values by medium"). A table wider than the output area scrolls
 * sideways instead of being cut off on the right, in the notebook UI and in the HTML export; its
 * cells do not wrap (an interval or bounds stays on one line). A latency not reached (+Infinity
 * in the records) is shown as the words `not reached`, as the console and the report write it.
 * A console text (the summary `score` prints) is shown preformatted, scrolling sideways rather
 * than wrapping mid-word at the output's width.
 * A column of numbers (every value present a number) is right-aligned, so its digits line up,
 * any other column left-aligned, header included; inline, since Jupyter's styles right-align
 * every cell.
 */
import type * as dfd from "danfojs-node";
import { NONE } from "../metrics/format.js";
import { escapeHtml } from "../view/escape.js";

/** Decimals of a fractional number on display. */
const DECIMALS = 3;

/** How a notebook table writes +Infinity: a latency quantity not reached (docs/output.md). */
export const NOT_REACHED = "not reached";

function cellText(v: unknown, fractional: boolean): string {
  if (v === null || v === undefined) return NONE;
  if (v === Infinity) return NOT_REACHED;
  if (v === -Infinity) return "-∞";
  if (typeof v === "number") return fractional ? v.toFixed(DECIMALS) : String(v);
  return typeof v === "object" ? JSON.stringify(v) : String(v);
}

/** Whether a column holds a finite number with a fractional part. */
const hasFraction = (records: readonly object[], c: string): boolean =>
  records.some((r) => {
    const v = (r as Record<string, unknown>)[c];
    return typeof v === "number" && Number.isFinite(v) && !Number.isInteger(v);
  });

/** Whether a column is numeric: at least one number, and nothing else but missing values. */
const isNumeric = (records: readonly object[], c: string): boolean => {
  const present = records.map((r) => (r as Record<string, unknown>)[c]).filter((v) => v !== null && v !== undefined);
  return present.length > 0 && present.every((v) => typeof v === "number");
};

/**
 * HTML that scrolls sideways when wider than the output area. Its width is the output area's
 * (`width:0` keeps the table's width out of the layout, `min-width:100%` then fills the area):
 * the HTML export lays outputs out in a flex row that would otherwise grow to the table's width
 * and cut it off at the page's edge.
 */
export function scrolling(html: string): string {
  return `<div class="fdb-scroll" style="overflow-x:auto;width:0;min-width:100%">\n${html}\n</div>`;
}

/** An HTML table of the given columns (every field of the first record by default). */
export function tableHtml(records: readonly object[], columns?: readonly string[]): string {
  const cols = columns ?? (records.length > 0 ? Object.keys(records[0]!) : []);
  const fractional = new Map(cols.map((c) => [c, hasFraction(records, c)]));
  const align = new Map(
    cols.map((c) => [c, ` style="text-align:${isNumeric(records, c) ? "right" : "left"};white-space:nowrap"`]),
  );
  const head = cols.map((c) => `<th${align.get(c)}>${escapeHtml(c)}</th>`).join("");
  const body = records
    .map((r) => {
      const src = r as Record<string, unknown>;
      const cells = cols.map((c) => `<td${align.get(c)}>${escapeHtml(cellText(src[c], fractional.get(c)!))}</td>`);
      return `<tr>${cells.join("")}</tr>`;
    })
    .join("\n");
  return scrolling(`<table class="fdb-table">\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`);
}

/** A DataFrame as an HTML table with its index, cut after `maxRows` rows (with a note). */
export function frameHtml(df: dfd.DataFrame, maxRows = 60): string {
  const cols = df.columns.map(String);
  const values = df.values as unknown[][];
  const shown = values
    .slice(0, maxRows)
    .map((row, i) => ({ "": df.index[i], ...Object.fromEntries(cols.map((c, j) => [c, row[j]])) }));
  const note = values.length > maxRows ? `\n<p>${maxRows} of ${values.length} rows shown</p>` : "";
  return tableHtml(shown, ["", ...cols]) + note;
}

/**
 * A console text (the table `score`, `compare` or `check-transcripts` prints) as preformatted
 * HTML: its lines as printed, scrolling sideways when wider than the output area instead of
 * wrapping mid-word, as a printed (stdout) output does.
 */
export function textHtml(text: string): string {
  return scrolling(
    `<pre class="fdb-text" style="white-space:pre;margin:0">${escapeHtml(text.replace(/\n$/, ""))}</pre>`,
  );
}

/**
 * A value as pretty JSON one click away: a closed `<details>` element whose `<summary>` is
 * `label` and whose body is the JSON, two-space indented. The notebooks show a table and keep
 * the machine-readable form here, instead of one printed line wider than the screen.
 */
export function jsonDetailsHtml(label: string, value: unknown): string {
  const json = escapeHtml(JSON.stringify(value, null, 2));
  return `<details class="fdb-json">\n<summary>${escapeHtml(label)}</summary>\n<pre>${json}</pre>\n</details>`;
}

/**
 * The one set of small HTML helpers for static markup: escaping, tables, cells and notes. Every
 * report section builds its markup from these, so the page stays valid and every table uses the
 * same CSS classes (`table`, `num`, `nowrap`, `note`). Where a chart has nothing to draw (no
 * eligible or exercised sample, an empty subset), a section writes `noData` in its place: a short
 * note saying why. It sits below report, view and notebook, so each of them may use it.
 */
import { escapeHtml } from "./escape.js";

/** HTML-escaped text (./escape.ts). */
export const esc = escapeHtml;

/**
 * Every table cell of a page's HTML with a line-break opportunity after each `_`: cells never
 * break inside a word (the CSS forbids it), so a long identifier folds at its underscores and
 * otherwise at spaces; a `nowrap` cell stays on one line. Idempotent (a cell holding markup is left
 * alone).
 */
export function breakableCells(html: string): string {
  return html.replace(/(<t[hd](?: [^>]*)?>)([^<]*)(<\/t[hd]>)/g, (m, open: string, text: string, close: string) =>
    // Chromium breaks at <wbr> even under white-space: nowrap, so a nowrap cell gets none.
    open.includes("nowrap") ? m : `${open}${text.replace(/_/g, "_<wbr>")}${close}`,
  );
}

/** A table cell: plain text (escaped), with optional classes, a row span and a link inside the page (`href`). */
export interface Cell {
  text: string;
  cls?: string;
  rowspan?: number;
  href?: string;
}

const cellOf = (c: string | Cell): Cell => (typeof c === "string" ? { text: c } : c);

function td(c: string | Cell, tag: "td" | "th"): string {
  const x = cellOf(c);
  const attrs = `${x.rowspan !== undefined ? ` rowspan="${x.rowspan}"` : ""}${x.cls ? ` class="${x.cls}"` : ""}`;
  const body = x.href !== undefined ? `<a href="${esc(x.href)}">${esc(x.text)}</a>` : esc(x.text);
  return `<${tag}${attrs}>${body}</${tag}>`;
}

/**
 * A table with a header row; `kind` names it for tests and styling (data-table attribute; null
 * leaves the attribute out).
 */
export function table(
  kind: string | null,
  head: readonly (string | Cell)[],
  rows: readonly (readonly (string | Cell)[])[],
  caption?: string,
): string {
  const cap = caption ? `<caption>${esc(caption)}</caption>` : "";
  const h = `<thead><tr>${head.map((c) => td(c, "th")).join("")}</tr></thead>`;
  const b = `<tbody>${rows.map((r) => `<tr>${r.map((c) => td(c, "td")).join("")}</tr>`).join("")}</tbody>`;
  return `<table class="table"${kind === null ? "" : ` data-table="${esc(kind)}"`}>${cap}${h}${b}</table>`;
}

export const num = (text: string): Cell => ({ text, cls: "num nowrap" });
export const nowrap = (text: string): Cell => ({ text, cls: "nowrap" });

export function note(text: string): string {
  return `<p class="note">${esc(text)}</p>`;
}

/** The note that stands in for a chart with nothing to draw: "no data: <why>". */
export function noData(kind: string, why: string): string {
  return `<p class="note no-data" data-no-data="${esc(kind)}">no data: ${esc(why)}</p>`;
}

export function heading(level: 3 | 4, text: string): string {
  return `<h${level}>${esc(text)}</h${level}>`;
}

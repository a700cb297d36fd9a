/**
 * The "Official rules" section of the report, as static HTML (tables and notes only, no script;
 * CSS classes `table`, `num`, `note`): the recomputed official numbers, summary.json's beside
 * them with flags when it is hash-matched, and the pitfall counters with their explanations.
 * Pure: it formats an OfficialReport and computes nothing.
 */
import type { SampleRow } from "../metrics/rows.js";
import type { LoadedTree } from "../tree/load.js";
import { officialCells } from "./cells.js";
import { pitfallLines } from "./pitfalls.js";
import { officialReport, type OfficialReport } from "./result.js";
import { escapeHtml } from "../html-escape.js";

export interface ReportSection {
  title: string;
  html: string;
}


const td = (s: string, num = false) => (num ? `<td class="num">${escapeHtml(s)}</td>` : `<td>${escapeHtml(s)}</td>`);
const th = (s: string) => `<th>${escapeHtml(s)}</th>`;
const note = (s: string) => `<p class="note">${escapeHtml(s)}</p>`;

export function officialSection(r: OfficialReport): ReportSection {
  const withRef = r.comparison !== null;
  const parts: string[] = [];
  parts.push(note("What the official Full-Duplex-Bench v1.0 scripts compute, recomputed from the same transcripts with their arithmetic (the interruption judge is not run)."));
  const head = ["subset", "number", "official", ...(withRef ? ["summary.json", "flag"] : [])];
  const body = officialCells(r).map(
    (c) => `<tr>${td(c.subset)}${td(c.label)}${td(c.official, true)}${withRef ? td(c.reference ?? "", true) + td(c.flag) : ""}</tr>`,
  );
  parts.push(`<table class="table"><thead><tr>${head.map(th).join("")}</tr></thead><tbody>${body.join("")}</tbody></table>`);
  if (!r.json.subsets.icc_backchannel) parts.push(note("icc_backchannel: not computed (needs icc_gt_distribution.json)."));
  if (r.reference.note) parts.push(note(r.reference.note));
  const rows = pitfallLines(r.json).flatMap((p, k) =>
    p.counts.map((c, i) => `<tr>${i === 0 ? `<td rowspan="${p.counts.length}">${k + 1}. ${escapeHtml(p.title)}</td>` : ""}${td(c.subset)}${td(c.text)}</tr>`),
  );
  parts.push(`<table class="table"><thead><tr>${["pitfall", "subset", "count"].map(th).join("")}</tr></thead><tbody>${rows.join("")}</tbody></table>`);
  pitfallLines(r.json).forEach((p, k) => parts.push(note(`${k + 1}. ${p.title}: ${p.explanation}`)));
  for (const n of r.notes) parts.push(note(n));
  return { title: "Official rules", html: parts.join("\n") + "\n" };
}

/**
 * The section for a loaded tree and its unified rows (the report has no distribution file, so
 * the backchannel numbers are left out).
 */
export function officialSectionFor(tree: LoadedTree, rows: readonly SampleRow[]): ReportSection {
  return officialSection(officialReport(tree, rows, null));
}

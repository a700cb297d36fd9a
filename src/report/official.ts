/**
 * The "Official rules" section of the report, as static HTML (tables and notes only, no script;
 * CSS classes `table`, `num`, `note`): the recomputed official numbers, summary.json's beside
 * them with flags when it is hash-matched, and the pitfall counters with their explanations.
 * Pure: it formats an OfficialReport (src/official/) and computes nothing.
 */
import { note, table, type Cell } from "../view/markup.js";
import type { SampleRow } from "../unified/rows.js";
import { officialCells } from "../official/cells.js";
import { pitfallLines } from "../official/pitfalls.js";
import { officialReport, type OfficialReport } from "../official/result.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { ReportSection } from "./context.js";

/** A number cell of these tables (right-aligned; they may wrap). */
const num = (text: string): Cell => ({ text, cls: "num" });

/**
 * `explainedIn`: the title of the section that already explains the pitfalls (an earlier input's
 * part), so this one points there instead of repeating them.
 */
export function officialSection(r: OfficialReport, explainedIn?: string): ReportSection {
  const withRef = r.comparison !== null;
  const parts = [
    note(
      "What the official Full-Duplex-Bench v1.0 scripts compute, recomputed from the same " +
        "transcripts with their arithmetic (the interruption judge is not run).",
    ),
  ];
  const head = ["subset", "number", "official", ...(withRef ? ["summary.json", "flag"] : [])];
  const body = officialCells(r).map((c) => [
    c.subset,
    c.label,
    num(c.official),
    ...(withRef ? [num(c.reference ?? ""), c.flag] : []),
  ]);
  parts.push(table(null, head, body));
  if (!r.json.subsets.icc_backchannel)
    parts.push(note("icc_backchannel: not computed (needs icc_gt_distribution.json)."));
  if (r.reference.note) parts.push(note(r.reference.note));
  const pitfalls = pitfallLines(r.json);
  const rows = pitfalls.flatMap((p, k) =>
    p.counts.map((c, i) => [
      ...(i === 0 ? [{ text: `${k + 1}. ${p.title}`, rowspan: p.counts.length }] : []),
      c.subset,
      c.text,
    ]),
  );
  parts.push(table(null, ["pitfall", "subset", "count"], rows));
  if (explainedIn === undefined) parts.push(...pitfalls.map((p, k) => note(`${k + 1}. ${p.title}: ${p.explanation}`)));
  else parts.push(note(`The pitfalls are explained under "${explainedIn}".`));
  for (const n of r.notes) parts.push(note(n));
  return { title: "Official rules", html: parts.join("\n") + "\n" };
}

/**
 * The section for a loaded tree and its unified rows (the report has no distribution file, so
 * the backchannel numbers are left out).
 */
export function officialSectionFor(tree: LoadedInput, rows: readonly SampleRow[], explainedIn?: string): ReportSection {
  return officialSection(officialReport(tree, rows, null), explainedIn);
}

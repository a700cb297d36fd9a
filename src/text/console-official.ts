/**
 * The console view of the `official` command: the recomputed official numbers, summary.json's
 * beside them with a flag for differences over 1e-9 (only when summary.json is hash-matched),
 * the interruption rating with its judge, the pitfall counters with one-line explanations, and
 * notes. It lays out the result's cells (src/official/cells.ts); it computes nothing.
 */
import { officialCells } from "../official/cells.js";
import { pitfallLines } from "../official/pitfalls.js";
import type { OfficialReport } from "../official/result.js";
import { NONE } from "../metrics/format.js";
import { columns } from "./columns.js";

export function officialConsole(r: OfficialReport): string {
  const out: string[] = [];
  const s = r.json.subsets;
  out.push("Official v1.0 rules, recomputed from the transcripts (judge not run)");
  out.push("");
  const header = ["subset", "samples", "number", "official", ...(r.comparison ? ["summary.json", "flag"] : [])];
  const samples = s as Record<string, { samples: number }>;
  let previous = "";
  const rows = [header];
  for (const c of officialCells(r)) {
    const first = c.subset !== previous;
    previous = c.subset;
    rows.push([
      first ? c.subset : "",
      first ? String(samples[c.subset]!.samples) : "",
      c.label,
      c.official,
      ...(r.comparison ? [c.reference ?? NONE, c.flag] : []),
    ]);
  }
  out.push(...columns(rows));
  if (!s.icc_backchannel) out.push("  icc_backchannel: not computed (pass --icc-distribution FILE)");
  if (r.reference.note) out.push("", r.reference.note);
  else if (r.comparison?.some((c) => c.flagged))
    out.push("", "DIFFERS: the recomputed value and summary.json's differ by more than 1e-9");
  out.push("", "Pitfalls of the official rules");
  pitfallLines(r.json).forEach((p, k) => {
    out.push(`  ${k + 1}. ${p.title}: ${p.explanation}`);
    for (const c of p.counts) out.push(`     ${c.subset}: ${c.text}`);
  });
  if (r.notes.length) {
    out.push("", "Notes");
    for (const n of r.notes) out.push(`  ${n}`);
  }
  return out.join("\n") + "\n";
}

/**
 * The console view of the `official` command: the recomputed official numbers, summary.json's
 * beside them with a flag for differences over 1e-9 (only when summary.json is hash-matched),
 * the interruption rating with its judge, the pitfall counters with one-line explanations, and
 * notes. It formats the result; it computes nothing.
 */
import { fixed3, NONE } from "../output/format.js";
import type { ComparisonRow } from "./beside-summary.js";
import { pitfallLines } from "./pitfalls.js";
import type { OfficialReport } from "./result.js";

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length)));
  return rows.map((r) => "  " + r.map((cell, c) => cell.padEnd(widths[c]!)).join("  ").trimEnd());
}

/** "differs by 2.0e-3", "only one side has a value", or "". */
export function flagText(c: Pick<ComparisonRow, "flagged" | "difference">): string {
  if (!c.flagged) return "";
  return c.difference === null ? "DIFFERS (only one side has a value)" : `DIFFERS by ${c.difference.toExponential(1)}`;
}

export interface OfficialCell {
  subset: string;
  label: string;
  official: string;
  reference: string | null;
  flag: string;
}

/** The rows of the numbers table, shared by the console and the report. */
export function officialCells(r: OfficialReport): OfficialCell[] {
  const s = r.json.subsets;
  const cmp = (subset: string, label: string) => r.comparison?.find((c) => c.subset === subset && c.label === label);
  const cell = (subset: string, label: string, value: number | null, show: (x: number | null) => string = fixed3): OfficialCell => {
    const c = cmp(subset, label);
    return {
      subset,
      label,
      official: show(value),
      reference: r.comparison ? (c && c.reference !== null ? show(c.reference) : NONE) : null,
      flag: c ? flagText(c) : "",
    };
  };
  const count = (x: number | null) => (x === null ? NONE : String(x));
  const cells: OfficialCell[] = [
    cell("synthetic_pause_handling", "take-over rate", s.synthetic_pause_handling.tor),
    cell("candor_pause_handling", "take-over rate", s.candor_pause_handling.tor),
    cell("candor_turn_taking", "take-over rate", s.candor_turn_taking.tor),
    cell("candor_turn_taking", "latency (s)", s.candor_turn_taking.latency_s),
    cell("synthetic_user_interruption", "take-over rate", s.synthetic_user_interruption.tor),
    cell("synthetic_user_interruption", "latency (s)", s.synthetic_user_interruption.latency_s),
  ];
  const rating = s.synthetic_user_interruption.rating;
  cells.push({
    subset: "synthetic_user_interruption",
    label: "rating (0-5)",
    official: "judge not run",
    reference: r.comparison ? (rating === null ? NONE : `${fixed3(rating)} (judge: ${r.ratingJudge ?? "unknown"})`) : null,
    flag: "",
  });
  const bc = s.icc_backchannel;
  if (bc) {
    cells.push(
      cell("icc_backchannel", "take-over rate", bc.tor),
      cell("icc_backchannel", "frequency (1/s)", bc.frequency),
      cell("icc_backchannel", "JSD", bc.jsd),
      cell("icc_backchannel", "samples", bc.samples, count),
    );
  }
  return cells;
}

export function officialConsole(r: OfficialReport): string {
  const out: string[] = [];
  const s = r.json.subsets;
  out.push("Official v1.0 rules, recomputed from the transcripts (judge not run)");
  out.push("");
  const header = ["subset", "samples", "number", "official", ...(r.comparison ? ["summary.json", "flag"] : [])];
  const samples: Record<string, number> = {
    synthetic_pause_handling: s.synthetic_pause_handling.samples,
    candor_pause_handling: s.candor_pause_handling.samples,
    candor_turn_taking: s.candor_turn_taking.samples,
    synthetic_user_interruption: s.synthetic_user_interruption.samples,
    ...(s.icc_backchannel ? { icc_backchannel: s.icc_backchannel.samples } : {}),
  };
  let previous = "";
  const rows = [header];
  for (const c of officialCells(r)) {
    const first = c.subset !== previous;
    previous = c.subset;
    rows.push([first ? c.subset : "", first ? String(samples[c.subset]) : "", c.label, c.official, ...(r.comparison ? [c.reference ?? NONE, c.flag] : [])]);
  }
  out.push(...table(rows));
  if (!s.icc_backchannel) out.push("  icc_backchannel: not computed (pass --icc-distribution FILE)");
  if (r.reference.note) out.push("", r.reference.note);
  else if (r.comparison?.some((c) => c.flagged)) out.push("", "DIFFERS: the recomputed value and summary.json's differ by more than 1e-9");
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

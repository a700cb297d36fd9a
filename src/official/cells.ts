/**
 * The text of each cell of the official numbers table, shared by the console and the report:
 * the recomputed number, summary.json's beside it (only with a summary to compare against) and
 * a flag for a difference over 1e-9. Pure: it formats an OfficialReport and computes nothing.
 */
import { fixed3, NONE } from "../metrics/format.js";
import type { ComparisonRow } from "./beside-summary.js";
import type { OfficialReport } from "./result.js";

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
  const cell = (
    subset: string,
    label: string,
    value: number | null,
    show: (x: number | null) => string = fixed3,
  ): OfficialCell => {
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
    reference: r.comparison
      ? rating === null
        ? NONE
        : `${fixed3(rating)} (judge: ${r.ratingJudge ?? "unknown"})`
      : null,
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

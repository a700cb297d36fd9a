/**
 * The text of each cell of the official numbers table, shared by the console and the report:
 * the recomputed number, summary.json's beside it (only with a summary to compare against) and
 * a flag for a difference over 1e-9. Pure: it formats an OfficialReport and computes nothing.
 */
import { fixed3, NONE } from "../metrics/format.js";
import type { ComparisonRow } from "./beside-summary.js";
import { officialValues, type OfficialReport } from "./result.js";

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

/** The rows of the numbers table, shared by the console and the report: the judge's rating after the timed subsets. */
export function officialCells(r: OfficialReport): OfficialCell[] {
  const count = (x: number | null) => (x === null ? NONE : String(x));
  const values = officialValues(r.json);
  const cells = values.map((v): OfficialCell => {
    const show = v.label === "samples" ? count : fixed3;
    const c = r.comparison?.find((x) => x.subset === v.subset && x.label === v.label);
    return {
      subset: v.subset,
      label: v.label,
      official: show(v.official),
      reference: r.comparison ? (c && c.reference !== null ? show(c.reference) : NONE) : null,
      flag: c ? flagText(c) : "",
    };
  });
  const rating = r.json.subsets.synthetic_user_interruption.rating;
  const judged: OfficialCell = {
    subset: "synthetic_user_interruption",
    label: "rating (0-5)",
    official: "judge not run",
    reference: r.comparison
      ? rating === null
        ? NONE
        : `${fixed3(rating)} (judge: ${r.ratingJudge ?? "unknown"})`
      : null,
    flag: "",
  };
  const at = values.filter((v) => v.subset !== "icc_backchannel").length;
  return [...cells.slice(0, at), judged, ...cells.slice(at)];
}

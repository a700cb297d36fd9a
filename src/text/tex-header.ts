/**
 * A system's name as a LaTeX column header that never widens its column: the name as it is when
 * it fits, else wrapped onto two lines (after "-", "_" or ".", before a capital that follows a
 * small letter, else anywhere), else abbreviated with an ellipsis, its two lines filled. The
 * table's legend gives the full name of an abbreviated header. Widths are estimated with
 * `smallWidthPt`; nothing here knows LaTeX beyond that.
 */
import { smallWidthPt } from "./tex-width.js";

/** The widest a header line may be, in pt: a cell's interval line ("[0.097, 0.700]", 45.9 pt in \scriptsize). */
export const HEADER_BUDGET_PT = 46;

export interface FittedHeader {
  /** One or two lines, plain text (not yet escaped). */
  lines: string[];
  /** False when the name was abbreviated (the legend must give it in full). */
  full: boolean;
}

const ELLIPSIS = "…";
/** `\ldots` in \small, a little wider than three periods. */
const ELLIPSIS_PT = 8.3;

/** Where a line may end: after index k - 1, preferring word-like boundaries. */
function isGoodBreak(s: string, k: number): boolean {
  const prev = s[k - 1]!;
  const next = s[k]!;
  return (
    /[-_.\s]/.test(prev) || (/[a-z]/.test(prev) && /[A-Z]/.test(next)) || (/[A-Za-z]/.test(prev) && /[0-9]/.test(next))
  );
}

/** The longest prefix of `s` that fits `budget`, in characters. */
function fitting(s: string, budget: number): number {
  const chars = [...s];
  let w = 0;
  let k = 0;
  while (k < chars.length && w + smallWidthPt(chars[k]!) <= budget) w += smallWidthPt(chars[k++]!);
  return chars.slice(0, k).join("").length;
}

export function fitHeader(name: string, budget = HEADER_BUDGET_PT): FittedHeader {
  if (smallWidthPt(name) <= budget) return { lines: [name], full: true };
  const max = fitting(name, budget);
  let cut = max;
  for (let k = max; k > Math.floor(max / 2); k--) {
    if (isGoodBreak(name, k)) {
      cut = k;
      break;
    }
  }
  const first = name.slice(0, cut);
  const rest = name.slice(cut).replace(/^\s+/, "");
  if (smallWidthPt(rest) <= budget) return { lines: [first.trimEnd(), rest], full: true };
  return { lines: [first.trimEnd(), rest.slice(0, fitting(rest, budget - ELLIPSIS_PT)) + ELLIPSIS], full: false };
}

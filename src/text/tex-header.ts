/**
 * A system's name as a LaTeX column header that never widens its column: the name as it is when
 * it fits, else wrapped onto two lines (after "-", "_" or ".", before a capital that follows a
 * small letter, else anywhere), else abbreviated with an ellipsis, its two lines filled. The
 * table's legend gives the full name of an abbreviated header. Widths are estimated by
 * `smallWidthPt`: how wide a plain text is in `\small` of a 10 pt article (Computer Modern Roman
 * at 9 pt), measured once with pdflatex (`\setbox0\hbox{\small c}\the\wd0` for every printable
 * ASCII character, each escaped as `texEscape` escapes it); any other character counts as wide as
 * "M". An estimate for layout only: kerning and ligatures make real text a little narrower, never
 * wider by more than a fraction of a point.
 */

/** Widths in pt of the characters 32 (space) to 126 (~). */
const ASCII_PT = [
  3.08, 2.57, 4.62, 7.71, 4.62, 7.71, 7.19, 2.57, 3.6, 3.6, 4.62, 7.19, 2.57, 3.08, 2.57, 4.62, 4.62, 4.62, 4.62, 4.62,
  4.62, 4.62, 4.62, 4.62, 4.62, 4.62, 2.57, 2.57, 7.19, 7.19, 7.19, 4.37, 7.19, 6.94, 6.55, 6.68, 7.07, 6.29, 6.04,
  7.26, 6.94, 3.34, 4.75, 7.19, 5.78, 8.48, 6.94, 7.19, 6.29, 7.19, 6.81, 5.14, 6.68, 6.94, 6.94, 9.51, 6.94, 6.94,
  5.65, 2.57, 4.62, 2.57, 4.62, 3.33, 2.57, 4.62, 5.14, 4.11, 5.14, 4.11, 2.83, 4.62, 5.14, 2.57, 2.83, 4.88, 2.57,
  7.71, 5.14, 4.62, 5.14, 4.88, 3.62, 3.65, 3.6, 5.14, 4.88, 6.68, 4.88, 4.88, 4.11, 4.62, 2.57, 4.62, 4.62,
];

const WIDE = ASCII_PT["M".charCodeAt(0) - 32]!;

/** The estimated width in pt of `text` set in `\small` (9 pt Computer Modern). */
export function smallWidthPt(text: string): number {
  let w = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    w += c >= 32 && c <= 126 ? ASCII_PT[c - 32]! : WIDE;
  }
  return w;
}

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

/**
 * How wide a plain text is when LaTeX sets it in `\small` of a 10 pt article (Computer Modern
 * Roman at 9 pt), so a table header can be wrapped or abbreviated before it widens its column.
 * The widths were measured once with pdflatex (`\setbox0\hbox{\small c}\the\wd0` for every
 * printable ASCII character, each escaped as `texEscape` escapes it); any other character is
 * counted as wide as "M". An estimate for layout only: kerning and ligatures make real text a
 * little narrower, never wider by more than a fraction of a point.
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

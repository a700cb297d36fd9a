/**
 * Where a word's text label goes so that labels do not collide: each label starts at its word's
 * onset and is given the first of `rows` staggered rows whose previous label has ended; a label
 * that fits no row is not drawn (null). Widths are estimated from the character count at the
 * chart's font size. Pure and deterministic, so the same words always get the same rows.
 */

/** Average advance of one character of a sans-serif font, as a share of the font size. */
const CHAR_WIDTH = 0.56;
const GAP_PX = 4;

/**
 * The row of each label (0 .. rows-1) or null when it is thinned out. `starts` in seconds on a
 * domain [0, T] drawn `widthPx` wide; words are taken in onset order (ties by index).
 */
export function wordLabelRows(
  words: readonly { start: number; text: string }[],
  T: number,
  widthPx: number,
  rows = 2,
  fontSize = 9,
): (number | null)[] {
  const pxPerS = T > 0 ? widthPx / T : 0;
  const order = words.map((_w, i) => i).sort((a, b) => words[a]!.start - words[b]!.start || a - b);
  const rowEnd = new Array<number>(rows).fill(-Infinity);
  const out = new Array<number | null>(words.length).fill(null);
  for (const i of order) {
    const w = words[i]!;
    const text = w.text.trim();
    if (text === "") continue;
    const x = w.start * pxPerS;
    const end = x + text.length * CHAR_WIDTH * fontSize; // the label's estimated width
    if (end > widthPx + 2 * fontSize) continue; // would run far off the right edge
    const row = rowEnd.findIndex((e) => e + GAP_PX <= x);
    if (row < 0) continue;
    rowEnd[row] = end;
    out[i] = row;
  }
  return out;
}

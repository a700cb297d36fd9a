/**
 * Transcript words whose end lies before their start (`[4.4, 3.7]`). The metric rules keep
 * scoring such a word as they always have (an empty span at its start: it still counts as an
 * onset and covers no time), since the load checks do not list this case; but a broken ASR file
 * should not go unnoticed, so the commands print one warning line built from this.
 */
import type { LoadedInput } from "./loaded-input.js";

export interface ReversedWords {
  count: number;
  first: { sampleId: string; text: string; start: number; end: number } | null;
}

/** Count the words with end < start over every eligible sample, in loader order. */
export function reversedWords(tree: Pick<LoadedInput, "subsets">): ReversedWords {
  let count = 0;
  let first: ReversedWords["first"] = null;
  for (const s of tree.subsets.flatMap((x) => x.samples)) {
    if (!s.eligible || s.task === "backchannel") continue;
    for (const c of s.raw.chunks) {
      if (c.end === null || !(c.end < c.start)) continue;
      count++;
      first ??= { sampleId: s.sampleId, text: c.text, start: c.start, end: c.end };
    }
  }
  return { count, first };
}

/** The warning line for `name`'s input, or null when every word ends at or after its start. */
export function reversedWordsWarning(name: string, r: ReversedWords): string | null {
  if (r.count === 0 || r.first === null) return null;
  const f = r.first;
  const words = r.count === 1 ? "1 word ends before it starts" : `${r.count} words end before they start`;
  return (
    `warning: ${name}: ${words}, first ${f.sampleId} ${JSON.stringify(f.text)} [${f.start}, ${f.end}]; ` +
    "scored as an empty span at its start (check the ASR output)"
  );
}

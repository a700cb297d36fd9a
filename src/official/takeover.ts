/**
 * The take-over rule shared by the official v1.0 scorers (docs/official-rules.md "The
 * take-over rule"), on the transcript's own double times: no take-over for an empty transcript
 * or for one spanning less than 1 s with at most 3 words. Each script treats a null last word
 * end differently, so the caller says which behaviour to reproduce. Also the scripts' arithmetic:
 * a plain double sum in list order divided by the count.
 */

/** One `output.json` chunk as the file holds it (seconds, end possibly null). */
export interface RawChunk {
  start: number;
  end: number | null;
}

export const TURN_DURATION_S = 1;
export const TURN_WORDS = 3;

/**
 * What a null end of the last chunk does: `"use-start"` takes D = sₙ − s₁ (pause handling);
 * `"crash"` is Python's `None - float` TypeError (turn-taking and interruption).
 */
export type NullLastEnd = "use-start" | "crash";

/** 0 or 1, or "crash" when the official script would stop on this sample. */
export type Takeover = 0 | 1 | "crash";

export function officialTakeover(chunks: readonly RawChunk[], nullLastEnd: NullLastEnd): Takeover {
  const n = chunks.length;
  if (n === 0) return 0;
  const first = chunks[0]!;
  const last = chunks[n - 1]!;
  let span: number;
  if (last.end === null) {
    if (nullLastEnd === "crash") return "crash";
    span = last.start - first.start;
  } else {
    span = last.end - first.start;
  }
  return span < TURN_DURATION_S && n <= TURN_WORDS ? 0 : 1;
}

/** The official latency of a take-over, s₁ − t_ref, before the clamp. */
export function rawLatency(chunks: readonly RawChunk[], tRef: number): number {
  return chunks[0]!.start - tRef;
}

/** The stored latency: max(0, L), so a reply before the reference time gets the best latency. */
export function clampedLatency(latency: number): number {
  return Math.max(0, latency);
}

/** `sum(xs) / len(xs)` in list order, with null where Python would raise ZeroDivisionError on an empty list. */
export function plainMean(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  let sum = 0;
  for (const x of xs) sum += x;
  return sum / xs.length;
}

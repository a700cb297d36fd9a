/**
 * The kind of an utterance (docs/backchannel.md, rule 3): a backchannel when it is shorter than
 * D and holds at most W words (the thresholds of the official per-segment rule, without its
 * bugs); otherwise a take-over. A backchannel without words is also nonlexical (an "mm" the ASR
 * dropped, or a VAD false alarm).
 */
import type { GridSettings } from "./settings.js";

export type UtteranceKind = "backchannel" | "takeover";

/** "backchannel" when b − a < D and words ≤ W, else "takeover" (times in microseconds). */
export function utteranceKind(a_us: number, b_us: number, words: number, g: GridSettings): UtteranceKind {
  return b_us - a_us < g.D_us && words <= g.W ? "backchannel" : "takeover";
}

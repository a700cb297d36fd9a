/**
 * Per-sample smooth turn-taking rule (docs/definitions.md "Smooth turn-taking"): exactly one of
 * early_start (a word starts before E), response (first word at or after E; latency = its start
 * minus E) or no_response (no word at all).
 */
import { fromMicros } from "../time.js";
import type { Word } from "../input/tree/checks.js";
import type { TurnTakingSample } from "../input/tree/sample.js";
import type { TurnTakingRow } from "./rows.js";

/** The word with the smallest start, the first in file order on a tie. */
export function firstWord(words: readonly Word[]): Word | null {
  let best: Word | null = null;
  for (const w of words) if (best === null || w.start_us < best.start_us) best = w;
  return best;
}

export function turnTakingRow(s: TurnTakingSample): TurnTakingRow {
  const first = firstWord(s.words);
  const outcome = first === null ? "no_response" : first.start_us < s.E_us ? "early_start" : "response";
  return {
    sample_id: s.sampleId,
    subset: "candor_turn_taking",
    task: s.task,
    eligible: true,
    T: fromMicros(s.T_us),
    E: fromMicros(s.E_us),
    outcome,
    latency_s: outcome === "response" ? fromMicros(first!.start_us - s.E_us) : null,
    first_word_s: first === null ? null : fromMicros(first.start_us),
  };
}

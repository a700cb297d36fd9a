/**
 * Per-sample smooth turn-taking rule (docs/definitions.md "Smooth turn-taking"): exactly one of
 * early_start (a word starts before E), response (first word at or after E; latency = its start
 * minus E) or no_response (no word at all).
 */
import type { Word } from "../tree/checks.js";
import type { TurnTakingSample } from "../tree/sample.js";
import type { TurnTakingRow } from "./rows.js";

/** The word with the smallest start, the first in file order on a tie. */
export function firstWord(words: readonly Word[]): Word | null {
  let best: Word | null = null;
  for (const w of words) if (best === null || w.start < best.start) best = w;
  return best;
}

export function turnTakingRow(s: TurnTakingSample): TurnTakingRow {
  const first = firstWord(s.words);
  const outcome = first === null ? "no_response" : first.start < s.E ? "early_start" : "response";
  return {
    sample_id: s.sampleId,
    subset: "candor_turn_taking",
    task: s.task,
    eligible: true,
    T: s.T / 1e6,
    E: s.E / 1e6,
    outcome,
    latency_s: outcome === "response" ? (first!.start - s.E) / 1e6 : null,
    first_word_s: first === null ? null : first.start / 1e6,
  };
}

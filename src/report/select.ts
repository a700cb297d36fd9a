/**
 * Which samples get a timeline (pure, deterministic: rows in sample-id order). Per pause subset
 * up to three samples, the first of each kind not yet chosen: an onset inside a pause, an
 * intrusion with no onset inside a pause (the user had resumed), a carry-in, no intrusion at all.
 * For turn-taking the first sample of each outcome (early_start, response, no_response).
 * For interruption the first sample of each outcome (not_exercised, speaking_at_end, response,
 * no_response), then the first exercised sample with a restart if none is chosen yet.
 */
import type { InterruptionRow, PauseRow, SampleRow, TurnTakingRow } from "../unified/rows.js";
import { PAUSE_SUBSETS } from "../input/tree/subsets.js";

export const PAUSE_TIMELINES_PER_SUBSET = 3;

const PAUSE_KINDS: readonly ((r: PauseRow) => boolean)[] = [
  (r) => r.inside_pause_onset,
  (r) => r.pause_intrusion && !r.inside_pause_onset,
  (r) => r.carry_in,
  (r) => !r.pause_intrusion,
];

export function pauseTimelineRows(rows: readonly SampleRow[]): PauseRow[] {
  const out: PauseRow[] = [];
  for (const subset of PAUSE_SUBSETS) {
    const eligible = rows.filter((r): r is PauseRow => r.subset === subset && r.eligible);
    const chosen: PauseRow[] = [];
    for (const kind of PAUSE_KINDS) {
      if (chosen.length >= PAUSE_TIMELINES_PER_SUBSET) break;
      const r = eligible.find((x) => kind(x) && !chosen.includes(x));
      if (r) chosen.push(r);
    }
    out.push(...chosen);
  }
  return out;
}

const TURN_TAKING_OUTCOMES = ["early_start", "response", "no_response"] as const;

export function turnTakingTimelineRows(rows: readonly SampleRow[]): TurnTakingRow[] {
  const eligible = rows.filter((r): r is TurnTakingRow => r.subset === "candor_turn_taking" && r.eligible);
  return TURN_TAKING_OUTCOMES.flatMap((o) => eligible.filter((x) => x.outcome === o).slice(0, 1));
}

const OUTCOMES = ["not_exercised", "speaking_at_end", "response", "no_response"] as const;

export function interruptionTimelineRows(rows: readonly SampleRow[]): InterruptionRow[] {
  const eligible = rows.filter((r): r is InterruptionRow => r.subset === "synthetic_user_interruption" && r.eligible);
  const chosen: InterruptionRow[] = [];
  for (const o of OUTCOMES) {
    const r = eligible.find((x) => x.outcome === o);
    if (r) chosen.push(r);
  }
  if (!chosen.some((r) => r.speech_at_onset && r.restarts > 0)) {
    const r = eligible.find((x) => x.speech_at_onset && x.restarts > 0);
    if (r) chosen.push(r);
  }
  return chosen;
}

/** Every row a timeline section draws, in page order (pause, turn-taking, interruption). */
export function timelineRows(rows: readonly SampleRow[]): SampleRow[] {
  return [...pauseTimelineRows(rows), ...turnTakingTimelineRows(rows), ...interruptionTimelineRows(rows)];
}

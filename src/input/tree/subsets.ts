/**
 * The five Full-Duplex-Bench v1.0 subsets, in the order every output lists them, with their
 * dataset task, declared size and annotation file.
 */

export const SUBSETS = [
  "synthetic_pause_handling",
  "candor_pause_handling",
  "candor_turn_taking",
  "synthetic_user_interruption",
  "icc_backchannel",
] as const;

export type SubsetName = (typeof SUBSETS)[number];
export type Task = "pause_handling" | "turn_taking" | "user_interruption" | "backchannel";

/** The four subsets that have per-sample rows (backchannel has none). */
export const SCORED_SUBSETS = SUBSETS.filter((s) => s !== "icc_backchannel") as Exclude<
  SubsetName,
  "icc_backchannel"
>[];
export type ScoredSubset = Exclude<SubsetName, "icc_backchannel">;

export const PAUSE_SUBSETS = ["synthetic_pause_handling", "candor_pause_handling"] as const;

export const SUBSET_TASK: Record<SubsetName, Task> = {
  synthetic_pause_handling: "pause_handling",
  candor_pause_handling: "pause_handling",
  candor_turn_taking: "turn_taking",
  synthetic_user_interruption: "user_interruption",
  icc_backchannel: "backchannel",
};

export const DECLARED: Record<SubsetName, number> = {
  synthetic_pause_handling: 137,
  candor_pause_handling: 216,
  candor_turn_taking: 119,
  synthetic_user_interruption: 200,
  icc_backchannel: 55,
};

export const ANNOTATION_FILE: Record<Task, string | null> = {
  pause_handling: "pause.json",
  turn_taking: "turn_taking.json",
  user_interruption: "interrupt.json",
  backchannel: null,
};

export function isSubsetName(s: string): s is SubsetName {
  return (SUBSETS as readonly string[]).includes(s);
}

/**
 * The `official` command's result, pure: the official numbers recomputed from a loaded tree and
 * its unified rows (the exact `--json` object), the comparison with a hash-matched summary.json,
 * the interruption rating and its judge label (only from a matched summary.json), and notes on
 * anything the official scripts would do instead of printing a number.
 */
import type { SampleRow } from "../unified/rows.js";
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { EligibleSample, InterruptionSample, PauseSample, TurnTakingSample } from "../input/tree/sample.js";
import { describeReferenceStatus, judgeLabel } from "../input/tree/summary.js";
import type { SubsetName } from "../input/tree/subsets.js";
import { officialBackchannel, type BackchannelInput, type OfficialBackchannelJson } from "./backchannel.js";
import { compareWithSummary, type ComparedValue, type ComparisonRow } from "./beside-summary.js";
import {
  officialInterruption,
  officialTurnTaking,
  type OfficialInterruptionJson,
  type OfficialTurnTakingJson,
} from "./latency-pass.js";
import { officialPause, type OfficialPauseJson } from "./pause.js";

export interface OfficialJson {
  subsets: {
    synthetic_pause_handling: OfficialPauseJson;
    candor_pause_handling: OfficialPauseJson;
    candor_turn_taking: OfficialTurnTakingJson;
    synthetic_user_interruption: OfficialInterruptionJson;
    icc_backchannel?: OfficialBackchannelJson;
  };
}

export interface OfficialReport {
  json: OfficialJson;
  /** "absent", "mismatch" or "matched", and the line saying why summary.json supplies nothing. */
  reference: { status: "absent" | "mismatch" | "matched"; note: string | null };
  /** Recomputed values beside summary.json's; null unless summary.json is hash-matched. */
  comparison: ComparisonRow[] | null;
  /** The judge of the interruption rating ("official" or its model names), when there is one. */
  ratingJudge: string | null;
  notes: string[];
}

function eligible<K extends EligibleSample["task"]>(
  tree: LoadedInput,
  subset: SubsetName,
  task: K,
): Extract<EligibleSample, { task: K }>[] {
  const s = tree.subsets.find((x) => x.subset === subset);
  if (!s) return [];
  return s.samples.filter((x): x is Extract<EligibleSample, { task: K }> => x.eligible && x.task === task);
}

/** The recomputed numbers in the table's order, each with its label and its summary.json result key. */
export function officialValues(j: OfficialJson): ComparedValue[] {
  const s = j.subsets;
  const bc = s.icc_backchannel;
  const rows: [SubsetName, string, string, number | null][] = [
    ["synthetic_pause_handling", "take-over rate", "Average take turn", s.synthetic_pause_handling.tor],
    ["candor_pause_handling", "take-over rate", "Average take turn", s.candor_pause_handling.tor],
    ["candor_turn_taking", "take-over rate", "Average take turn", s.candor_turn_taking.tor],
    ["candor_turn_taking", "latency (s)", "Average latency", s.candor_turn_taking.latency_s],
    ["synthetic_user_interruption", "take-over rate", "Average take turn", s.synthetic_user_interruption.tor],
    ["synthetic_user_interruption", "latency (s)", "Average latency", s.synthetic_user_interruption.latency_s],
  ];
  if (bc)
    rows.push(
      ["icc_backchannel", "take-over rate", "TOR mean", bc.tor],
      ["icc_backchannel", "frequency (1/s)", "Frequency mean", bc.frequency],
      ["icc_backchannel", "JSD", "JSD mean", bc.jsd],
      ["icc_backchannel", "samples", "Number of samples", bc.samples],
    );
  return rows.map(([subset, label, key, official]) => ({ subset, label, key, official }));
}

function crashNote(subset: string, ids: string[]): string {
  return `${subset}: the official script would crash on the null last word end of ${ids.join(", ")}; no take-over rate or latency`;
}

/**
 * `rows`: the unified rows of the tree (computeRows, unified VAD settings); `backchannel`: the
 * prepared backchannel samples when the user supplied icc_gt_distribution.json, else null.
 */
export function officialReport(
  tree: LoadedInput,
  rows: readonly SampleRow[],
  backchannel: readonly BackchannelInput[] | null,
): OfficialReport {
  const byId = new Map(rows.map((r) => [r.sample_id, r]));
  const ref = tree.reference;
  const summary = ref.status === "matched" ? ref.summary : null;
  const uiRef = summary?.subsets["synthetic_user_interruption"];
  const rating = uiRef?.result["Average rating"] ?? null;
  const ratingJudge = uiRef && rating !== null ? judgeLabel(uiRef.judge) : null;
  const notes: string[] = [];

  const synthetic = officialPause(eligible(tree, "synthetic_pause_handling", "pause_handling") as PauseSample[], byId);
  const candor = officialPause(eligible(tree, "candor_pause_handling", "pause_handling") as PauseSample[], byId);
  const tt = officialTurnTaking(eligible(tree, "candor_turn_taking", "turn_taking") as TurnTakingSample[]);
  const ui = officialInterruption(
    eligible(tree, "synthetic_user_interruption", "user_interruption") as InterruptionSample[],
    byId,
    rating,
  );
  const timed = [
    ["candor_turn_taking", tt],
    ["synthetic_user_interruption", ui],
  ] as const;
  for (const [name, r] of timed) if (r.crashes.length) notes.push(crashNote(name, r.crashes));
  for (const [name, r] of [
    ["synthetic_pause_handling", synthetic],
    ["candor_pause_handling", candor],
  ] as const) {
    if (r.samples === 0) notes.push(`${name}: no eligible sample; the official script would divide by zero`);
  }
  for (const [name, r] of timed) {
    if (r.crashes.length === 0 && r.json.samples > 0 && r.json.latency_s === null)
      notes.push(`${name}: no sample takes the turn; the official script would divide by zero computing the latency`);
  }
  const retries = (uiRef?.judge as { retries?: unknown } | null | undefined)?.retries;
  if (typeof retries === "number" && retries > 0) {
    notes.push(
      `synthetic_user_interruption: summary.json's judge retried ${retries} time(s); the ` +
        `official script appends the take-over of a retried sample again, so its take-over rate ` +
        `differs`,
    );
  }

  const json: OfficialJson = {
    subsets: {
      synthetic_pause_handling: synthetic,
      candor_pause_handling: candor,
      candor_turn_taking: tt.json,
      synthetic_user_interruption: ui.json,
    },
  };
  if (backchannel) {
    const bc = officialBackchannel(backchannel);
    json.subsets.icc_backchannel = bc.json;
    if (bc.json.samples === 0)
      notes.push("icc_backchannel: no eligible all-digit sample; the official means would be nan");
  }
  return {
    json,
    reference: { status: ref.status, note: describeReferenceStatus(ref) },
    comparison: summary ? compareWithSummary(officialValues(json), summary) : null,
    ratingJudge,
    notes,
  };
}

/** The exact `--json` text. */
export function officialJsonText(r: OfficialReport): string {
  return JSON.stringify(r.json, null, 2) + "\n";
}

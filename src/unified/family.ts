/**
 * The v1.0 unified metrics (`fdb-v1.0-unified-4`, docs/definitions.md) as a family: the five
 * subsets of a reference tree or plain v1.0 folder, the per-sample rows of the four scored ones
 * (./rows-from-tree.ts), the registry (./registry.ts), and what its blocks hold beside the
 * metrics: the counts (with the exercised split of interruption), the coverage and the smallest
 * observable horizon; how two inputs are checked for one dataset, the exercised cross-table of a
 * comparison, and how its tables read. No settings beside the VAD's.
 */
import type { LoadedInput } from "../input/tree/loaded-input.js";
import type { EligibleSample } from "../input/tree/sample.js";
import { DECLARED, type SubsetName, SUBSETS } from "../input/tree/subsets.js";
import type { Family, FamilyScore, Item, SubsetBlock } from "../metrics/family.js";
import { fixed3 } from "../metrics/format.js";
import { type Score, scoreWith, type UnifiedJson } from "../metrics/score.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../vad/settings.js";
import { DEFINITIONS_VERSION } from "../version.js";
import { METRIC } from "./names.js";
import { splitsExercised } from "./registry.js";
import { aggregateSubset, type ExercisedTable, exercisedTable, type SubsetResult, UNIFIED_RULES } from "./aggregate.js";
import { UNIFIED_REPORT } from "./report-text.js";
import { sampleRow } from "./rows-from-tree.js";
import type { InterruptionOutcome, InterruptionRow, PauseRow, SampleRow, TurnTakingRow } from "./rows.js";

/** The subset whose rows depend on the VAD setting: the one a sweep re-scores. */
export const SWEEP_SUBSET = "synthetic_user_interruption";

/** The eligible row type of each scored subset (the notebooks' typed rows). */
export interface UnifiedRowTypes {
  synthetic_pause_handling: PauseRow;
  candor_pause_handling: PauseRow;
  candor_turn_taking: TurnTakingRow;
  synthetic_user_interruption: InterruptionRow;
}

/** A v1.0 `unified.json`: every subset's aggregates typed (with a block attached, its key beside). */
export type UnifiedV10Json = Omit<UnifiedJson, "subsets"> & {
  subsets: Record<SubsetName, SubsetResult & Record<string, unknown>>;
};

/** A v1.0 score: the family's `Score` of a loaded v1.0 input, its rows and aggregates typed. */
export type Scored = Omit<Score<LoadedInput>, "rows" | "unified"> & { rows: SampleRow[]; unified: UnifiedV10Json };

/** The rows and blocks of a loaded v1.0 input at a VAD setting: rows of the four scored subsets, blocks of all five. */
function scoreTree(tree: LoadedInput, vad: VadSettings, only?: readonly string[]): FamilyScore {
  const rows: SampleRow[] = [];
  const chosen = only === undefined ? tree.subsets : tree.subsets.filter((s) => only.includes(s.subset));
  const subsets = chosen.map((s) => {
    const items: Item[] = s.samples.map((x) => {
      const row = sampleRow(x, vad);
      if (row !== null) rows.push(row);
      if (row !== null) return row;
      return x.eligible
        ? { sample_id: x.sampleId, eligible: true }
        : { sample_id: x.sampleId, eligible: false, reasons: x.reasons };
    });
    return { subset: s.subset, result: aggregateSubset(s.subset, s.task, DECLARED[s.subset], items), items };
  });
  return { rows, subsets };
}

/** The console's heading of a v1.0 subset: its counts, coverage, the exercised split and the horizon. */
function countLines(subset: string, block: SubsetBlock): string[] {
  const s = block as SubsetResult;
  const c = s.counts;
  const extra = c.exercised !== undefined ? ` · exercised ${c.exercised} · not exercised ${c.not_exercised}` : "";
  const horizon = s.min_observable_s !== undefined ? ` · min observable ${fixed3(s.min_observable_s)} s` : "";
  return [
    `${subset} (${s.task}): declared ${c.declared} · selected ${c.selected} · eligible ` +
      `${c.eligible} · ineligible ${c.ineligible} · coverage ${fixed3(s.coverage)}${extra}${horizon}`,
  ];
}

export const UNIFIED: Family = {
  id: "unified",
  definitions: DEFINITIONS_VERSION,
  scores: "v1.0",
  checksTranscripts: true,
  subsets: SUBSETS,
  ...UNIFIED_RULES,
  settings: [],
  score: (input, vad, _values, only) => scoreTree(input as LoadedInput, vad, only),
  sweep: {
    subsets: [SWEEP_SUBSET],
    layout: "flat",
    counts: (block, rows) => {
      const c = (block as SubsetResult).counts;
      const outcome = (o: InterruptionOutcome) =>
        rows.filter((r) => (r as SampleRow).eligible && (r as InterruptionRow).outcome === o).length;
      return {
        exercised: c.exercised ?? 0,
        not_exercised: c.not_exercised ?? 0,
        speaking_at_end: outcome("speaking_at_end"),
        response: outcome("response"),
        no_response: outcome("no_response"),
      };
    },
    countKeys: ["exercised", "not_exercised", "speaking_at_end", "response", "no_response"],
    heatmapCounts: ["not_exercised"],
    perSample: ["outcome", "speech_at_onset", "speech_at_end", "latency_s", "stop_s", "restarts"],
  },
  sameTimes: {
    // a backchannel sample has no annotation times to hold against another input's
    of: (s: EligibleSample) => (s.task === "backchannel" ? null : JSON.stringify([s.T_us, s.raw.annotation])),
    what: "T or annotation times",
  },
  pairedExtras: (subset, pairs) => (splitsExercised(subset) ? { exercised: exercisedTable(pairs) } : {}),
  presentation: {
    order: "registry",
    tableLayout: "one",
    countLines: (subset, block) => countLines(subset, block),
    sampleView: "words-and-vad",
    pairedOver: "the samples eligible in both",
    report: UNIFIED_REPORT,
    docs: [
      "# Metrics",
      "",
      "Generated from the metric registries (`src/unified/registry.ts`, `src/matched/registry.ts`) by `npm run docs:metrics`;",
      "do not edit by hand. The definitions are those of `fdb-v1.0-unified-4`. Shares have a 95% Wilson interval and selected",
      "bounds; pooled ratios and median latencies a 95% percentile bootstrap interval over whole samples.",
      "Each line below is a summary: the rules needed to predict a number (owned time, the response word, early starts",
      "and other non-responses at +∞ in the latency median, the selected bounds) are in `docs/definitions.md`. A metric",
      "marked (diagnostic) does not rank systems.",
    ],
    sideExtra: (block) => {
      const c = (block as SubsetResult).counts;
      return c.exercised !== undefined ? `, exercised ${c.exercised}` : "";
    },
    pairedExtraLines: (subset) => {
      const e = subset["exercised"] as ExercisedTable | undefined;
      if (e === undefined) return [];
      return [
        `  exercised, of the ${subset["paired_n"]} eligible in both: both ${e.both} · only A ${e.only_a} ` +
          `· only B ${e.only_b} · neither ${e.neither}`,
      ];
    },
    compareNotes: [
      "Left of |: A paired, B paired, B − A and its interval are all over the metric's paired n (samples eligible in both;",
      `for interruption metrics other than ${METRIC.exercised_rate}, exercised in both), so B − A is B paired minus A paired.`,
      "Right of |: each system's own value over its own eligible (or exercised) samples, as in its unified.json; " +
        "do not subtract these.",
    ],
  },
};

/** The rows of every selected sample of the scored subsets, in output order, at a VAD setting (no aggregate). */
export function computeRows(tree: LoadedInput, vad: VadSettings = DEFAULT_VAD_SETTINGS): SampleRow[] {
  return tree.subsets.flatMap((s) => s.samples.flatMap((x) => sampleRow(x, vad) ?? []));
}

/** The v1.0 score of a loaded input by this family alone, at a VAD setting (pure). */
export function scoreSamples(tree: LoadedInput, vad: VadSettings = DEFAULT_VAD_SETTINGS): Scored {
  return scoreWith(UNIFIED, [], tree, vad) as unknown as Scored;
}

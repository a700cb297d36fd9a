/**
 * The matched runs (`fdb-v1.5-matched-1`, docs/matched-runs.md) as a family: a Full-Duplex-Bench
 * v1.5 folder's rows at a VAD setting and yield margin δ (its one setting), and per subset the
 * counts per outcome, the smallest observable horizon, every registry metric over its population
 * with its unknowns u, the difference metrics again over the samples with identical inputs, and
 * the samples that break the exchangeability assumption; the same block, on the clean control
 * runs of a plain v1.0 folder's interruption samples, attached to that subset (./control.ts); how
 * two folders are checked for one dataset and how its tables read.
 */
import type { LoadedMatchedInput, MatchedEligibleSample } from "../input/v15/loaded.js";
import type { Family, FamilyScore, FamilySetting, SettingValues, SubsetBlock } from "../metrics/family.js";
import { firstIds, fixed3 } from "../metrics/format.js";
import { discordantText } from "../metrics/kind-difference.js";
import { metricsOf, ranks } from "../metrics/metric.js";
import { type Score, scoreWith, type UnifiedJson } from "../metrics/score.js";
import { DEFAULT_VAD_SETTINGS, type VadSettings } from "../vad/settings.js";
import { aggregateMatchedSubset, type MatchedItem, MATCHED_RULES, type MatchedSubsetResult } from "./aggregate.js";
import {
  DEFAULT_YIELD_MARGIN_S,
  MATCHED_CONSTANTS,
  MATCHED_DEFINITIONS,
  MATCHED_SUBSETS,
  type MatchedSubset,
} from "./constants.js";
import { controlAttached, controlLines } from "./control.js";
import { MATCHED_METRICS } from "./registry.js";
import { MATCHED_REPORT } from "./report-text.js";
import { MATCHED_OUTCOMES, type MatchedResult, type MatchedRow, matchedSampleRow } from "./row.js";

/** A v1.5 `unified.json`: the family's header keys and each present subset's aggregates typed. */
export type MatchedUnifiedJson = Omit<UnifiedJson, "subsets"> & {
  constants: typeof MATCHED_CONSTANTS;
  yield_margin_s: number;
  subsets: Partial<Record<MatchedSubset, MatchedSubsetResult>>;
};

/** A v1.5 score: the family's `Score` of a loaded v1.5 folder, its rows and aggregates typed. */
export type MatchedScored = Omit<Score<LoadedMatchedInput>, "rows" | "unified"> & {
  rows: MatchedResult[];
  unified: MatchedUnifiedJson;
};

/** The eligible row type of each subset (the notebooks' typed rows). */
export type MatchedRowTypes = Record<MatchedSubset, MatchedRow>;

/** The yield margin δ: one setting, one declaration for every medium. */
export const YIELD_MARGIN: FamilySetting = {
  json: "yield_margin_s",
  flag: "yield-margin-s",
  option: "yieldMargin",
  signature: "margin",
  default: DEFAULT_YIELD_MARGIN_S,
  what: "the matched runs' yield margin δ in seconds (v1.5 folders and v1.0 control runs)",
  rule: "a number of seconds >= 0",
  valid: (x) => Number.isFinite(x) && x >= 0,
  label: "yield margin",
  unit: "s",
  sweepable: true,
};

/** The rows and blocks of a loaded v1.5 folder at a VAD setting and yield margin. */
function scoreFolder(
  input: LoadedMatchedInput,
  vad: VadSettings,
  values: SettingValues,
  only?: readonly string[],
): FamilyScore {
  const margin = values[YIELD_MARGIN.json]!;
  const chosen = only === undefined ? input.subsets : input.subsets.filter((s) => only.includes(s.subset));
  const rows = chosen.flatMap((s) => s.samples.map((x) => matchedSampleRow(x, vad, margin)));
  const subsets = chosen.map((s) => {
    const items: MatchedItem[] = rows.filter((r) => r.subset === s.subset);
    return { subset: s.subset, result: aggregateMatchedSubset(s.subset, s.declared, items, margin), items };
  });
  return { rows, subsets };
}

/** The console's heading of a v1.5 subset: counts, coverage, the exercised split, the outcomes. */
function countLines(subset: string, block: SubsetBlock): string[] {
  const s = block as MatchedSubsetResult;
  const c = s.counts;
  const exercised = c.yielded + c.extended + c.ended_anyway + c.continued;
  const horizon = s.min_observable_s === null ? "" : ` · min observable ${fixed3(s.min_observable_s)} s`;
  return [
    `${subset}: declared ${c.declared} · selected ${c.selected} · eligible ${c.eligible} · ineligible ` +
      `${c.ineligible} · coverage ${fixed3(s.coverage)} · exercised ${exercised} · not exercised ` +
      `${c.not_exercised} · onset mismatch ${c.onset_mismatch}${horizon}`,
    `  outcomes: yielded ${c.yielded} · extended ${c.extended} · ended anyway ${c.ended_anyway} · continued ${c.continued}`,
  ];
}

/** The exchangeability warning under a block, with the net rates over identical inputs. */
function assumptionLines(subset: string, block: SubsetBlock): string[] {
  const s = block as MatchedSubsetResult;
  const { inputs_not_identical: differ, lengths_differ: lengths } = s.assumption;
  if (differ.length === 0 && lengths.length === 0) return [];
  const parts = [
    ...(differ.length > 0 ? [`inputs differ before s: ${differ.length}${firstIds(differ)}`] : []),
    ...(lengths.length > 0
      ? [`input lengths differ by more than one sample: ${lengths.length}${firstIds(lengths)}`]
      : []),
  ];
  const out = [
    `  warning: the net rates assume the two runs of a sample are exchangeable; scored anyway: ${parts.join("; ")}`,
  ];
  const nets = metricsOf(MATCHED_METRICS, subset)
    .filter((m) => m.kind === "difference" && ranks(m) && m.group === undefined)
    .map(
      (m) => `${m.name} ${fixed3(s.identical_inputs[m.name]!.value)} (${discordantText(s.identical_inputs[m.name]!)})`,
    );
  if (differ.length > 0 && nets.length > 0) out.push(`  over identical inputs only: ${nets.join(" · ")}`);
  return out;
}

export const MATCHED: Family = {
  id: "matched",
  definitions: MATCHED_DEFINITIONS,
  scores: "v1.5",
  subsets: MATCHED_SUBSETS,
  ...MATCHED_RULES,
  settings: [YIELD_MARGIN],
  constants: MATCHED_CONSTANTS,
  attach: {
    to: "unified",
    subset: "synthetic_user_interruption",
    key: "control",
    registrySubset: "user_interruption",
  },
  score: (input, vad, values, only) => scoreFolder(input as LoadedMatchedInput, vad, values, only),
  sweep: {
    subsets: MATCHED_SUBSETS,
    layout: "by-subset",
    counts: (block) => block.counts as unknown as Record<string, unknown>,
    countKeys: ["selected", "eligible", "ineligible", ...MATCHED_OUTCOMES],
    heatmapCounts: [],
    perSample: ["outcome", "stop_s", "clean_stop_s", "after_s", "clean_after_s"],
  },
  scoreAttached: (input, vad, values) => controlAttached(input, vad, values[YIELD_MARGIN.json]!),
  header: (values) => ({ constants: MATCHED_CONSTANTS, yield_margin_s: values[YIELD_MARGIN.json] }),
  sameTimes: {
    of: (s: MatchedEligibleSample) => JSON.stringify([s.s_us, s.e_us, s.T_us, s.T_clean_us]),
    what: "the overlap times or input lengths",
  },
  presentation: {
    order: "ranked-first",
    tableLayout: "per-subset",
    countLines: (subset, block, attached) => (attached ? controlLines(block) : countLines(subset, block)),
    extraLines: assumptionLines,
    sampleView: "paired-runs",
    pairedOver: "the samples in each metric's denominator in both",
    report: MATCHED_REPORT,
    docs: [
      "",
      `# Matched runs (Full-Duplex-Bench v1.5, \`${MATCHED_DEFINITIONS}\`)`,
      "",
      "Generated from the matched-runs registry (`src/matched/registry.ts`). A net rate or stop effect is the",
      "difference of two shares over the same samples, with a bootstrap interval, bounds and a sign test; a",
      "metric marked `closer to 0` is best at the smallest absolute value. The rules are in `docs/matched-runs.md`.",
    ],
    compareNotes: [
      "Left of |: A paired, B paired, B − A and its interval are over the metric's paired n (samples in the metric's",
      "denominator in both systems). Right of |: each system's own value, as in its unified.json; do not subtract these.",
    ],
  },
};

/** The whole v1.5 score of a loaded folder at a VAD setting and a yield margin (pure). */
export function scoreMatched(
  input: LoadedMatchedInput,
  vad: VadSettings = DEFAULT_VAD_SETTINGS,
  yieldMargin: number = DEFAULT_YIELD_MARGIN_S,
): MatchedScored {
  return scoreWith(MATCHED, [], input, vad, { [YIELD_MARGIN.json]: yieldMargin }) as unknown as MatchedScored;
}

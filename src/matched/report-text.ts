/**
 * The matched runs in the report's words (docs/matched-runs.md): the title, how a sample's two
 * runs read, the summary's intro and warning, the note under a subset's metrics (the horizon, and
 * what it hides), the counts of each outcome, the title and note of the control-run block a v1.0
 * interruption subset carries, the comparison's pairing note and the caveats of "Reading them
 * together". Within each subset's section come the single run against the control, the net rates
 * over identical inputs and the outcomes that depend on the margin.
 */
import type { ReportText, SubsetBlock } from "../metrics/family.js";
import { fixed3 } from "../metrics/format.js";
import type { MatchedSubsetResult } from "./aggregate.js";
import type { ControlBlock } from "./control.js";
import type { MatchedSubset } from "./constants.js";
import { matchedMetricsFor, STOP_GROUP } from "./registry.js";
import { MATCHED_OUTCOMES } from "./row.js";

/** The setting the report's margin study varies. */
const YIELD_MARGIN_JSON = "yield_margin_s";

/**
 * The horizon under a subset's metrics, only where it hides something: the response rates within
 * k s of e (not diagnostic) whose k is longer than the shortest time any eligible sample is
 * observed past e. Such a sample leaves n and widens the bounds, so the rate is no lower bound
 * (docs/matched-runs.md, Horizons); a subset without response rates, or observed long enough, has
 * no note.
 */
function metricsNote(subset: string, block: SubsetBlock): string | null {
  const s = block as MatchedSubsetResult;
  if (s.min_observable_s === null) return null;
  const shortest = s.min_observable_s;
  const hidden = matchedMetricsFor(subset as MatchedSubset).filter(
    (m) => m.horizon?.from === "e" && !m.diagnostic && m.horizon.k > shortest,
  );
  if (hidden.length === 0) return null;
  return (
    `The shortest time from e to the clock's end is ${fixed3(shortest)} s, shorter than the k of ` +
    `${hidden.map((m) => m.name).join(", ")}: a sample not observed k s past e leaves n for such a rate and ` +
    "widens its bounds instead, so the rate is not a lower bound (docs/matched-runs.md, Horizons)."
  );
}

function countRows(block: SubsetBlock): [string, string][] {
  const c = (block as MatchedSubsetResult).counts;
  return MATCHED_OUTCOMES.map((o) => [o.replace(/_/g, " "), String(c[o])]);
}

function attachedNote(block: SubsetBlock): string {
  const b = block as ControlBlock;
  const k = b.counts;
  const outcomes = MATCHED_OUTCOMES.map((o) => `${k[o]} ${o}`).join(", ");
  return (
    `${k.selected} ${k.selected === 1 ? "sample" : "samples"} with a control run (clean_output.wav, the output for ` +
    "the input with [S, R] muted), " +
    `${k.without_control} without one (left out here); ${k.eligible} eligible: ${outcomes}. ` +
    `Scored by the matched runs (${b.definitions}, yield margin ${b.yield_margin_s} s) with s = S and ` +
    "e = R; the control.* names keep these apart from the v1.0 metrics above, which the control runs leave as they are."
  );
}

export const MATCHED_REPORT: ReportText = {
  title: (names) => `Full-Duplex-Bench v1.5 matched runs: ${names.join(", ")}`,
  numbersNote:
    "Each sample was run twice: with the overlap event (output.wav) and without it (clean_output.wav, the " +
    "control). Both runs are read on one clock; the net rates (an event minus its reverse, over the same " +
    "samples) estimate the overlap's effect for deterministic and sampling systems alike. Numbers show three " +
    'decimals; "not reached" is a quantile that falls on a sample with no observed end or reply.',
  summaryIntro: (systems) =>
    systems.length === 1
      ? `The metrics of ${systems[0]} that rank systems: value and 95% interval, with each subset's coverage.`
      : `The metrics that rank systems, for ${systems.length} systems on one dataset: value and 95% interval, with ` +
        "each subset's coverage; in bold a row's best where a paired test holds (rule below). Δ is a system's " +
        "paired difference against the " +
        'baseline; for a metric that ranks, "holds" marks a Holm-adjusted p ≤ 0.05.',
  summaryWarning:
    'A metric marked "closer to 0" is best near zero: for a backchannel, talk to others or background speech ' +
    "the model should not react. A net rate near 0 cannot tell no reaction from yields and extensions that " +
    "cancel: read yield_rate and extension_rate beside it.",
  metricsNote,
  subsetTitle: (subset) => subset,
  noDataReason: () => null,
  warnings: (subset, block) => {
    const a = (block as MatchedSubsetResult).assumption;
    const parts = [
      a.inputs_not_identical.length
        ? `${a.inputs_not_identical.length} with inputs that differ before s (${a.inputs_not_identical.join(", ")})`
        : null,
      a.lengths_differ.length
        ? `${a.lengths_differ.length} with input lengths that differ (${a.lengths_differ.join(", ")})`
        : null,
    ].filter((x) => x !== null);
    if (parts.length === 0) return [];
    return [
      `${subset}: the two runs are assumed exchangeable without the overlap, but ${parts.join(" and ")}. They are ` +
        "scored and counted; the net rates over identical inputs alone are below.",
    ];
  },
  noMetricsNote: "No metric for this subset.",
  countRows,
  attachedTitle: (subset, key) => `${subset}: ${key} runs`,
  attachedNote,
  compareSides: () => null,
  pairedExtraTable: () => null,
  comparisonNote: (A, B, definitions) =>
    `A = ${A}, B = ${B}, both scored with ${definitions}. Each metric is paired by sample_id over the samples in ` +
    "its denominator in both. A, B, B − A and the 95% paired bootstrap interval (whole samples, 2000 resamples, " +
    "seed 0) are all over the metric's paired n; for a metric whose better is closer to 0, B − A is |B| − |A|, " +
    "negative when B is closer to 0; p is the exact McNemar p of a sample share, the exact sign test's over the " +
    "per-sample differences of a latency, the paired swap test's otherwise. Each system's own values (over its own " +
    "samples, as in its unified.json) are in its part: do not subtract them.",
  pairedOver: "the samples in each metric's denominator in both",
  reading: () => [
    "A sample's outcome is a noisy label for a sampling system: only the net rates, an event minus its reverse " +
      "over the same samples, estimate the overlap's effect.",
    "A net rate near 0 cannot tell no reaction from yields and extensions that cancel: read yield_rate and " +
      "extension_rate beside it.",
    "stop_latency_s is what a single run reports; the control shows how fast the model would have stopped anyway. " +
      "An ended_anyway sample is a fast stop the single run credits and the control explains.",
    "The net rates assume the two runs of a sample are exchangeable without the overlap; samples whose inputs " +
      "differ before s are scored and named, and the net rates over identical inputs alone are given beside.",
    "The intervals cover dataset sampling only, not repeated generations.",
  ],
  drawsSamples: false,
  sections: [],
  subsetParts: [
    {
      kind: "group",
      group: STOP_GROUP,
      heading: "A single run against the control",
      note:
        "stop_latency_s is what a single run reports; the control shows how fast the model would have stopped " +
        "anyway. An ended_anyway sample is a fast stop the single run credits and the control explains.",
      chart: { title: "still talking after the onset", x: "seconds after the onset s", y: "share still talking" },
    },
    {
      kind: "extra-results",
      key: "identical_inputs",
      heading: "Net rates over samples with identical inputs before s",
      label: "identical inputs",
    },
    {
      kind: "setting-study",
      setting: YIELD_MARGIN_JSON,
      values: [0.25, 0.5, 1],
      heading: "Outcomes that depend on the margin",
    },
  ],
};

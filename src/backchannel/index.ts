/**
 * The backchannel family's pure core (`fdb-v1.0-backchannel-1`, docs/backchannel.md): settings
 * and constants, the ground truth prepared for the rules, a sample's row from its segments and
 * words, and the block of a run's samples. No file is read here: the distribution file is read by
 * src/input/icc-distribution.ts, the audio by the loaders and the VAD edge.
 */
export {
  BACKCHANNEL_CONSTANTS,
  BACKCHANNEL_DEFINITIONS,
  FEW_BACKCHANNELS,
  PERMUTATION_DRAWS,
  PROBE_WINDOWS,
  WINDOW_S,
  WINDOW_US,
  ZERO_TAIL_SHARE,
} from "./constants.js";
export {
  type BackchannelSettings,
  DEFAULT_BACKCHANNEL_SETTINGS,
  type GridSettings,
  gridSettings,
  MAX_SETTING_S,
  SETTING_RULES,
  settingProblem,
  settingsJson,
  settingsProblems,
} from "./settings.js";
export { type PreparedDistribution, prepareDistribution, type SampleTiming, type SpeakerList } from "./distribution.js";
export { normalisedHead, trimmedLength } from "./zero-tail.js";
export { headMean, liftTable, probeMeans } from "./probe.js";
export { segmentsInMicros, type SpanUs, utterancesOf } from "./utterances.js";
export { type TranscriptWord, wordMicros, wordsPerUtterance } from "./words.js";
export { type UtteranceKind, utteranceKind } from "./kind.js";
export {
  type BackchannelAggregateItem,
  type BackchannelEligibleRow,
  type BackchannelIneligibleRow,
  type BackchannelItem,
  type BackchannelObject,
  type BackchannelRow,
  type BackchannelSampleRef,
  backchannelRow,
  ineligibleBackchannelRow,
  type UtteranceItem,
} from "./row.js";
export {
  BACKCHANNEL_METRICS,
  type BackchannelMetricInfo,
  type BackchannelMetricName,
  backchannelMetricsFor,
} from "./metrics.js";
export type {
  BackchannelBlock,
  BackchannelCountedResult,
  BackchannelCounts,
  BackchannelMetricResult,
  BackchannelMetrics,
  BackchannelPooledResult,
  BackchannelShareResult,
  BackchannelTimingResult,
} from "./results.js";
export { aggregateBackchannel } from "./aggregate.js";
export { shiftP, speakerSwapP, type TimedSample } from "./timing-p.js";

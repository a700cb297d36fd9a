/**
 * fdb-unified as a library: the one public entry (`import … from "fdb-unified"`, or `require`),
 * documented in docs/api.md. Load an input (a reference tree or a plain folder; a v1.5 folder through
 * `loadMatchedInput`), score it, write
 * the files `fdb-unified score --out` writes, and build what the other commands build (the
 * transcript check, the VAD sweep, the comparison, the table, the report), all through the code
 * the commands run. It only re-exports; each name's documentation and example is where it is
 * declared, in this folder. Importing it starts neither onnxruntime nor a browser: the VAD
 * starts when a load needs it, Chromium when a PDF is printed.
 */
export { checkTranscripts, writeTranscriptCheck } from "./check.js";
export { COMPARE_FILE, type CompareOptions, compareInputs, comparisonText } from "./compare.js";
export {
  INPUT_KINDS,
  inputKind,
  type LoadInputOptions,
  loadInput,
  type VadEngineOptions,
} from "./load.js";
export {
  type LoadedMatchedInput,
  type LoadMatchedOptions,
  loadMatchedInput,
  MATCHED_DEFINITIONS_VERSION,
  MATCHED_METRICS,
  type MatchedMetric,
  type MatchedMetricName,
  type MatchedRow,
  type MatchedScored,
  type MatchedScoreOptions,
  scoreMatchedInput,
} from "./matched.js";
export type { NamedInput } from "./named.js";
export type { ScoreVadSettings } from "./options.js";
export { buildReport, type ReportOptions, writeReport } from "./report.js";
export { type ScoreOptions, scoreInput, writeScore } from "./score.js";
export { type SweepOptions, sweepInput, sweepText } from "./sweep.js";
export { buildTable, type Table, type TableOptions, tableText } from "./table.js";
export {
  type AnySubsetResult,
  type BackchannelBlock,
  type BackchannelPooledResult,
  type Comparison,
  DEFAULT_SWEEP_GRID,
  DEFAULT_VAD_SETTINGS,
  DEFINITIONS_VERSION,
  type DifferenceResult,
  type EligibleRow,
  type IneligibleRow,
  InputError,
  type InputKind,
  type InterruptionRow,
  type LatencyResult,
  type Leaderboard,
  type LoadedInput,
  type MatchedSubsetResult,
  METRICS,
  type Metric,
  type MetricName,
  type MetricResult,
  metricsFor,
  type PauseRow,
  type PooledResult,
  type ResultOfKind,
  type SampleRow,
  type Scored,
  type ScoredSystem,
  type ShareResult,
  type SubsetMetrics,
  type SubsetName,
  type SubsetResult,
  type SweepGrid,
  type SweepResult,
  TOOL_VERSION,
  type TranscriptCheck,
  type TurnTakingRow,
  type UnifiedJson,
  UsageError,
  type VadSettings,
} from "./types.js";

/**
 * What the notebooks import beside the library: the notebook helpers of this folder, the chart
 * builders and the core the notebooks call (`import { ... } from "./src/notebook/index.js"`). The
 * library itself a notebook imports by the package's name (`from "fdb-unified"`), as a script
 * does, so a cell that uses only the library runs unchanged in a script; it is re-exported here
 * too (src/api/), for the helpers' callers.
 */
export * from "../api/index.js";
export { forestChart, forestHasData } from "../charts/forest.js";
export { intervalChart, intervalHasData } from "../charts/interval.js";
export { outcomeGridChart } from "../charts/outcome-grid.js";
export { pairedDifferenceChart, pairedDifferenceHasData } from "../charts/paired-difference.js";
export { probabilityTraceChart } from "../charts/probability-trace.js";
export { renderSvg } from "../charts/render.js";
export { curveAt, curvePoints, responseCurve, responseCurveChart } from "../charts/response-curve.js";
export type { ChartSpec } from "../charts/spec.js";
export { sweepHeatmapCells, sweepHeatmapChart, sweepHeatmapExtent } from "../charts/sweep-heatmap.js";
export {
  interruptionTimelineChart,
  interruptionTimelineData,
  pauseTimelineChart,
  pauseTimelineData,
} from "../charts/timeline.js";
export { turnTakingTimelineChart, turnTakingTimelineData } from "../charts/timeline.js";
export { compareScored } from "../compare/compare.js";
export { eligiblePairs } from "../compare/pair.js";
export { readAnnotationHashes } from "../input/tree/load.js";
export { comparisonTable } from "../text/console-compare.js";
export {
  type AggregateRecord,
  aggregateRecords,
  attachedRecords,
  type DefinitionRecord,
  definitionRecords,
  type MetricPick,
  type SummaryRecord,
  summaryRecords,
  subsetsOf,
} from "./aggregates.js";
export {
  chartHtml,
  chartsHtml,
  groupChartHtml,
  intervalChartsHtml,
  NOTEBOOK_CHART_SCALE,
  scaledSvg,
  scoreViewHtml,
} from "./chart.js";
export { comparedMetricRecords, pairedRowRecords } from "./compare.js";
export { recordsFrame } from "./frames.js";
export { frameHtml, jsonDetailsHtml, NOT_REACHED, tableHtml, textHtml } from "./html.js";
export { eligibleRows, ROW_KIND_NAMES, type RowKind, type RowOf } from "./rows.js";
export { type DrillDown, drillDown, findRow, findSample } from "./samples.js";
export { annotationHashesOf } from "./tree.js";
export { sampleViewHtml } from "./view.js";
export { findMatchedSample, pairedRunsViewHtml } from "./paired-runs-view.js";
export { survival, survivalChart } from "../charts/survival.js";
export { pairedRunsChart, pairedRunsData } from "../charts/paired-runs.js";
export { MATCHED_METRICS, type MatchedMetric, matchedMetricsFor } from "../matched/registry.js";
export { MATCHED_OUTCOMES, type MatchedResult, type MatchedRow } from "../matched/row.js";
export { MATCHED, type MatchedScored, scoreMatched } from "../matched/family.js";
export { DEFAULT_YIELD_MARGIN_S, MATCHED_SUBSETS, type MatchedSubset } from "../matched/constants.js";
export { UNIFIED, scoreSamples } from "../unified/family.js";
export { BACKCHANNEL } from "../backchannel/family.js";
export { histogramChart } from "../charts/histogram.js";
export { FAMILIES, scoreLoaded } from "../score/families.js";
export { consoleReport } from "../text/console-score.js";
export { gridSettings } from "../score/grid.js";
export { sweepQuantities } from "../score/quantities.js";
export { decidedSamples, outcomeMoves, type SettingRows } from "../score/sensitivity.js";
export { sweepCsvColumns, sweepCsvRecords } from "../score/serialize.js";
export { settingOf, sweepPoints, sweepScores } from "../score/sweep.js";
export { buildLeaderboard } from "../text/leaderboard.js";
export { csvColumns, tidyRows } from "../text/csv.js";
export { familiesOf } from "../text/table-text.js";
export { leaderboardMarkdown } from "../text/markdown.js";
export { PAUSE_SUBSETS, SCORED_SUBSETS, type ScoredSubset } from "../input/tree/subsets.js";
export { isDefaultSetting } from "../vad/settings.js";
export * from "./transcript-check.js";
export { checkConsoleReport } from "../text/console-check.js";
export { flipsText, valueText } from "../transcript-check/cells.js";

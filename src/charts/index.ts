/**
 * The charts API, shared by the report and the notebooks: pure vega-lite spec builders (they
 * import nothing from vega at run time) and the one renderer that turns a spec into SVG.
 */
export type { TopLevelSpec } from "./spec.js";
export { BASE_CONFIG, COLORS, VEGA_LITE_SCHEMA } from "./spec.js";
export { intervalChart, intervalHasData, type IntervalChartOptions } from "./interval.js";
export {
  curveAt,
  curvePoints,
  responseCurve,
  responseCurveChart,
  type ResponseCurve,
  type ResponseCurveChartOptions,
} from "./response-curve.js";
export {
  interruptionTimelineChart,
  interruptionTimelineData,
  pauseTimelineChart,
  pauseTimelineData,
  type InterruptionTimelineData,
  type PauseTimelineData,
  type TimelineWord,
} from "./timeline.js";
export { turnTakingTimelineChart, turnTakingTimelineData, type TurnTakingTimelineData } from "./turn-taking-timeline.js";
export { sweepHeatmapCells, sweepHeatmapChart, sweepHeatmapExtent, type SweepHeatmapCell, type SweepHeatmapOptions } from "./sweep-heatmap.js";
export { pairedDifferenceChart, pairedDifferenceHasData, type PairedDifferenceChartOptions, type PairedDifferenceRow } from "./paired-difference.js";
export { forestChart, forestHasData, forestRows, type ForestChartOptions } from "./forest.js";
export { loadVega, renderSvg, type RenderOptions } from "./render.js";
export { normalizeSvgIds } from "./svg-ids.js";

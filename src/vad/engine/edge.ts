/**
 * The VAD edge a loader is handed (`AnalyzeWavs`), built from the engine's options. The engine
 * (analyze.ts, and with it onnxruntime) is imported on the first call only, so the command line,
 * the notebooks and the library can all build an edge without starting the runtime until an
 * input's audio needs the VAD.
 */
import type { AnalyzeWavs } from "../analyzer.js";
import type { VadEngineOptions } from "./analyze.js";

/** What the caller of an edge may set: every engine option except the ones the loader passes per call. */
export type VadEdgeOptions = Omit<VadEngineOptions, "inputRoot" | "anyEncoding" | "beforeCompute">;

/** The analyzer a loader calls, running `analyzeFiles` with `opts` and the loader's per-call options. */
export function vadEdge(opts: VadEdgeOptions = {}): AnalyzeWavs {
  return async (paths, inputRoot, extra) => {
    const { analyzeFiles } = await import("./analyze.js");
    return analyzeFiles(paths, {
      ...opts,
      inputRoot,
      anyEncoding: extra?.anyEncoding,
      beforeCompute: extra?.beforeCompute,
    });
  };
}

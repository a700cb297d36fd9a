/**
 * The VAD edge as the scorer sees it: an `AnalyzeWavs` function built from the command's VAD
 * flags (`--vad-model`, `--no-cache`, `--jobs`), with TTY-only progress on stderr.
 */
import type { AnalyzeWavs } from "../input/tree/loaded-input.js";
import { vadEdge } from "../vad/engine/edge.js";
import { flag, numberFlag, type Parsed } from "./args.js";

export function analyzerFromFlags(p: Parsed): AnalyzeWavs {
  const modelPath = flag(p, "vad-model");
  const noCache = p.switches.has("no-cache");
  const jobs = p.flags.has("jobs") ? numberFlag(p, "jobs", 1, (x) => Number.isInteger(x) && x >= 1) : undefined;
  return async (paths, inputRoot, extra) => {
    const { progressLine } = await import("../vad/engine/progress.js");
    const line = progressLine();
    try {
      return await vadEdge({ modelPath, noCache, jobs, onProgress: (x) => line.update(x) })(paths, inputRoot, extra);
    } finally {
      line.end();
    }
  };
}

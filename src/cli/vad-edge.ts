/**
 * The VAD edge as the scorer sees it: an `AnalyzeWavs` function built from the command's VAD
 * flags (`--vad-model`, `--no-cache`, `--jobs`), with TTY-only progress on stderr.
 */
import type { AnalyzeWavs } from "../tree/load.js";
import { flag, intFlag, type Parsed } from "./args.js";

export const VAD_FLAGS = {
  "vad-model": { type: "string" },
  "no-cache": { type: "boolean" },
  jobs: { type: "string" },
} as const;

export function analyzerFromFlags(p: Parsed): AnalyzeWavs {
  const modelPath = flag(p, "vad-model");
  const noCache = p.switches.has("no-cache");
  const jobs = p.flags.has("jobs") ? intFlag(p, "jobs", 1) : undefined;
  return async (paths) => {
    // TODO(vad): static import once src/vad/analyze.ts lands.
    const analyzeModule = "../vad/analyze.js";
    const { analyzeFiles } = (await import(analyzeModule)) as { analyzeFiles: (p: string[], o: object) => ReturnType<AnalyzeWavs> };
    return analyzeFiles(paths, { modelPath, noCache, jobs });
  };
}
